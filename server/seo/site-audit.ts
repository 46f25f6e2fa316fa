import { type AppLoadContext, createRequestHandler, type ServerBuild } from "react-router";
import type { SeoApi, SeoReport, SeoSeverity } from "~/features/admin/seo/seo-types";
import type { PublicSettings } from "~/lib/public-settings";
import { ALL_PATHS } from "~/lib/site-paths";
import { ensureSeeded, postsReader } from "../blog/posts";
import type { Db } from "../db/schema";
import { managedReader } from "../managed/public-content";
import { type AuditInput, auditRows, seoScore } from "./audit-rules";
import { cardFor, pathOfImage } from "./og-cards";
import { parseHead } from "./page-head";
import { sitemapEntries } from "./sitemap";

// The SEO Tools audit reads each page as a visitor's browser gets it: the prerendered file for static
// pages (what the server sends), otherwise a render by the same React Router build, in process. So it
// judges the real <title>, meta tags and canonical link, not a copy of the rules that make them.

export type RenderPage = (path: string) => Promise<{ status: number; html: string }>;

/**
 * Renders a path with the site's own build and load context. The request carries no User-Agent, so an
 * article's loader does not count it as a view (server/blog/views.ts).
 */
export function pageRenderer(opts: {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: string;
  siteUrl: string;
  context: AppLoadContext;
  prerendered?: (path: string) => string | undefined;
}): RenderPage {
  const handler = createRequestHandler(opts.build, opts.mode);
  return async (path) => {
    const file = opts.prerendered?.(path);
    if (file !== undefined) return { status: 200, html: file };
    const res = await handler(new Request(new URL(path, opts.siteUrl)), opts.context);
    return { status: res.status, html: await res.text() };
  };
}

/** At most `limit` renders at once: the audit shares the CPU with visitors. */
async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

/** Our own /og/ card answers for this address (server/seo/og-cards.ts); another host's image is trusted. */
async function ogImageServed(db: Db, site: PublicSettings, ogImage: string | null) {
  if (!ogImage) return false;
  const prefix = `${site.siteUrl}/og/`;
  if (!ogImage.startsWith(prefix)) return /^https?:\/\//.test(ogImage);
  const rest = ogImage.slice(prefix.length);
  return rest.endsWith(".png") && (await cardFor(db, site, pathOfImage(rest.slice(0, -4)))) !== undefined;
}

/** Every public route (app/lib/site-paths.ts) and every published post; drafts are not public. */
export async function runSeoAudit(db: Db, site: PublicSettings, render: RenderPage): Promise<SeoReport> {
  await ensureSeeded(db);
  const posts = await db
    .selectFrom("posts")
    .select(["id", "slug", "updated_at"])
    .where("status", "=", "published")
    .orderBy("publish_date", "desc")
    .orderBy("slug", "asc")
    .execute();
  const inSitemap = new Set(
    sitemapEntries(
      posts.map((p) => ({ slug: p.slug, updatedAt: p.updated_at })),
      () => "",
    ).map((e) => e.path),
  );
  const targets = [
    ...ALL_PATHS.map((path) => ({ path, kind: "page" as const })),
    ...posts.map((p) => ({ path: `/blog/${p.slug}`, kind: "post" as const, postId: p.id })),
  ];
  const inputs = await mapLimit(targets, 4, async (t): Promise<AuditInput> => {
    const { status, html } = await render(t.path);
    const head = parseHead(html);
    return {
      ...t,
      httpStatus: status,
      head,
      inSitemap: inSitemap.has(t.path),
      ogImageServed: await ogImageServed(db, site, head.ogImage),
    };
  });
  const rows = auditRows(inputs, site.siteUrl);
  const counts: Record<SeoSeverity, number> = { error: 0, warning: 0, ok: 0 };
  for (const row of rows) counts[row.severity]++;
  return { rows, counts, score: seoScore(rows), checkedAt: new Date().toISOString() };
}

/**
 * The SEO Tools tab's slice for one app (context.admin.seo): renders with `build`, reading prerendered
 * files first. Reads only, so every signed-in request shares it.
 */
export function seoApiOf(
  db: Db,
  site: PublicSettings,
  build: ServerBuild | (() => Promise<ServerBuild>),
  mode: string,
  prerendered?: ReadonlyMap<string, { html: string }>,
): SeoApi {
  const render = pageRenderer({
    build,
    mode,
    siteUrl: site.siteUrl,
    context: { nonce: "", blog: postsReader(db), managed: managedReader(db) },
    prerendered: (path) => prerendered?.get(path)?.html,
  });
  return { audit: () => runSeoAudit(db, site, render) };
}
