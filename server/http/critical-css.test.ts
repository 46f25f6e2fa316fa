import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { criticalCss } from "./critical-css";
import { inlineScriptHashes } from "./security";

// A client build in miniature: one stylesheet, a document that uses part of it.
const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "critical-css-"));
fs.mkdirSync(path.join(clientDir, "assets"));
fs.writeFileSync(
  path.join(clientDir, "assets/app-abc.css"),
  ".hero{color:red}.unused-card{color:blue}h1{font-size:2rem}.btn:hover{color:green}.border-b{border-bottom-style:var(--tw-border-style)}" +
    '@property --tw-font-weight{syntax:"*";inherits:false}@property --tw-border-style{syntax:"*";inherits:false;initial-value:solid}',
);
afterAll(() => fs.rmSync(clientDir, { recursive: true, force: true }));

const page = (head = "") =>
  "<!DOCTYPE html><html><head>" +
  `<link rel="stylesheet" href="/assets/app-abc.css" data-precedence="default"/>${head}` +
  '</head><body><h1 class="hero border-b">Hi</h1><a class="btn">Go</a></body></html>';

describe("critical CSS", () => {
  const inline = criticalCss(clientDir);
  const out = inline(page());
  const style = out.match(/<style>([\s\S]*?)<\/style>/)?.[1] ?? "";

  it("inlines the rules the document uses, not the others", () => {
    expect(style).toContain(".hero{color:red}");
    expect(style).toContain("h1{font-size:2rem}");
    expect(style).toContain(".btn:hover{color:green}");
    expect(style).not.toContain("unused-card");
  });

  it("keeps every @property registration a rule of its own (Tailwind's border and spacing defaults)", () => {
    expect(style).toContain(
      '@property --tw-font-weight{syntax:"*";inherits:false}@property --tw-border-style{syntax:"*";inherits:false;initial-value:solid}',
    );
    expect(style).not.toMatch(/\};/);
  });

  it("defers the full stylesheet without an inline event handler, with a <noscript> fallback", () => {
    expect(out).toMatch(
      /<link rel="stylesheet" href="\/assets\/app-abc\.css"[^>]* media="print" data-beasties-media="all"/,
    );
    expect(out).toContain('<noscript><link rel="stylesheet" href="/assets/app-abc.css"');
    expect(out).not.toMatch(/\sonload=/);
    // One constant script restores the media: prerendered pages hash it into their CSP.
    expect(inlineScriptHashes(out)).toHaveLength(1);
    expect(out.indexOf("<style>")).toBeLessThan(out.indexOf('media="print"'));
  });

  it("gives a server-rendered page's script its nonce", () => {
    expect(inline(page(), "abc123")).toMatch(
      /<script nonce="abc123">document\.querySelectorAll\('link\[data-beasties-media\]'\)/,
    );
  });

  it("runs once: a processed page and a page without the build's stylesheet pass unchanged", () => {
    expect(inline(out)).toBe(out);
    const other = page().replace("app-abc.css", "app-old.css");
    expect(inline(other)).toBe(other);
  });

  it("compiles each build's stylesheets once", () => {
    expect(criticalCss(clientDir)).toBe(inline);
  });
});
