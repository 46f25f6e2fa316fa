// `npm run bench`: every part measures the server as `npm run serve` runs it (scripts/lib/bench-server.mjs:
// production settings, page renderer, outbox worker mailing a local SMTP receiver, maintenance job,
// scheduled backup), on loopback. Each row is the median of `--runs N` runs (3), latencies as p50, p99,
// p99.9 and max, with the server's event-loop delay over the row (from /metrics) and the host's loop
// time (a Node loop of 1e8 additions, also printed at the start and the end): figures of a slow day and
// a fast one differ twofold. It reports against the budgets; it never fails the test suite.
// Parts (default: api, static, pages):
//   --api     POST /api/leads at 500 req/s for 10 s (scripts/lib/api-bench.mjs); `--rate N` another rate
//   --static  /services against nginx with wrk (scripts/lib/bench-static.mjs; skipped without wrk or nginx)
//   --pages   Lighthouse on the public routes (scripts/lib/bench-pages.mjs): paths as arguments measure
//             only those (`/blog/:slug` is the first article), `--all` every public path (48, ~25 minutes)
//   --scale   a year of data (1,000,000 page views, 100,000 leads): rollup catch-up, scheduled backup,
//             admin pages, backup download and CSV export with a visitor meanwhile, and memory
//             (scripts/lib/bench-scale.mjs). `--reuse` keeps the seeded database of that size (each size
//             has its own), `--x5` five times the data (5,000,000 views, 500,000 leads; with `--reuse
//             --runs 1` issue 37 wants it within 15 minutes, the part's time is printed), `--small` a
//             tenth of either to check the bench itself, `--pg <url>` (or `--pg` with BENCH_PG_URL) on
//             PostgreSQL: seeds bench_scale_seed_<views> in that URL's cluster (its user may create
//             databases; the seed stays for `--reuse`) and clones it per run as bench_scale_run.
//             Issue 37's rows: `npm run bench -- --scale --x5 --reuse --runs 1` (SQLite) and
//             `npm run bench -- --scale --reuse --pg postgres://…/postgres` (PostgreSQL, 1,000,000 views)
//   --slots   free booking slots for 5 consultants over 30 days, in process (scripts/bench-slots.ts)
//   --chat    scores the built-in chat answerer (scripts/chat-bench.ts; `--misses` lists its misses)
//   --live    the live chat: 500 visitor + 5 team streams on one server (idle CPU, RSS), and a reply
//             across two replicas on PostgreSQL (LIVE_BENCH_PG_URL) to the visitor (scripts/lib/bench-live.mjs)
// `--no-build` measures the build that is there; without it the pages part builds first, and the
// others build only when there is no build (`npm run serve` refuses to start without one).
import fs from "node:fs";
import path from "node:path";
import { benchApi, printApiBench } from "./lib/api-bench.mjs";
import { benchPages, printPages } from "./lib/bench-pages.mjs";
import { benchScale } from "./lib/bench-scale.mjs";
import { startBenchServer } from "./lib/bench-server.mjs";
import { benchStatic } from "./lib/bench-static.mjs";
import { loopMs, printRows } from "./lib/bench-stats.mjs";
import { run } from "./lib/run.mjs";

const args = process.argv.slice(2);
const has = (flag) => args.includes(flag);
const runsAt = args.indexOf("--runs");
const RUNS = runsAt >= 0 ? Number(args[runsAt + 1]) : 3;
if (!Number.isInteger(RUNS) || RUNS < 1) {
  console.error("--runs takes a whole number of runs, at least 1");
  process.exit(1);
}

if (has("--slots")) {
  process.exit(
    await run("node", ["--import", "tsx", "scripts/bench-slots.ts", ...args.filter((a) => a !== "--slots")]),
  );
}

if (has("--live")) {
  process.exit(await run("node", ["--import", "tsx", "scripts/lib/bench-live.mjs"]));
}

if (has("--chat")) {
  process.exit(await run("node", ["--import", "tsx", "scripts/chat-bench.ts", ...args.filter((a) => a !== "--chat")]));
}

