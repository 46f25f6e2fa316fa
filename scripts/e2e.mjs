// `npm run test:e2e`: a fresh production build, then Playwright in Chromium against it (SQLite).
// Pass --pg to also run the two @pg lead journeys against a throwaway PostgreSQL cluster.
import fs from "node:fs";
import { startPgCluster } from "./lib/pg-cluster.mjs";
import { run } from "./lib/run.mjs";
import { CHROME_PATH, ensureSystemDeps } from "./lib/system-deps.mjs";

ensureSystemDeps();
const args = process.argv.slice(2).filter((a) => a !== "--pg");
if ((await run("npm", ["run", "-s", "build"], { label: "build" })) !== 0) process.exit(1);
fs.rmSync(process.env.E2E_DIR ?? ".tmp/e2e", { recursive: true, force: true });
const pg = process.argv.includes("--pg") ? await startPgCluster({ database: "e2e" }) : undefined;
try {
  const code = await run("node_modules/.bin/playwright", ["test", ...args], {
    env: { CHROME_PATH, ...(pg ? { E2E_PG_URL: pg.url } : {}) },
  });
  process.exitCode = code;
} finally {
  pg?.stop();
}
