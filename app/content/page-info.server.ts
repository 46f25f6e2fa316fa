import { structuredDataFor } from "~/content/structured-data.server";
import { normalizePath } from "~/lib/meta";
import { getSettings, toPublicSettings } from "~/lib/settings.server";
import type { SitePath } from "~/lib/site-paths";
import type { JsonLd } from "~/lib/structured-data";
import { PAGES, type PageInfo } from "./pages";

// Page titles and descriptions reach the browser through loader data (prerendered into each page),
// so the full list never ships in the JavaScript bundle.

export type PageData = PageInfo & { path: string; jsonLd: JsonLd[] };

export function pageFor(path: SitePath): PageData {
  return { ...PAGES[path], path, jsonLd: structuredDataFor(path, toPublicSettings(getSettings())) };
}

/** The loader of any route listed in content/pages.ts: its own page info, by URL. */
export function pageLoader({ request }: { request: Request }) {
  const path = normalizePath(new URL(request.url).pathname) as SitePath;
  if (!(path in PAGES)) throw new Response("Not found", { status: 404 });
  return { page: pageFor(path) };
}
