// `npm run bench`: first the API under load (POST /api/leads at 500 req/s for 10 s on SQLite, see
// scripts/lib/api-bench.mjs), then a production build, a server on a scratch database and Lighthouse
// (mobile defaults) on key routes. Prints per route: the four category scores, LCP, TBT, CLS, and the
// JS and CSS sent (KB gzip). It reports against the budgets; it never fails the test suite.
// `npm run bench -- --api` runs only the API part; `-- --pages` only the Lighthouse part.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { benchApi, printApiBench } from "./lib/api-bench.mjs";
import { CHROME_FLAGS } from "./lib/chrome-flags.mjs";
import { freePort } from "./lib/pg-cluster.mjs";
import { run } from "./lib/run.mjs";
import { CHROME_PATH, ensureSystemDeps } from "./lib/system-deps.mjs";

const ROUTES = process.argv.slice(2).filter((a) => a.startsWith("/"));
// Default: one route of each kind of page (pass paths as arguments to measure others).
const DEFAULT_ROUTES = [
  "/",
  "/contact",
  "/about",
  "/services",
  "/portfolio",
  "/increase-revenue",
  "/roi-calculator",
  "/knowledge-center",
  "/blog",
  "/blog/measuring-ai-roi",
  "/get-started",
  "/services/dev/chatbots",
];
const routes = ROUTES.length ? ROUTES : DEFAULT_ROUTES;
const BUDGET = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100, jsKb: 130 };

const only = process.argv.includes("--api") ? "api" : process.argv.includes("--pages") ? "pages" : undefined;
if (only !== "pages") {
  const load = { rate: 500, seconds: 10 };
  const result = await benchApi(load);
  printApiBench(result, load);
  fs.mkdirSync(".tmp", { recursive: true });
  fs.writeFileSync(".tmp/bench-api.json", JSON.stringify(result, null, 2));
  if (only === "api") process.exit(0);
}

ensureSystemDeps();
if ((await run("npm", ["run", "-s", "build"], { label: "build" })) !== 0) process.exit(1);

const port = await freePort();
const dir = path.resolve(".tmp/bench");
fs.rmSync(dir, { recursive: true, force: true });
fs.mkdirSync(dir, { recursive: true });
const server = spawn("node", ["--import", "tsx", "server/main.ts", "--no-build"], {
  env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATABASE_URL: `sqlite:${dir}/bench.db` },
  stdio: ["ignore", "ignore", "inherit"],
});
const base = `http://127.0.0.1:${port}`;
for (let i = 0; i < 100; i++) {
  try {
    if ((await fetch(`${base}/api/health`)).ok) break;
  } catch {}
  await new Promise((r) => setTimeout(r, 200));
}

const chrome = await chromeLauncher.launch({
  chromePath: CHROME_PATH,
  chromeFlags: ["--headless=new", "--no-sandbox", ...CHROME_FLAGS],
});

const rows = [];
try {
  for (const route of routes) {
    // Lighthouse occasionally loses the trace (NO_NAVSTART, NO_FCP): measure that route again.
    let lhr;
    for (let attempt = 1; attempt <= 3; attempt++) {
      ({ lhr } = await lighthouse(`${base}${route}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      }));
      if (!lhr.runtimeError) break;
      console.error(`${route}: ${lhr.runtimeError.code} (attempt ${attempt} of 3)`);
    }
    if (lhr.runtimeError) throw new Error(`${route}: Lighthouse failed: ${lhr.runtimeError.message}`);
    // The full report stays in .tmp/bench for a closer look (metrics, LCP element, request chains).
    fs.writeFileSync(path.join(dir, `${route.replace(/\W+/g, "_") || "_"}.json`), JSON.stringify(lhr));
    const items = lhr.audits["network-requests"]?.details?.items ?? [];
    // Budgets are in gzip KB whatever the transport chose (brotli is smaller still): gzip each file here.
    const kb = async (type) => {
      let bytes = 0;
      for (const item of items.filter((i) => i.resourceType === type)) {
        const body = Buffer.from(await (await fetch(item.url)).arrayBuffer());
        bytes += gzipSync(body).length;
      }
      return bytes / 1024;
    };
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const failing = Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
      .map((a) => a.id);
    rows.push({
      route,
      perf: score("performance"),
      a11y: score("accessibility"),
      bp: score("best-practices"),
      seo: score("seo"),
      lcpMs: Math.round(lhr.audits["largest-contentful-paint"].numericValue),
      tbtMs: Math.round(lhr.audits["total-blocking-time"].numericValue),
      cls: Number(lhr.audits["cumulative-layout-shift"].numericValue.toFixed(3)),
      jsFiles: items.filter((i) => i.resourceType === "Script").length,
      jsKb: Number((await kb("Script")).toFixed(1)),
      cssKb: Number((await kb("Stylesheet")).toFixed(1)),
      failing: failing.join(" "),
    });
  }
} finally {
  await chrome.kill();
  server.kill("SIGTERM");
}

console.table(rows.map(({ failing, ...r }) => r));
for (const r of rows) {
  const misses = [
    r.perf < BUDGET.performance && `performance ${r.perf} < ${BUDGET.performance}`,
    r.a11y < BUDGET.accessibility && `accessibility ${r.a11y}`,
    r.bp < BUDGET["best-practices"] && `best practices ${r.bp}`,
    r.seo < BUDGET.seo && `SEO ${r.seo}`,
    r.jsKb > BUDGET.jsKb && `JS ${r.jsKb} KB > ${BUDGET.jsKb} KB`,
  ].filter(Boolean);
  console.log(
    `${r.route}: ${misses.length ? `over budget: ${misses.join(", ")}` : "within budget"}${r.failing ? ` (failing audits: ${r.failing})` : ""}`,
  );
}
fs.writeFileSync(path.join(dir, "results.json"), JSON.stringify(rows, null, 2));
