import { describe, expect, it } from "vitest";
import { deferClientModules, firstModules } from "./defer-client-modules";
import { inlineScriptHashes } from "./security";

// The shape React Router 7 renders: preloads, then one inline module script with static imports.
const doc = (nonce = "") =>
  "<!DOCTYPE html><html><head><title>Services</title></head><body><h1>Services</h1>" +
  '<link rel="modulepreload" href="/assets/entry.client-A.js"/>' +
  '<link rel="modulepreload" href="/assets/framework-B.js"/>' +
  '<link rel="modulepreload" href="/assets/root-C.js"/>' +
  '<link rel="modulepreload" href="/assets/services-D.js"/>' +
  `<script${nonce}>window.__reactRouterContext = {};</script>` +
  `<script type="module" async=""${nonce}>;\n` +
  'import "/assets/manifest-E.js";\n' +
  'import * as route0 from "/assets/root-C.js";\n' +
  'import * as route1 from "/assets/services-D.js";\n' +
  '  window.__reactRouterRouteModules = {"root":route0,"services":route1};\n\n' +
  'import("/assets/entry.client-A.js");</script></body></html>';

describe("deferClientModules", () => {
  const out = deferClientModules(doc());
  const script = out.match(/<script type="module" async="">([\s\S]*?)<\/script>/)?.[1] ?? "";

  it("removes the preload links and preloads the same modules, in order, from the script", () => {
    expect(out).not.toContain('<link rel="modulepreload"');
    expect(script).toContain(
      'const preload=["/assets/entry.client-A.js","/assets/framework-B.js","/assets/root-C.js","/assets/services-D.js"];',
    );
  });

  it("turns each static import into a dynamic one bound to the same name, then runs the rest", () => {
    expect(script).not.toMatch(/^\s*import\s/m);
    expect(script).toContain(
      "const [_0,route0,route1]=await Promise.all(" +
        '[import("/assets/manifest-E.js"),import("/assets/root-C.js"),import("/assets/services-D.js")]);',
    );
    expect(script).toContain('window.__reactRouterRouteModules = {"root":route0,"services":route1};');
    expect(script).toContain('import("/assets/entry.client-A.js");');
  });

  it("starts each preload in a task of its own", () => {
    expect(script).toContain(
      'for(const href of preload){const l=document.createElement("link");l.rel="modulepreload";l.href=href;document.head.append(l);await new Promise((r)=>setTimeout(r))}',
    );
  });

  it("evaluates the preloaded modules one per task, and the entry (which hydrates) last", () => {
    expect(script).toContain(
      'for(const href of preload)if(href!=="/assets/entry.client-A.js"){await import(href);await new Promise((r)=>setTimeout(r))}',
    );
    expect(script.indexOf("window.__reactRouterRouteModules")).toBeLessThan(
      script.indexOf('import("/assets/entry.client-A.js");'),
    );
  });

  it("starts after the first contentful paint, or at once when the tab is hidden", () => {
    expect(script).toContain('getEntriesByName("first-contentful-paint")');
    expect(script).toContain('observe({type:"paint",buffered:true})');
    expect(script).toMatch(/document\.visibilityState==="visible"[\s\S]*\}else go\(\);/);
  });

  it("keeps the script's nonce and leaves the other inline scripts as they were", () => {
    const withNonce = deferClientModules(doc(' nonce="n0nce"'));
    expect(withNonce).toMatch(/<script type="module" async="" nonce="n0nce">\nconst preload=/);
    expect(withNonce).toContain('<script nonce="n0nce">window.__reactRouterContext = {};</script>');
    // Still two inline scripts for a prerendered page's CSP hashes, one of them changed.
    const before = inlineScriptHashes(doc());
    const after = inlineScriptHashes(out);
    expect(after).toHaveLength(2);
    expect(after.filter((h) => before.includes(h))).toHaveLength(1);
  });

  it("reports the same first modules before and after", () => {
    const expected = [
      "/assets/entry.client-A.js",
      "/assets/framework-B.js",
      "/assets/root-C.js",
      "/assets/services-D.js",
      "/assets/manifest-E.js",
    ];
    expect(firstModules(doc())).toEqual(expected);
    expect(firstModules(out)).toEqual(expected.slice(0, 4));
  });

  it.each([
    ["a rewritten document", out],
    ["a document without scripts", "<html><body><p>Plain</p></body></html>"],
    ["a module script without static imports", '<script type="module">import("/assets/a.js")</script>'],
  ])("leaves %s unchanged", (_name, html) => {
    expect(deferClientModules(html)).toBe(html);
  });
});
