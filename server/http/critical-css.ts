import fs from "node:fs";
import path from "node:path";
import { compileSheet } from "beasties/compiler";
import { createProcessor } from "beasties/runtime";
import { deferClientModules } from "./defer-client-modules";

// Critical CSS for every HTML response (ADR 024): the rules a document uses go inline in a
// <style> in its <head>; the full stylesheet still loads, but without blocking the first paint.
//
// beasties compiles each stylesheet once into a matching plan (the expensive part, cached here per
// stylesheet file); a per-document pass then scans the HTML for tags, classes, ids and attributes
// and splices in the matching rules (about a millisecond). The full stylesheet is deferred with the
// CSP-safe "media-script" pattern: `<link media="print" data-beasties-media="all">`, a <noscript>
// fallback, and ONE constant inline script at the end of <body> that restores the media. No inline
// event handler (our CSP has no 'unsafe-hashes'): prerendered pages hash that script like every
// other inline script (server/http/security.ts); server-rendered pages give it the request's nonce.
//
// The inlined rules are every rule the whole document matches, not only the first screen's: when the
// full stylesheet arrives nothing on the page changes, so there is no flash and no layout shift, and
// a visitor who scrolls before it arrives still sees a styled page.
//
// The same pass makes the client modules start after the first paint (./defer-client-modules.ts):
// with the CSS inline, nothing else stands between the HTML and the first paint.

export type CriticalCss = (html: string, nonce?: string) => string;

const processors = new Map<string, CriticalCss>();

/**
 * Rules beasties 0.5.4 leaves out although the document uses them, so they always go in (a few dozen):
 * Tailwind's `:where(.space-y-3>:not(:last-child))` (gaps between stacked children) and arbitrary
 * descendant variants such as `.\[\&_h2\]\:pt-4 h2` (the article body's headings). Without them
 * those gaps and headings changed size when the full stylesheet arrived: a layout shift. Also the
 * rules for attributes that scripts set: `html[data-splash="done"] .splash` hides the splash before
 * the first paint for a returning visitor (the gate script sets it; the HTML cannot have it).
 */
const ALWAYS = [/^:where\(/, /^\.\\\[\\&/, /\[data-(splash|state)/];

/** Hrefs and contents of the stylesheets the client build emitted (`/assets/*.css`). */
function stylesheets(clientDir: string) {
  const assets = path.join(clientDir, "assets");
  if (!fs.existsSync(assets)) return [];
  return fs
    .readdirSync(assets)
    .filter((f) => f.endsWith(".css"))
    .sort()
    .map((f) => ({ href: `/assets/${f}`, css: fs.readFileSync(path.join(assets, f), "utf8") }));
}

/**
 * The critical-CSS pass for a client build: compiled once per set of stylesheets (hashed file names,
 * so a new build gets new plans), then applied to any number of documents. A document whose
 * stylesheet is not in the build, or that was already processed, passes through unchanged.
 */
export function criticalCss(clientDir: string): CriticalCss {
  const sheets = stylesheets(clientDir);
  const key = `${path.resolve(clientDir)}|${sheets.map((s) => s.href).join(",")}`;
  let processor = processors.get(key);
  if (!processor) {
    const plans = sheets.map((s) => compileSheet(s.css, { href: s.href, allowRules: ALWAYS }));
    const beasties = createProcessor(plans, { preload: "media-script", noscriptFallback: true });
    processor = (html, nonce) =>
      isProcessed(html)
        ? html
        : deferClientModules(fixPropertyRules(beasties.process(html, nonce ? { nonce } : undefined)));
    processors.set(key, processor);
  }
  return processor;
}

/**
 * beasties 0.5.4 writes each `@property` rule followed by a `;` (`@property --a{…};@property --b{…}`).
 * At the top level of a stylesheet that `;` begins a rule that swallows the next `@property`, so
 * every registration but the first was lost: Tailwind's `--tw-border-style` had no initial value,
 * borders and `space-y` gaps vanished until the full stylesheet arrived, and the page shifted.
 */
export function fixPropertyRules(html: string) {
  return html.replace(/(<style\b[^>]*>)([\s\S]*?)(<\/style>)/, (_m, open: string, css: string, close: string) => {
    return open + css.replace(/\}\s*;(?=\s*(@property\b|$))/g, "}") + close;
  });
}

export function isProcessed(html: string) {
  return html.includes("data-beasties-media");
}
