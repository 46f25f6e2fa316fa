// Run after `react-router build`: inlines each prerendered page's critical CSS and defers the full
// stylesheet (server/http/critical-css.ts; server-rendered pages get the same pass per response).
import fs from "node:fs";
import path from "node:path";
import { getSettings } from "~/lib/settings.server";
import { criticalCss, isProcessed } from "../server/http/critical-css";

const clientDir = path.resolve(getSettings().BUILD_DIR, "client");
const inline = criticalCss(clientDir);

function* pages(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== "assets") yield* pages(full);
    else if (entry.name === "index.html") yield full;
  }
}

let count = 0;
for (const file of pages(clientDir)) {
  const html = fs.readFileSync(file, "utf8");
  if (isProcessed(html)) continue;
  const out = inline(html);
  if (!isProcessed(out)) throw new Error(`${file}: no stylesheet to defer; is its <link> in the build?`);
  fs.writeFileSync(file, out);
  count++;
}
console.log(`critical CSS inlined in ${count} prerendered pages`);
