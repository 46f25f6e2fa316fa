// The bench's figures: how fast the host is right now (a Node loop of 1e8 additions in a fresh
// process: 0.45 s on a fast day, 0.8-1.6 s on a slow one), medians over runs, and latency percentiles.
// A figure means little without the loop time beside it, so every row carries one.
import { spawnSync } from "node:child_process";
import { percentile } from "./api-load.mjs";

const LOOP = "let t=performance.now();let x=0;for(let i=0;i<1e8;i++)x+=i;console.log(Math.round(performance.now()-t))";

/** Milliseconds a fresh Node process takes for 1e8 additions. */
export function loopMs() {
  const r = spawnSync(process.execPath, ["-e", LOOP], { encoding: "utf8" });
  return Number(r.stdout.trim());
}

const round = (n) => (Number.isFinite(n) ? Math.round(n * 10) / 10 : n);

/** The middle value (the mean of the two middle ones for an even count); NaN for none. */
export function median(values) {
  const xs = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (xs.length === 0) return Number.NaN;
  const mid = xs.length >> 1;
  return xs.length % 2 ? xs[mid] : (xs[mid - 1] + xs[mid]) / 2;
}

/**
 * p50, p99, p99.9 and max of latencies in ms (nearest rank: with fewer than 1,000 samples p99.9 is
 * the max, and with fewer than 100 so is p99).
 */
export function latency(values) {
  const xs = [...values].sort((a, b) => a - b);
  return {
    n: xs.length,
    p50: round(percentile(xs, 50)),
    p99: round(percentile(xs, 99)),
    "p99.9": round(percentile(xs, 99.9)),
    max: round(xs.at(-1) ?? Number.NaN),
  };
}

/** One row from several runs: the median of each number; other values listed once each. */
export function medianRow(runs) {
  const out = {};
  for (const key of new Set(runs.flatMap((r) => Object.keys(r)))) {
    const values = runs.map((r) => r[key]).filter((v) => v !== undefined);
    out[key] = typeof values[0] === "number" ? round(median(values)) : [...new Set(values)].join(" / ");
  }
  return out;
}

/**
 * Runs `measure` `runs` times, each after a fresh loop-time reading, and returns the median row with
 * `host loop ms` (the median of the readings) and `runs` (how many). `spread` names a figure whose
 * every run is listed too (e.g. "p99": "171/38/298"), since a median alone hides a bad run.
 */
export async function medianOfRuns(runs, measure, { spread } = {}) {
  const rows = [];
  for (let i = 0; i < runs; i++) {
    const loop = loopMs();
    rows.push({ ...(await measure(i)), "host loop ms": loop });
  }
  const row = medianRow(rows);
  if (spread) row[`${spread} each run`] = rows.map((r) => r[spread]).join("/");
  return { ...row, runs: rows.length };
}

/** Latency figures as table columns, prefixed: `health p99` and so on. */
export function latencyColumns(prefix, values) {
  const l = latency(values);
  return {
    [`${prefix} n`]: l.n,
    [`${prefix} p50`]: l.p50,
    [`${prefix} p99`]: l.p99,
    [`${prefix} p99.9`]: l["p99.9"],
    [`${prefix} max`]: l.max,
  };
}

/**
 * Prints a titled table. With `by` (a field naming each row), rows become columns and figures rows:
 * a job with twenty figures stays readable in a terminal.
 */
export function printRows(title, rows, { by } = {}) {
  console.log(`\n${title}`);
  if (!by) return console.table(rows);
  const keys = [...new Set(rows.flatMap((r) => Object.keys(r)))].filter((k) => k !== by);
  console.table(Object.fromEntries(keys.map((k) => [k, Object.fromEntries(rows.map((r) => [r[by], r[k] ?? ""]))])));
}
