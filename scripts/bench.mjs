// `npm run bench`: first the API under load (POST /api/leads at 500 req/s for 10 s on SQLite, see
// scripts/lib/api-bench.mjs), then a production build, a server on a scratch database and Lighthouse
// (mobile defaults) on the public routes: one path per route module (the Services filter paths, the
// outcome pages and the service tracks share one), the calculators and a blog article. Each route
// runs 3 times (`--runs N` to change); the table shows the median of each figure: the four category
// scores, LCP, TBT, CLS, the JavaScript a first visit loads (KB gzip, from the build's manifest, so
// it does not move with CPU load; `lhJsKb` is what Lighthouse saw the page load), and the HTML
// (KB gzip). Every full report stays in .tmp/bench. It reports against the budgets; it never fails
// the test suite.
// `npm run bench -- --api` runs only the API part; `-- --pages` only the Lighthouse part; paths as
// arguments measure only those routes (`/blog/:slug` means the first article), `--all` every public
// path (48, about 25 minutes); `--no-build` skips the build. `-- --chat` scores only the built-in chat
// answerer on its evaluation set (scripts/chat-bench.ts; `--misses` lists what it gets wrong).
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { benchApi, printApiBench } from "./lib/api-bench.mjs";
import { CHROME_FLAGS } from "./lib/chrome-flags.mjs";
import { htmlStats, JS_BUDGET_KB, publicRoutes, readManifest, routeJs, scriptSizer } from "./lib/route-sizes.mjs";
import { run } from "./lib/run.mjs";
import { firstArticlePath, startSiteServer } from "./lib/site-server.mjs";
import { CHROME_PATH, ensureSystemDeps } from "./lib/system-deps.mjs";

const ROUTES = process.argv.slice(2).filter((a) => a.startsWith("/"));
const runsArg = process.argv.indexOf("--runs");
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 3;
const BUDGET = {
  performance: 99,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
  tbtMs: 50,
  cls: 0.01,
  jsKb: JS_BUDGET_KB,
};

if (process.argv.includes("--chat")) {
  const args = process.argv.slice(2).filter((a) => a !== "--chat");
  process.exit(await run("node", ["--import", "tsx", "scripts/chat-bench.ts", ...args]));
}

// `-- --scale`: a year of data (1,000,000 page views, 100,000 leads) and the admin pages on it (scripts/scale-bench.ts).
if (process.argv.includes("--scale")) {
  // Its flags (--reuse) go through: without them every run seeded the database afresh.
  const args = process.argv.slice(2).filter((a) => a !== "--scale");
  process.exit(await run("node", ["--import", "tsx", "scripts/scale-bench.ts", ...args]));
}

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
// `--no-build` measures the build that is there.
if (!process.argv.includes("--no-build") && (await run("npm", ["run", "-s", "build"], { label: "build" })) !== 0) {
  process.exit(1);
}

const dir = path.resolve(".tmp/bench");
fs.rmSync(dir, { recursive: true, force: true });
const server = await startSiteServer(dir);
const base = server.base;
const clientDir = path.resolve(process.env.BUILD_DIR || "build", "client");
const manifest = readManifest(clientDir);
const sizeOf = scriptSizer(clientDir);
// Route id → path pattern; one path per route module unless paths were given.
const byModule = new Map();
for (const r of publicRoutes(manifest)) {
  const module = manifest.routes[r.id].module;
  if (!byModule.has(module)) byModule.set(module, r);
}
const targets = ROUTES.length
  ? publicRoutes(manifest).filter((r) => ROUTES.includes(r.path))
  : process.argv.includes("--all")
    ? publicRoutes(manifest)
    : [...byModule.values()];
const missing = ROUTES.filter((p) => !targets.some((t) => t.path === p));
if (missing.length) console.error(`Not public routes of this build: ${missing.join(", ")}`);
const article = await firstArticlePath(base);

const chrome = await chromeLauncher.launch({
  chromePath: CHROME_PATH,
  chromeFlags: ["--headless=new", "--no-sandbox", ...CHROME_FLAGS],
});

