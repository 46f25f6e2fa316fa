import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { NextFunction, Request, Response } from "express";
import { cspHeader, inlineScriptHashes } from "./security";

interface Page {
  html: string;
  csp: string;
  /** A strong validator: the hash of the HTML, so a repeat visit gets 304 until the page changes. */
  etag: string;
  /** When the build was made (also the sitemap's lastmod). */
  lastModified: Date;
}

/** Static pages by URL path. */
export type PrerenderedPages = Map<string, Page>;

/** A page as served: its HTML with the ETag and the CSP of its own inline scripts. */
export function prerenderedPage(html: string, lastModified: Date): Page {
  const etag = `"${createHash("sha256").update(html).digest("base64url").slice(0, 27)}"`;
  // Whole seconds: Last-Modified and If-Modified-Since carry no more.
  const modified = new Date(Math.floor(lastModified.getTime() / 1000) * 1000);
  return { html, csp: cspHeader(inlineScriptHashes(html)), etag, lastModified: modified };
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

/**
 * Serves prerendered HTML for GET/HEAD from memory, with a CSP made of the page's own script hashes.
 * Everything else (POSTs to form actions, unknown paths, dynamic routes) falls through to SSR.
 */
export function servePrerendered(pages: PrerenderedPages) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const key = req.path.length > 1 ? req.path.replace(/\/+$/, "") : req.path;
    const page = pages.get(key);
    if (!page) return next();
    res.setHeader("Content-Security-Policy", page.csp);
    res.setHeader("Cache-Control", "public, max-age=0, must-revalidate");
    res.setHeader("ETag", page.etag);
    res.setHeader("Last-Modified", page.lastModified.toUTCString());
    // req.fresh compares If-None-Match (first) and If-Modified-Since with the headers just set.
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    res.type("html").send(page.html);
  };
}
