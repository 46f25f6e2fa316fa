import { createHash, randomBytes } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import helmet from "helmet";

// Only two outside origins are allowed: the embedded map (Contact page) and the stock-photo host.
const MAP_ORIGIN = "https://www.google.com";
const PHOTO_ORIGIN = "https://images.unsplash.com";

/** CSP without 'unsafe-inline' for scripts: a per-request nonce for SSR, hashes for prerendered HTML. */
export function cspHeader(scriptSources: string[]) {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptSources.join(" ")}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${PHOTO_ORIGIN}`,
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src ${MAP_ORIGIN}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** The sha256 sources for every inline <script> in an HTML document. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc=/i.test(m[1])) continue;
    hashes.add(`'sha256-${createHash("sha256").update(m[2], "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/**
 * The JSON API's policy: its answers are data, never a document that runs or loads anything, so no
 * source at all (and no per-request nonce to make on its hot path).
 */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";
// Express matches routes without regard to case, so /API/leads reaches the API too.
const API_PATH = /^\/api(\/|$)/i;

/** `dev` skips the CSP: Vite's dev server injects inline scripts and a websocket for hot reload. */
export function securityHeaders({ dev = false } = {}) {
  const base = helmet({
    contentSecurityPolicy: false, // set below, per response
    strictTransportSecurity: false, // only over HTTPS, below
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    xFrameOptions: { action: "deny" },
  });
  return (req: Request, res: Response, next: NextFunction) => {
    base(req, res, () => {
      res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), interest-cohort=()");
      if (req.secure) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
      if (API_PATH.test(req.path)) {
        res.setHeader("Content-Security-Policy", API_CSP);
        return next();
      }
      const nonce = randomBytes(16).toString("base64");
      res.locals.nonce = nonce;
      if (!dev) res.setHeader("Content-Security-Policy", cspHeader([`'nonce-${nonce}'`]));
      next();
    });
  };
}
