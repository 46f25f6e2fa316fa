// `npm test`: everything: typecheck beside lint, unit and build; API on SQLite and PostgreSQL; and
// end-to-end in Chromium (SQLite server, plus a PostgreSQL server for two lead journeys).
import fs from "node:fs";
import { startPgCluster } from "./lib/pg-cluster.mjs";
import { playwrightCounts, run, vitestCounts } from "./lib/run.mjs";
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
const vitest = (projects, label, out, env, buffered) =>
  step(
    label,
    bin("vitest"),
    [
      "run",
      ...projects.flatMap((p) => ["--project", p]),
      "--reporter=default",
      "--reporter=json",
      `--outputFile=.tmp/results/${out}.json`,
    ],
    env,
    buffered,
  );

// The type checker uses one core for half a minute: lint, unit tests and the build use the other
// meanwhile. The build comes before the API suite: its serve test starts `npm run serve` from it.
let built = false;
await Promise.all([
  step("typecheck", "npm", ["run", "-s", "typecheck"], {}, true),
  (async () => {
    await step("lint", bin("biome"), ["check", "."]);
    await vitest(["unit", "unit-dom"], "unit tests (Node and jsdom)", "unit");
    built = await step("build", "npm", ["run", "-s", "build"]);
  })(),
]);
const pg = await startPgCluster({ database: "api_test" });
try {
  // The API suite on both databases at once: each runs its files one at a time and waits on sockets,
  // timers and the database much of the time, so two of them share 2 cores well.
  await Promise.all([
    vitest(["api"], "API tests (SQLite)", "api-sqlite", {}, true),
    vitest(["api"], "API tests (PostgreSQL)", "api-postgres", { TEST_DATABASE_URL: pg.url }, true),
  ]);
  const e2eDb = pg.createDatabase("e2e");
  if (built) {
    fs.rmSync(".tmp/e2e", { recursive: true, force: true });
    await step("end-to-end (Chromium)", bin("playwright"), ["test"], {
      E2E_PG_URL: e2eDb,
      CHROME_PATH,
      CI: process.env.CI ?? "1",
    });
  }
} finally {
  pg.stop();
}

const counts = [
  vitestCounts(".tmp/results/unit.json"),
  vitestCounts(".tmp/results/api-sqlite.json"),
  vitestCounts(".tmp/results/api-postgres.json"),
  playwrightCounts(".tmp/e2e/report.json"),
].reduce((a, c) => ({ passed: a.passed + c.passed, failed: a.failed + c.failed, skipped: a.skipped + c.skipped }));

console.log("\n━━ Summary ━━");
for (const r of results) console.log(`${r.ok ? "✓" : "✗"} ${r.label}`);
console.log(`Time: ${((Date.now() - started) / 1000).toFixed(0)} s`);
const failedSteps = results.filter((r) => !r.ok).length;
console.log(
  `tests: ${counts.passed} passed, ${counts.failed + (counts.failed === 0 ? failedSteps : 0)} failed, ${counts.skipped} skipped`,
);
process.exit(failedSteps > 0 ? 1 : 0);
