// The pages part of `npm run bench`: Lighthouse (mobile defaults) on the public routes of the bench
// server: one path per route module (the Services filter paths, the outcome pages and the service tracks
// share one), the calculators and a blog article; or the paths given; or every public path. Each route
// runs `runs` times; the row is the median of each figure: the four category scores, LCP, TBT, CLS, the
// JavaScript a first visit loads (KB gzip, from the build's manifest, so it does not move with CPU
// load; `lhJsKb` is what Lighthouse saw the page load), and the HTML (KB gzip), with the host's loop
// time measured before the route. Every full report stays in `dir`.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { median } from "./bench-stats.mjs";
import { CHROME_FLAGS } from "./chrome-flags.mjs";
import { htmlStats, JS_BUDGET_KB, publicRoutes, readManifest, routeJs, scriptSizer } from "./route-sizes.mjs";
import { firstArticlePath } from "./site-server.mjs";
import { CHROME_PATH, ensureSystemDeps } from "./system-deps.mjs";

const BUDGET = {
  performance: 99,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
  tbtMs: 50,
  cls: 0.01,
  jsKb: JS_BUDGET_KB,
};

/** One Lighthouse run; it occasionally loses the trace (NO_NAVSTART, NO_FCP): then measure again. */
async function measure(chrome, url) {
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
    // The main thread's whole work as Lighthouse counts it (4× on its mobile profile), and Lighthouse's
    // own measure of this machine's speed: TBT moves with both from day to day and browser to browser.
    mainMs: Math.round(lhr.audits["mainthread-work-breakdown"]?.numericValue ?? Number.NaN),
    lhIndex: Math.round(lhr.environment?.benchmarkIndex ?? Number.NaN),
    cls: lhr.audits["cumulative-layout-shift"].numericValue,
    lhJsKb: jsBytes / 1024,
    failing: Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
      .map((a) => a.id),
  };
}

/** The routes to measure: the paths given, every public path (`all`), or one per route module. */
function targetsOf(manifest, paths, all) {
  const byModule = new Map();
  for (const r of publicRoutes(manifest)) {
    const module = manifest.routes[r.id].module;
    if (!byModule.has(module)) byModule.set(module, r);
  }
  const targets = paths.length
    ? publicRoutes(manifest).filter((r) => paths.includes(r.path))
    : all
      ? publicRoutes(manifest)
      : [...byModule.values()];
  const missing = paths.filter((p) => !targets.some((t) => t.path === p));
  if (missing.length) console.error(`Not public routes of this build: ${missing.join(", ")}`);
  return targets;
}

export async function benchPages({ base, runs, paths = [], all = false, dir, loop }) {
  ensureSystemDeps();
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const clientDir = path.resolve(process.env.BUILD_DIR || "build", "client");
  const manifest = readManifest(clientDir);
  const sizeOf = scriptSizer(clientDir);
  const targets = targetsOf(manifest, paths, all);
  const article = await firstArticlePath(base);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ["--headless=new", "--no-sandbox", ...CHROME_FLAGS],
  });
  // The browser's own build changes TBT too: the same pages measured 0-47 ms in one and 335-475 ms in
  // a later one on this machine (docs/benchmarks.md, 2026-12-07).
  const version = spawnSync(CHROME_PATH, ["--version"], { encoding: "utf8" }).stdout.trim();
  console.log(`browser: ${version || CHROME_PATH}`);
  const rows = [];
  try {
    for (const { id, path: pattern } of targets) {
      const route = pattern === "/blog/:slug" ? article : pattern;
      const hostLoop = loop();
      const each = [];
      for (let i = 1; i <= runs; i++) {
        const lhr = await measure(chrome, `${base}${route}`);
        // The full report stays for a closer look (metrics, LCP element, request chains).
        fs.writeFileSync(path.join(dir, `${route.replace(/\W+/g, "_") || "_"}.${i}.json`), JSON.stringify(lhr));
        each.push(await figures(lhr));
      }
      const med = (key) => median(each.map((r) => r[key]));
      const html = htmlStats(await (await fetch(`${base}${route}`)).text());
      rows.push({
        route,
        perf: med("perf"),
        a11y: med("a11y"),
        bp: med("bp"),
        seo: med("seo"),
        lcpMs: Math.round(med("lcpMs")),
        tbtMs: Math.round(med("tbtMs")),
        mainMs: Math.round(med("mainMs")),
        cls: Number(med("cls").toFixed(3)),
        ...routeJs(clientDir, manifest, id, sizeOf),
        lhJsKb: Number(med("lhJsKb").toFixed(1)),
        htmlKb: html.htmlKb,
        dataKb: html.dataKb,
        perfRuns: each.map((r) => r.perf).join("/"),
        "host loop ms": hostLoop,
        "LH index": Math.round(med("lhIndex")),
        failing: [...new Set(each.flatMap((r) => r.failing))].join(" "),
      });
    }
  } finally {
    await chrome.kill();
  }
  fs.writeFileSync(path.join(dir, "results.json"), JSON.stringify(rows, null, 2));
  return rows;
}

export function printPages(rows) {
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
}
