// `npm run sizes`: what every public route sends, from the current build (run `npm run build` first).
// JavaScript per route comes from React Router's manifest; the HTML is fetched from a production server
// on a scratch database (prerendered and server-rendered pages alike, one article for /blog/:slug).
// Deterministic, unlike Lighthouse on a busy machine. Writes .tmp/sizes.json; `--check` exits 1 when a
// route is over the JavaScript budget.
import fs from "node:fs";
import path from "node:path";
import { htmlStats, JS_BUDGET_KB, publicRoutes, readManifest, routeJs, scriptSizer } from "./lib/route-sizes.mjs";
import { firstArticlePath, startSiteServer } from "./lib/site-server.mjs";

const buildDir = path.resolve(process.env.BUILD_DIR || "build");
const clientDir = path.join(buildDir, "client");
const manifest = readManifest(clientDir);
const sizeOf = scriptSizer(clientDir);

const server = await startSiteServer(path.resolve(".tmp/sizes"));
const rows = [];
try {
  for (const { id, path: pattern } of publicRoutes(manifest)) {
    const route = pattern === "/blog/:slug" ? await firstArticlePath(server.base) : pattern;
    const res = await fetch(`${server.base}${route}`);
    if (!res.ok) throw new Error(`${route}: HTTP ${res.status}`);
    rows.push({ route, ...routeJs(clientDir, manifest, id, sizeOf), ...htmlStats(await res.text()) });
  }
} finally {
  server.stop();
}

console.table(rows);
const over = rows.filter((r) => r.jsKb > JS_BUDGET_KB);
const max = rows.reduce((a, b) => (b.jsKb > a.jsKb ? b : a));
console.log(
  over.length
    ? `Over the ${JS_BUDGET_KB} KB JavaScript budget: ${over.map((r) => `${r.route} ${r.jsKb} KB`).join(", ")}`
    : `Every route within the ${JS_BUDGET_KB} KB JavaScript budget (largest: ${max.route}, ${max.jsKb} KB).`,
);
fs.mkdirSync(".tmp", { recursive: true });
fs.writeFileSync(".tmp/sizes.json", JSON.stringify(rows, null, 2));
if (process.argv.includes("--check") && over.length) process.exit(1);
