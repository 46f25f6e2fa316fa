// What each public route sends, worked out from the build itself (no browser, so the figures do not
// move with CPU load): the JavaScript a first visit loads (React Router's manifest: the entry, the
// root route and the page route, each with its static imports; the framework counted) and, given the
// served HTML, its size, the loader data inlined in it and the inlined critical CSS. All sizes are gzip
// (level 6, as the bench has always counted them), in KB.
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

export const JS_BUDGET_KB = 130;
/** A TCP connection's first round trip carries about 10 segments: ~14 KB. */
export const FIRST_FLIGHT_BYTES = 14 * 1024;

const kb = (bytes) => Number((bytes / 1024).toFixed(1));
const gz = (text) => gzipSync(text).length;

/** React Router's build manifest (the same object the browser gets as window.__reactRouterManifest). */
export function readManifest(clientDir) {
  const assets = path.join(clientDir, "assets");
  const file = fs.readdirSync(assets).find((f) => /^manifest-.*\.js$/.test(f));
  if (!file) throw new Error(`No React Router manifest in ${assets}: run \`npm run build\` first.`);
  const text = fs.readFileSync(path.join(assets, file), "utf8");
  return JSON.parse(text.slice(text.indexOf("=") + 1).replace(/;\s*$/, ""));
}

/**
 * Every public page route: a child of the root with a component (form-post routes have none), no
 * admin route or layout (the admin shell has no path; its tabs are its children), no catch-all, and
 * no page behind a secret token (a booking's manage page: nobody lands there from a search or a link).
 */
export function publicRoutes(manifest) {
  return Object.values(manifest.routes)
    .filter((r) => r.parentId === "root" && r.hasDefaultExport && (r.index || r.path) && !/^admin/.test(r.path ?? ""))
    .filter((r) => r.path !== "*")
    .filter((r) => !/:token\b/.test(r.path ?? ""))
    .map((r) => ({ id: r.id, path: r.index ? "/" : `/${r.path}` }));
}

/** The script files a first visit to a route loads, in the order React Router lists them. */
export function routeScripts(manifest, routeId) {
  const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (const id of ["root", routeId]) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`Route "${id}" is not in the manifest.`);
    for (const f of [route.module, ...(route.imports ?? [])]) files.add(f);
  }
  return [...files];
}

export function scriptSizer(clientDir) {
  const cache = new Map();
  return (url) => {
    if (!cache.has(url)) cache.set(url, gz(fs.readFileSync(path.join(clientDir, url))));
    return cache.get(url);
  };
}

/** The JavaScript of a route: number of files and KB gzip. */
export function routeJs(clientDir, manifest, routeId, sizeOf = scriptSizer(clientDir)) {
  const files = routeScripts(manifest, routeId);
  return { jsFiles: files.length, jsKb: kb(files.reduce((sum, f) => sum + sizeOf(f), 0)) };
}

/** How many characters of `html` the first `limit` bytes of its gzip stream carry (binary search). */
export function charsInFirstFlight(html, limit = FIRST_FLIGHT_BYTES) {
  if (gz(html) <= limit) return html.length;
  let lo = 0;
  let hi = html.length;
  while (hi - lo > 256) {
    const mid = (lo + hi) >> 1;
    if (gz(html.slice(0, mid)) <= limit) lo = mid;
    else hi = mid;
  }
  return lo;
}

/**
 * Sizes of one served HTML document: the whole page, its inlined loader data (React Router's
 * turbo-stream chunks), its inlined CSS, and whether the first 14 KB on the wire reach the end of the
 * first heading (the top of the first screen: header, hero heading and the styles they need).
 */
export function htmlStats(html) {
  const scripts = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/gi)].map((m) => m[1]);
  const data = scripts.filter((s) => s.includes("streamController.enqueue")).join("");
  const css = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => m[1]).join("");
  const h1End = html.indexOf("</h1>");
  return {
    htmlKb: kb(gz(html)),
    dataKb: kb(data ? gz(data) : 0),
    inlineCssKb: kb(css ? gz(css) : 0),
    h1InFirst14Kb: h1End >= 0 && h1End < charsInFirstFlight(html),
  };
}
