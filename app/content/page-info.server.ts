import { PAGES, type PageInfo } from "./pages";
import { normalizePath } from "~/lib/meta";
import type { SitePath } from "~/lib/site-paths";

// Page titles and descriptions reach the browser through loader data (prerendered into each page),
// so the full list never ships in the JavaScript bundle.

export type PageData = PageInfo & { path: string };

export function pageFor(path: SitePath): PageData {
  return { ...PAGES[path], path };
}

/** The loader of any route listed in content/pages.ts: its own page info, by URL. */
export function pageLoader({ request }: { request: Request }) {
  const path = normalizePath(new URL(request.url).pathname) as SitePath;
  if (!(path in PAGES)) throw new Response("Not found", { status: 404 });
  return { page: pageFor(path) };
}