const parts = ["--api", "--static", "--pages", "--scale"].filter(has);
const want = (part) => (parts.length ? has(part) : part !== "--scale");
const results = {};
fs.mkdirSync(".tmp", { recursive: true });

const loopAtStart = loopMs();
console.log(`host loop (Node, 1e8 additions): ${loopAtStart} ms at the start`);

const buildDir = path.resolve(process.env.BUILD_DIR || "build");
const hasBuild = fs.existsSync(path.join(buildDir, "server", "index.js"));
if (!has("--no-build") && (want("--pages") || !hasBuild)) {
  if ((await run("npm", ["run", "-s", "build"], { label: "build" })) !== 0) process.exit(1);
} else if (!hasBuild) {
  console.error(`No build in ${buildDir}: npm run serve refuses to start without one; drop --no-build.`);
  process.exit(1);
}

if (want("--scale")) {
  const pgAt = args.indexOf("--pg");
  const pgUrl =
    pgAt < 0 ? undefined : /^postgres(ql)?:\/\//.test(args[pgAt + 1] ?? "") ? args[pgAt + 1] : process.env.BENCH_PG_URL;
  if (pgAt >= 0 && !pgUrl) {
    console.error("--pg takes a postgres:// URL (or set BENCH_PG_URL): the cluster to seed and run in");
    process.exit(1);
  }
  const options = { runs: RUNS, reuse: has("--reuse"), small: has("--small"), x5: has("--x5"), pgUrl, loop: loopMs };
  const scale = await benchScale(options);
  const n = (x) => x.toLocaleString("en-IN");
  const on = `${n(scale.views)} views and ${n(scale.leads)} leads on ${scale.database}`;
  printRows(`Visitor (and admin) during background jobs, ${on}, full server; ms, medians:`, scale.jobs, {
    by: "what",
  });
  printRows(`Admin pages, idle server, ${on} (median of ${RUNS}):`, scale.idle);
  printRows("Server memory at the end:", [scale.memory]);
  console.log(`\nscale part: ${scale.seconds.total} s, of which seeding ${scale.seconds.seed} s`);
  results.scale = scale;
}

if (want("--api")) {
  // `--rate N` for a lower or higher rate than the budget's 500 (to find a slow day's capacity).
  const rateAt = args.indexOf("--rate");
  const load = { rate: rateAt >= 0 ? Number(args[rateAt + 1]) : 500, seconds: 10 };
  if (!(load.rate > 0)) {
    console.error("--rate takes requests per second, more than 0");
    process.exit(1);
  }
  results.api = await benchApi({ ...load, runs: RUNS });
  printApiBench(results.api, load);
}

if (want("--static") || want("--pages")) {
  const server = await startBenchServer({ dir: path.resolve(".tmp/bench-site") });
  try {
    if (want("--static")) {
      const r = await benchStatic(server, { runs: RUNS, dir: path.resolve(".tmp/bench-nginx"), loop: loopMs });
      if (r.skipped) console.log(`\n${r.skipped}`);
      else {
        printRows(`Static page, wrk -t1 -c32 -d8s, gzip, median of ${RUNS} (latencies in ms):`, r.rows);
        console.log(r.note);
      }
      results.static = r;
    }
    if (want("--pages")) {
      const paths = args.filter((a) => a.startsWith("/"));
      const dir = path.resolve(".tmp/bench");
      results.pages = await benchPages({ base: server.base, runs: RUNS, paths, all: has("--all"), dir, loop: loopMs });
      printPages(results.pages);
    }
    results.memory = await server.memory();
    printRows("Server memory at the end:", [results.memory]);
  } finally {
    await server.stop();
  }
}

const loopAtEnd = loopMs();
console.log(`\nhost loop (Node, 1e8 additions): ${loopAtStart} ms at the start, ${loopAtEnd} ms at the end`);
fs.writeFileSync(
  ".tmp/bench-results.json",
  JSON.stringify({ loopAtStart, loopAtEnd, runs: RUNS, ...results }, null, 2),
);
