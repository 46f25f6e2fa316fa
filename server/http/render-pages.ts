import fs from "node:fs";
import path from "node:path";
import { createRequestHandler, type ServerBuild } from "react-router";
import { criticalCss, isProcessed } from "./critical-css";
import { type PrerenderedPages, prerenderedPage } from "./prerendered";

// Build once, configure at start (docs/decisions/015): the build holds no HTML, so no brand, contact
// detail or SITE_URL is baked into it. At start the server renders every static page once from the
// server build, with this process's settings, through the same steps React Router's prerender and
// the build's critical-CSS pass took: the same request (http://localhost/<path>/, no load context),
// then critical CSS inlined and client modules deferred. The HTML is byte for byte what the build
// used to write (a test compares them) and is served from memory exactly as the files were.

export interface RenderPagesOptions {
  build: ServerBuild;
  /** The build folder: client/ has the stylesheets, server/index.js dates the build. */
  buildDir: string;
  paths: readonly string[];
  mode: string;
}

export async function renderStaticPages({ build, buildDir, paths, mode }: RenderPagesOptions) {
  const handler = createRequestHandler(build, mode);
  const inline = criticalCss(path.join(buildDir, "client"));
  // Pages date from the build, not from the start: every replica and restart gives the same Last-Modified.
  const builtAt = fs.statSync(path.join(buildDir, "server/index.js")).mtime;
  const pages: PrerenderedPages = new Map();
  for (const page of paths) {
    const res = await handler(new Request(`http://localhost${page === "/" ? "/" : `${page}/`}`));
    const html = await res.text();
    if (res.status !== 200) throw new Error(`rendering ${page} at start: HTTP ${res.status}`);
    const out = inline(html);
    if (!isProcessed(out))
      throw new Error(`rendering ${page} at start: no stylesheet to inline; is its <link> in the build?`);
    pages.set(page, prerenderedPage(out, builtAt));
  }
  return pages;
}
