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
  "*{box-sizing:border-box}.hero{color:red}.unused-card{color:blue}h1{font-size:2rem}.btn:hover{color:green}.border-b{border-bottom-style:var(--tw-border-style)}" +
    ".menu-open{transform:rotate(180deg)}@media (min-width:768px){.md\\:grid{display:grid}.hero{color:navy}}" +
    '@property --tw-font-weight{syntax:"*";inherits:false}@property --tw-border-style{syntax:"*";inherits:false;initial-value:solid}',
);
afterAll(() => fs.rmSync(clientDir, { recursive: true, force: true }));

const page = (head = "") =>
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width"/>' +
  `<title>Hi</title><link rel="stylesheet" href="/assets/app-abc.css" data-precedence="default"/>${head}` +
  '</head><body><h1 class="hero border-b">Hi</h1><a class="btn">Go</a><script>x()</script></body></html>';

describe("critical CSS", () => {
  const inline = criticalCss(clientDir);
  const out = inline(page());
  const styles = [...out.matchAll(/<style([^>]*)>([\s\S]*?)<\/style>/g)];
  const used = styles[0]?.[2] ?? "";
  const rest = styles[1]?.[2] ?? "";

  it("inlines the rules the document uses at the top of <head>, after the charset", () => {
    expect(out).toMatch(/^<!DOCTYPE html><html><head><meta charSet="utf-8"\/><meta name="viewport"[^>]*><style>/);
    expect(used).toContain("*{box-sizing:border-box}");
    expect(used).toContain(".hero{color:red}");
    expect(used).toContain("h1{font-size:2rem}");
    expect(used).toContain(".btn:hover{color:green}");
    expect(used).not.toContain("unused-card");
    expect(used).not.toContain("menu-open");
  });

  it("puts every other rule in a second <style> at the end of <body>: the whole stylesheet is in the page", () => {
    expect(styles).toHaveLength(2);
    expect(styles[1][1]).toBe(" data-unused-rules");
    expect(out).toMatch(/<script>x\(\)<\/script><style data-unused-rules>[^<]*<\/style><\/body><\/html>$/);
    expect(rest).toContain(".unused-card{color:blue}");
    expect(rest).toContain(".menu-open{transform:rotate(180deg)}");
    expect(rest).not.toContain(".hero{color:red}");
    expect(rest).not.toContain("box-sizing");
  });

  it("keeps every @property registration a rule of its own (Tailwind's border and spacing defaults)", () => {
    expect(used).toContain(
      '@property --tw-font-weight{syntax:"*";inherits:false}@property --tw-border-style{syntax:"*";inherits:false;initial-value:solid}',
    );
    expect(used + rest).not.toMatch(/\};/);
  });

  it("leaves the stylesheet's link disabled (neither fetched nor applied), with no script or <noscript>", () => {
    expect(out).toContain('<link rel="stylesheet" href="/assets/app-abc.css" data-precedence="default" disabled/>');
    expect(out).not.toContain("<noscript>");
    expect(inlineScriptHashes(out)).toEqual(inlineScriptHashes(page()));
  });

  it("gives a server-rendered page's two <style>s its nonce", () => {
    const withNonce = inline(page(), "abc123");
    expect([...withNonce.matchAll(/<style nonce="abc123"/g)]).toHaveLength(2);
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