const median = (values) => {
  const sorted = [...values].sort((x, y) => x - y);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** One Lighthouse run; it occasionally loses the trace (NO_NAVSTART, NO_FCP): then measure again. */
async function measure(url) {
  let lhr;
  for (let attempt = 1; attempt <= 3; attempt++) {
    ({ lhr } = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    }));
    if (!lhr.runtimeError) return lhr;
    console.error(`${url}: ${lhr.runtimeError.code} (attempt ${attempt} of 3)`);
  }
  throw new Error(`${url}: Lighthouse failed: ${lhr.runtimeError.message}`);
}

/** The figures of one run. Budgets are in gzip KB whatever the transport chose: gzip each script here. */
async function figures(lhr) {
  const items = lhr.audits["network-requests"]?.details?.items ?? [];
  let jsBytes = 0;
  for (const item of items.filter((i) => i.resourceType === "Script")) {
    jsBytes += gzipSync(Buffer.from(await (await fetch(item.url)).arrayBuffer())).length;
  }
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    perf: score("performance"),
    a11y: score("accessibility"),
    bp: score("best-practices"),
    seo: score("seo"),
    lcpMs: Math.round(lhr.audits["largest-contentful-paint"].numericValue),
    tbtMs: Math.round(lhr.audits["total-blocking-time"].numericValue),
    cls: lhr.audits["cumulative-layout-shift"].numericValue,
    lhJsKb: jsBytes / 1024,
    failing: Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
      .map((a) => a.id),
  };
}

const rows = [];
try {
  for (const { id, path: pattern } of targets) {
    const route = pattern === "/blog/:slug" ? article : pattern;
    const runs = [];
    for (let i = 1; i <= RUNS; i++) {
      const lhr = await measure(`${base}${route}`);
      // The full report stays in .tmp/bench for a closer look (metrics, LCP element, request chains).
      fs.writeFileSync(path.join(dir, `${route.replace(/\W+/g, "_") || "_"}.${i}.json`), JSON.stringify(lhr));
      runs.push(await figures(lhr));
    }
    const med = (key) => median(runs.map((r) => r[key]));
    const html = htmlStats(await (await fetch(`${base}${route}`)).text());
    rows.push({
      route,
      perf: med("perf"),
      a11y: med("a11y"),
      bp: med("bp"),
      seo: med("seo"),
      lcpMs: Math.round(med("lcpMs")),
      tbtMs: Math.round(med("tbtMs")),
      cls: Number(med("cls").toFixed(3)),
      ...routeJs(clientDir, manifest, id, sizeOf),
      lhJsKb: Number(med("lhJsKb").toFixed(1)),
      htmlKb: html.htmlKb,
      dataKb: html.dataKb,
      perfRuns: runs.map((r) => r.perf).join("/"),
      failing: [...new Set(runs.flatMap((r) => r.failing))].join(" "),
    });
  }
} finally {
  await chrome.kill();
  server.stop();
}

console.table(rows.map(({ failing, ...r }) => r));
for (const r of rows) {
  const misses = [
    r.perf < BUDGET.performance && `performance ${r.perf} < ${BUDGET.performance}`,
    r.a11y < BUDGET.accessibility && `accessibility ${r.a11y}`,
    r.bp < BUDGET["best-practices"] && `best practices ${r.bp}`,
    r.seo < BUDGET.seo && `SEO ${r.seo}`,
    r.tbtMs > BUDGET.tbtMs && `TBT ${r.tbtMs} ms > ${BUDGET.tbtMs} ms`,
    r.cls > BUDGET.cls && `CLS ${r.cls} > ${BUDGET.cls}`,
    r.jsKb > BUDGET.jsKb && `JS ${r.jsKb} KB > ${BUDGET.jsKb} KB`,
  ].filter(Boolean);
  console.log(
    `${r.route}: ${misses.length ? `over budget: ${misses.join(", ")}` : "within budget"}${r.failing ? ` (failing audits: ${r.failing})` : ""}`,
  );
}
fs.writeFileSync(path.join(dir, "results.json"), JSON.stringify(rows, null, 2));
