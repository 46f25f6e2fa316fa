// `npm test`: everything: typecheck, lint, unit, build; API on SQLite and PostgreSQL; and end-to-end
// in Chromium (SQLite server, plus a PostgreSQL server for two lead journeys).
import fs from "node:fs";
import { startPgCluster } from "./lib/pg-cluster.mjs";
import { playwrightCounts, playwrightFailures, run, vitestCounts, vitestFailures } from "./lib/run.mjs";
import { bundleServers } from "./lib/server-bundle.mjs";
import { CHROME_PATH, ensureSystemDeps } from "./lib/system-deps.mjs";

const started = Date.now();
const results = [];
const bin = (name) => `node_modules/.bin/${name}`;
fs.rmSync(".tmp/results", { recursive: true, force: true });
fs.mkdirSync(".tmp/results", { recursive: true });

ensureSystemDeps();

const step = async (label, cmd, args, env, buffered = false) => {
  const code = await run(cmd, args, { label, env, buffered });
  results.push({ label, ok: code === 0 });
  return code === 0;
};
const vitest = (projects, label, out, env, buffered, extra = []) =>
  step(
    label,
    bin("vitest"),
    [
      "run",
      ...projects.flatMap((p) => ["--project", p]),
      ...extra,
      "--reporter=default",
      "--reporter=json",
      `--outputFile=.tmp/results/${out}.json`,
    ],
    env,
    buffered,
  );

// The admin API tests run the routes from this build, not from a Vite server in each suite
// (tests/api/admin-helpers.ts); without a build they fall back to Vite.
const apiEnv = (built, bundle) => (built ? { API_SERVER_BUILD: process.env.BUILD_DIR || "build", ...bundle } : bundle);

// Everything runs side by side as soon as what it needs is there, printed as each step ends (the e2e
// list as it runs): one after another, each step left a core idle for part of its time (the type
// checker and the API suites use about one core, the browser waits on pages).
// - The build first: the e2e suite and the API suite's serve test run from it.
// - The type checker beside the build; the SQLite API suite after it, the PostgreSQL one after the build
//   (below). Their admin tests run the production build (API_SERVER_BUILD), so no Vite typegen rewrites
//   .react-router/types under the checker any more.
// - The e2e suite (two workers) starts first, after the build. The API suites, started about a minute
//   later, end last; starting them with the build too cost more CPU in all (646 s against 623 s).
const building = step("build", "npm", ["run", "-s", "build"], {}, true);
const typechecked = step("typecheck", "npm", ["run", "-s", "typecheck"], {}, true);
const pg = await startPgCluster({ database: "api_test" });
try {
  const built = await building;
  // The servers the e2e and API suites start as child processes run the sources bundled (half the CPU
  // of a start through tsx): scripts/lib/server-bundle.mjs.
  const bundle = await bundleServers(".tmp/server-bundle").then(
    (dir) => ({ SERVER_BUNDLE_DIR: dir }),
    (err) => {
      console.error(`server bundle failed, child servers load the sources with tsx: ${err.message}`);
      return {};
    },
  );
  const e2eDb = pg.createDatabase("e2e");
  fs.rmSync(".tmp/e2e", { recursive: true, force: true });
  await Promise.all([
    built
      ? step("end-to-end (Chromium)", bin("playwright"), ["test"], {
          ...bundle,
          E2E_PG_URL: e2eDb,
          CHROME_PATH,
          CI: process.env.CI ?? "1",
        })
      : undefined,
    (async () => {
      await step("lint", bin("biome"), ["check", "."], {}, true);
      await vitest(["unit", "unit-dom"], "unit tests (Node and jsdom)", "unit", {}, true);
    })(),
    // The PostgreSQL suite is the longest step (one file at a time: sharded, its floods of 300-400
    // simultaneous requests met a machine so busy that requests outwaited the pool), so it starts as soon
    // as the build is there; it ended alone, a core idle, 60-100 s after everything else when it waited
    // for the type checker too.
    vitest(
      ["api"],
      "API tests (PostgreSQL)",
      "api-postgres",
      { ...apiEnv(built, bundle), TEST_DATABASE_URL: pg.url },
      true,
    ),
    (async () => {
      await typechecked;
      // The SQLite suite in two shards side by side, each one file at a time: a file mostly waits on its
      // servers and child processes, so one file at a time left a core idle for much of the run (about
      // 900 CPU-seconds in 660 s on two cores).
      await Promise.all(
        [1, 2].map((n) =>
          vitest(["api"], `API tests (SQLite) ${n}/2`, `api-sqlite-${n}`, apiEnv(built, bundle), true, [
            `--shard=${n}/2`,
          ]),
        ),
      );
    })(),
  ]);
} finally {
  pg.stop();
}

const counts = [
  vitestCounts(".tmp/results/unit.json"),
  ...["api-sqlite-1", "api-sqlite-2", "api-postgres"].map((f) => vitestCounts(`.tmp/results/${f}.json`)),
  playwrightCounts(".tmp/e2e/report.json"),
].reduce((a, c) => ({ passed: a.passed + c.passed, failed: a.failed + c.failed, skipped: a.skipped + c.skipped }));

const failures = [
  ...["unit", "api-sqlite-1", "api-sqlite-2", "api-postgres"].flatMap((f) =>
    vitestFailures(`.tmp/results/${f}.json`).map((line) => `[${f}] ${line}`),
  ),
  ...playwrightFailures(".tmp/e2e/report.json").map((line) => `[e2e] ${line}`),
];

console.log("\n━━ Summary ━━");
for (const r of results) console.log(`${r.ok ? "✓" : "✗"} ${r.label}`);
for (const line of failures) console.log(`  ${line}`);
console.log(`Time: ${((Date.now() - started) / 1000).toFixed(0)} s`);
const failedSteps = results.filter((r) => !r.ok).length;
console.log(
  `tests: ${counts.passed} passed, ${counts.failed + (counts.failed === 0 ? failedSteps : 0)} failed, ${counts.skipped} skipped`,
);
process.exit(failedSteps > 0 ? 1 : 0);
