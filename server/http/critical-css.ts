import fs from "node:fs";
import path from "node:path";
import { type CompiledSheet, compileSheet } from "beasties/compiler";
import { collectPrograms, renderCriticalCss, scanHtml } from "beasties/runtime";
import { deferClientModules } from "./defer-client-modules";

// All of the stylesheet inline, in two parts (ADR 024, ADR 032): the rules a document uses go in a
// <style> at the top of its <head>, and every other rule in a <style> at the end of its <body>. The
// stylesheet's own <link> stays, `disabled` (so never fetched nor applied), because React adopts that
// element instead of inserting its own.
//
// The second part is why: loading the full stylesheet after the first paint made Chrome restyle the
// whole document when it arrived (its reset rules match every element), a 20-57 ms task on a phone
// profile, once per page view. Rules that match nothing in the document invalidate nothing, so the
// second <style> costs a few milliseconds, and the rules for states and pages that come later
// (an open menu, a dialog, the next page of a client-side navigation) are all there.
//
// beasties compiles each stylesheet once into a matching plan (the expensive part, cached here per
// stylesheet file); a per-document pass scans the HTML for tags, classes, ids and attributes and
// splits the rules by whether the document matches them (about a millisecond).
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

/** Marks the second <style>, the rules the document does not use yet. */
const REST_MARK = "data-unused-rules";

/** A stylesheet's `<link>` in the document, with its attributes. */
const linkTo = (href: string) =>
  new RegExp(
    `<link\\b(?=[^>]*\\brel="stylesheet")(?=[^>]*\\bhref="${href.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}")[^>]*?(/?)>`,
  );

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
    const compiled = sheets.map((s) => ({
      link: linkTo(s.href),
      sheet: compileSheet(s.css, { href: s.href, allowRules: ALWAYS }),
    }));
    const programs = collectPrograms(compiled.map((c) => c.sheet));
    processor = (html, nonce) =>
      isProcessed(html) ? html : deferClientModules(inlineSheets(html, compiled, programs, nonce));
    processors.set(key, processor);
  }
  return processor;
}

function inlineSheets(
  html: string,
  compiled: { link: RegExp; sheet: CompiledSheet }[],
  programs: ReturnType<typeof collectPrograms>,
  nonce?: string,
) {
  const linked = compiled.filter((c) => c.link.test(html));
  if (linked.length === 0) return html;
  const tokens = scanHtml(html, programs);
  let used = "";
  let rest = "";
  for (const { sheet } of linked) {
    const out = renderCriticalCss(sheet, tokens, { inverse: true });
    used += out.css;
    rest += out.inverseCss ?? "";
  }
  const attr = nonce ? ` nonce="${nonce}"` : "";
  let out = html;
  for (const { link } of linked)
    out = out.replace(link, (tag, close) => `${tag.slice(0, tag.length - close.length - 1)} disabled${close}>`);
  // After the leading <meta> tags: the charset must stay within the document's first 1024 bytes.
  out = out.replace(
    /<head>((?:<meta\b[^>]*>)*)/,
    (_m, metas: string) => `<head>${metas}<style${attr}>${fixPropertyRules(used)}</style>`,
  );
  return out.replace(
    /<\/body>(?![\s\S]*<\/body>)/,
    () => `<style${attr} ${REST_MARK}>${fixPropertyRules(rest)}</style></body>`,
  );
}

/**
 * beasties 0.5.4 writes each `@property` rule followed by a `;` (`@property --a{…};@property --b{…}`).
 * At the top level of a stylesheet that `;` begins a rule that swallows the next `@property`, so
 * every registration but the first was lost: Tailwind's `--tw-border-style` had no initial value,
 * borders and `space-y` gaps vanished until the full stylesheet arrived, and the page shifted.
 */
export function fixPropertyRules(css: string) {
  return css.replace(/\}\s*;(?=\s*(@property\b|$))/g, "}");
}

export function isProcessed(html: string) {
  return html.includes(REST_MARK);
}
