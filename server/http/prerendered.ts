import fs from "node:fs";
import path from "node:path";
import type { NextFunction, Request, Response } from "express";
import { logger } from "../ops/logger";
import { EncodedPage, precompress, sendEncoded } from "./encoded-page";
import { cspHeader, inlineScriptHashes } from "./security";

interface Page {
  /** The HTML (decoded from the bytes kept, when asked for: only the SEO audit reads it). */
  readonly html: string;
  csp: string;
  /** Its bytes plain, gzip and Brotli, each with a strong ETag: a repeat visit gets 304 until the page changes. */
  encoded: EncodedPage;
  /** When the build was made (also the sitemap's lastmod). */
  lastModified: Date;
}

/** Static pages by URL path. */
export type PrerenderedPages = Map<string, Page>;

/** A page as served: its HTML with its bytes, ETags and the CSP of its own inline scripts. */
export function prerenderedPage(html: string, lastModified: Date): Page {
  const encoded = new EncodedPage(html);
  // Whole seconds: Last-Modified and If-Modified-Since carry no more.
  const modified = new Date(Math.floor(lastModified.getTime() / 1000) * 1000);
  return {
    get html() {
      return encoded.html;
    },
    csp: cspHeader(inlineScriptHashes(html)),
    encoded,
    lastModified: modified,
  };
}

/** Finds every prerendered index.html under the client build, keyed by URL path. */
export function loadPrerenderedPages(clientDir: string): PrerenderedPages {
  const pages = new Map<string, Page>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "assets") walk(full);
      } else if (entry.name === "index.html") {
        const rel = path.relative(clientDir, path.dirname(full)).split(path.sep).join("/");
        pages.set(rel ? `/${rel}` : "/", prerenderedPage(fs.readFileSync(full, "utf8"), fs.statSync(full).mtime));
      }
    }
  };
  if (fs.existsSync(clientDir)) walk(clientDir);
  return pages;
}

/** Compresses every page in the background, one at a time (server/http/encoded-page.ts), and says what it holds. */
async function warmUp(pages: PrerenderedPages) {
  const started = Date.now();
  const all = [...pages.values()].map((p) => p.encoded);
  await precompress(all);
  const kb = (n: number) => Math.round(n / 1024);
  const sum = (f: (p: EncodedPage) => number) => all.reduce((n, p) => n + f(p), 0);
  logger("http").info(
    {
      pages: all.length,
      plainKb: kb(sum((p) => p.identity.body.length)),
      gzipKb: kb(sum((p) => p.variant("gzip")?.body.length ?? 0)),
      brKb: kb(sum((p) => p.variant("br")?.body.length ?? 0)),
      ms: Date.now() - started,
    },
    "static pages compressed (gzip and Brotli, kept in memory)",
  );
}

/**
 * Serves prerendered HTML for GET/HEAD from memory, compressed once, with a CSP made of the page's own
 * script hashes. Everything else (POSTs to form actions, unknown paths, dynamic routes) falls through to SSR.
 */
export function servePrerendered(pages: PrerenderedPages) {
  void warmUp(pages);
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const key = req.path.length > 1 ? req.path.replace(/\/+$/, "") : req.path;
    const page = pages.get(key);
    if (!page) return next();
    sendEncoded(req, res, page.encoded, {
      "Content-Security-Policy": page.csp,
      "Cache-Control": "public, max-age=0, must-revalidate",
      "Last-Modified": page.lastModified.toUTCString(),
    }).catch(next);
  };
}
