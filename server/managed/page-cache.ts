import { createHash } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import type { Db } from "../db/schema";
import { cspHeader, inlineScriptHashes } from "../http/security";
import { readContentVersion } from "./version";

// The pages built from managed content (MANAGED_PATHS: Home, About, Portfolio, two service pages)
// are rendered by React Router on the server, like any SSR page, but only once per content version
// and replica: the HTML is kept in memory with its ETag and CSP and served like a prerendered file
// until the version row changes (docs/decisions/011-managed-content-rendering.md).

interface Entry {
  version: string;
  html: string;
  etag: string;
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
    const version = await readContentVersion(db);
    const hit = cache.get(path);
    if (hit?.version === version) return hit;
    const key = `${path}\n${version}`;
    let job = pending.get(key);
    if (!job) {
      job = (async () => {
        const res = await render(path);
        // An error page is never cached: the normal handler answers (and logs) it.
        if (res.status !== 200) return undefined;
        const html = await res.text();
        const etag = `"${createHash("sha256").update(html).digest("base64url").slice(0, 27)}"`;
        const entry = { version, html, etag, csp: cspHeader(inlineScriptHashes(html)) };
        cache.set(path, entry);
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
      const page = await entryFor(path);
      if (!page) return next();
      res.setHeader("Content-Security-Policy", page.csp);
      res.setHeader("Cache-Control", "public, max-age=0, must-revalidate");
      res.setHeader("ETag", page.etag);
      // req.fresh compares If-None-Match with the ETag just set.
      if (req.fresh) {
        res.status(304).end();
        return;
      }
      res.type("html").send(page.html);
    } catch (err) {
      next(err);
    }
  };
}
