import type { NextFunction, Request, Response } from "express";
import { currentContentVersion } from "../content-version/content-version";
import type { Db } from "../db/schema";
import { EncodedPage, precompress, sendEncoded } from "../http/encoded-page";
import { cspHeader, inlineScriptHashes } from "../http/security";
import { countContentBuild } from "../ops/metrics";

// The pages built from managed content (MANAGED_PATHS: Home, About, Portfolio, two service pages)
// are rendered by React Router on the server, like any SSR page, but only once per content version
// and replica: the HTML is kept in memory, compressed once (gzip and Brotli, server/http/encoded-page.ts),
// with its ETags and CSP, and served like a prerendered file until the site's content version
// (server/content-version) moves (docs/decisions/011-managed-content-rendering.md, 053). One entry per
// path: a new version replaces the old one, so the cache holds at most MANAGED_PATHS pages.

interface Entry {
  version: number;
  page: EncodedPage;
  csp: string;
}

export interface PageCacheOptions {
  db: Db;
  paths: readonly string[];
  /** Renders a path through the normal SSR path (no nonce: inline scripts are allowed by hash). */
  render: (path: string) => Promise<globalThis.Response>;
}

export function managedPageCache({ db, paths, render }: PageCacheOptions) {
  const served = new Set(paths);
  const cache = new Map<string, Entry>();
  // One render per path and version, however many requests arrive while it runs.
  const pending = new Map<string, Promise<Entry | undefined>>();

  async function entryFor(path: string): Promise<Entry | undefined> {
    // Read at most once a second per process; a change made here is seen at once.
    const version = await currentContentVersion(db);
    const hit = cache.get(path);
    if (hit?.version === version) return hit;
    const key = `${path}\n${version}`;
    let job = pending.get(key);
    if (!job) {
      job = (async () => {
        countContentBuild("page_render");
        const res = await render(path);
        // An error page is never cached: the normal handler answers (and logs) it.
        if (res.status !== 200) return undefined;
        const html = await res.text();
        const entry = { version, page: new EncodedPage(html), csp: cspHeader(inlineScriptHashes(html)) };
        cache.set(path, entry);
        // Both codings in the background, unless the entry is replaced first.
        void precompress([entry.page], () => cache.get(path) === entry);
        return entry;
      })().finally(() => pending.delete(key));
      pending.set(key, job);
    }
    return job;
  }

  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const path = req.path.length > 1 ? req.path.replace(/\/+$/, "") : req.path;
    if (!served.has(path)) return next();
    try {
      const entry = await entryFor(path);
      if (!entry) return next();
      await sendEncoded(req, res, entry.page, {
        "Content-Security-Policy": entry.csp,
        "Cache-Control": "public, max-age=0, must-revalidate",
      });
    } catch (err) {
      next(err);
    }
  };
}
