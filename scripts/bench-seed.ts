// The SQLite data of `npm run bench -- --scale` (scripts/lib/bench-scale.mjs): a fresh database with a
// year's traffic as a site collects it and before the maintenance job has seen it: BENCH_VIEWS page
// views (1,000,000) over 90 days, none rolled up yet, and BENCH_LEADS leads (100,000), rows from
// scripts/lib/bench-rows.ts (the PostgreSQL seed, scripts/bench-seed-pg.ts, inserts the same), plus the
// admin the bench signs in as (BENCH_ADMIN_EMAIL, BENCH_ADMIN_PASSWORD). Each size has its own folder,
// `.tmp/scale/<views>/seed.db`, so the 1,000,000 and 5,000,000 rows do not reseed each other; `--reuse`
// keeps the database an earlier run seeded at that size. The bench copies it for each run, so the rollup
// catch-up starts from the same state.
import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { hashPassword } from "../server/auth/password";
import { connectDatabase } from "../server/db/connect";
import { migrateToLatest } from "../server/db/migrations";
import { ADMIN_COLUMNS, adminRow, DAYS, LEAD_COLUMNS, leadBatches, VIEW_COLUMNS, viewBatches } from "./lib/bench-rows";

const VIEWS = Number(process.env.BENCH_VIEWS || 1_000_000);
const LEADS = Number(process.env.BENCH_LEADS || 100_000);
const scale = path.resolve(".tmp/scale");
const dir = path.join(scale, String(VIEWS));
const file = path.join(dir, "seed.db");
const sizes = path.join(dir, "seed.json");
const same = (f: string) => fs.existsSync(f) && fs.readFileSync(f, "utf8") === JSON.stringify({ VIEWS, LEADS });
const reuse = process.argv.includes("--reuse") && fs.existsSync(file) && same(sizes);
const adminEmail = process.env.BENCH_ADMIN_EMAIL || "bench@example.com";
const password = process.env.BENCH_ADMIN_PASSWORD || "scale bench password 2026";

const now = new Date();
let t0 = performance.now();
const seconds = () => Math.round((performance.now() - t0) / 100) / 10;
const insert = (table: string, columns: readonly string[]) =>
  `insert into ${table} (${columns.join(", ")}) values (${columns.map(() => "?").join(", ")})`;

async function seed() {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  // The single seed of the layout before sizes had folders: hundreds of MB nothing reads any more.
  for (const old of ["seed.db", "seed.json"]) fs.rmSync(path.join(scale, old), { force: true });
  // Schema through the real migrations, then rows straight through better-sqlite3 (fast).
  {
    const database = connectDatabase(`sqlite:${file}`);
    await migrateToLatest(database.db);
    await database.close();
  }
  const sqlite = new SQLite(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = OFF");
  const write = (statement: SQLite.Statement, rows: unknown[][]) =>
    sqlite.transaction(() => {
      for (const row of rows) statement.run(...row);
    })();

  const insertView = sqlite.prepare(insert("page_views", VIEW_COLUMNS));
  for (const day of viewBatches(VIEWS, now)) write(insertView, day);
  console.log(`seeded ${VIEWS.toLocaleString("en-IN")} page views over ${DAYS} days in ${seconds()} s`);

  t0 = performance.now();
  const insertLead = sqlite.prepare(insert("leads", LEAD_COLUMNS));
  for (const batch of leadBatches(LEADS, now)) write(insertLead, batch);
  write(sqlite.prepare(insert("users", ADMIN_COLUMNS)), [adminRow(adminEmail, await hashPassword(password), now)]);
  // One file, no -wal beside it: the bench copies it.
  sqlite.pragma("wal_checkpoint(TRUNCATE)");
  sqlite.close();
  console.log(`seeded ${LEADS.toLocaleString("en-IN")} leads in ${seconds()} s`);
}
if (reuse) console.log(`reusing the seeded database ${path.relative(process.cwd(), file)}`);
else {
  await seed();
  fs.writeFileSync(sizes, JSON.stringify({ VIEWS, LEADS }));
}
console.log(`seeded database: ${Math.round(fs.statSync(file).size / 2 ** 20)} MB`);
