// The PostgreSQL data of `npm run bench -- --scale --pg <url>` (scripts/lib/bench-scale-db.mjs): the
// same rows as the SQLite seed (scripts/lib/bench-rows.ts: BENCH_VIEWS page views over 90 days, none
// rolled up, BENCH_LEADS leads, the bench's admin) in a fresh database BENCH_PG_SEED_DB of the cluster
// BENCH_PG_URL points at. The schema comes from the real migrations; rows go in 10,000 at a time as one
// INSERT … SELECT FROM unnest(<one array per column>) each (a statement per batch, no per-row round
// trip, no new package for COPY), then VACUUM ANALYZE, as autovacuum leaves a database a year old.
// Once complete, the database's comment records its sizes: `--reuse` keeps a database whose comment
// matches. The bench clones it per run (CREATE DATABASE … TEMPLATE), so it is never written to.
import pg from "pg";
import { hashPassword } from "../server/auth/password";
import { connectDatabase } from "../server/db/connect";
import { migrateToLatest } from "../server/db/migrations";
import {
  ADMIN_COLUMNS,
  adminRow,
  DAYS,
  LEAD_COLUMNS,
  leadBatches,
  type Row,
  VIEW_COLUMNS,
  viewBatches,
} from "./lib/bench-rows";

const VIEWS = Number(process.env.BENCH_VIEWS || 1_000_000);
const LEADS = Number(process.env.BENCH_LEADS || 100_000);
const clusterUrl = process.env.BENCH_PG_URL;
const name = process.env.BENCH_PG_SEED_DB || `bench_scale_seed_${VIEWS}`;
if (!clusterUrl || !/^[a-z_][a-z0-9_]*$/.test(name)) {
  console.error("BENCH_PG_URL (postgres://…) and a plain BENCH_PG_SEED_DB name are needed");
  process.exit(1);
}
const seedUrl = Object.assign(new URL(clusterUrl), { pathname: `/${name}` }).href;
const sizes = JSON.stringify({ VIEWS, LEADS });
const adminEmail = process.env.BENCH_ADMIN_EMAIL || "bench@example.com";
const password = process.env.BENCH_ADMIN_PASSWORD || "scale bench password 2026";
const now = new Date();
let t0 = performance.now();
const seconds = () => Math.round((performance.now() - t0) / 100) / 10;

/** Inserts rows as one statement: each column an array parameter cast to the column's type, unnested. */
async function insertRows(client: pg.Client, table: string, columns: readonly string[], rows: Row[]) {
  const { rows: types } = await client.query<{ column_name: string; udt_name: string }>(
    "select column_name, udt_name from information_schema.columns where table_schema = current_schema() and table_name = $1",
    [table],
  );
  const typeOf = new Map(types.map((t) => [t.column_name, t.udt_name]));
  const arrays = columns.map((_, i) => rows.map((r) => r[i]));
  const unnest = columns.map((c, i) => `$${i + 1}::${typeOf.get(c)}[]`).join(", ");
  await client.query(`insert into ${table} (${columns.join(", ")}) select * from unnest(${unnest})`, arrays);
}

async function seed(cluster: pg.Client) {
  await cluster.query(`drop database if exists ${name} with (force)`);
  await cluster.query(`create database ${name}`);
  {
    const database = connectDatabase(seedUrl);
    await migrateToLatest(database.db);
    await database.close();
  }
  const client = new pg.Client({ connectionString: seedUrl });
  await client.connect();
  try {
    // A seed lost to a crash is seeded again: no need to wait for each commit's flush.
    await client.query("set synchronous_commit = off");
    for (const day of viewBatches(VIEWS, now)) {
      for (let i = 0; i < day.length; i += 10_000)
        await insertRows(client, "page_views", VIEW_COLUMNS, day.slice(i, i + 10_000));
    }
    console.log(`seeded ${VIEWS.toLocaleString("en-IN")} page views over ${DAYS} days in ${seconds()} s`);
    t0 = performance.now();
    for (const batch of leadBatches(LEADS, now)) await insertRows(client, "leads", LEAD_COLUMNS, batch);
    await insertRows(client, "users", ADMIN_COLUMNS, [adminRow(adminEmail, await hashPassword(password), now)]);
    console.log(`seeded ${LEADS.toLocaleString("en-IN")} leads in ${seconds()} s`);
    t0 = performance.now();
    await client.query("vacuum analyze");
    console.log(`vacuum analyze in ${seconds()} s`);
  } finally {
    await client.end();
  }
  await cluster.query(`comment on database ${name} is ${cluster.escapeLiteral(sizes)}`);
}

const cluster = new pg.Client({ connectionString: clusterUrl });
await cluster.connect();
try {
  const { rows } = await cluster.query<{ sizes: string | null }>(
    "select shobj_description(oid, 'pg_database') as sizes from pg_database where datname = $1",
    [name],
  );
  if (process.argv.includes("--reuse") && rows[0]?.sizes === sizes) console.log(`reusing the seeded database ${name}`);
  else await seed(cluster);
  const size = await cluster.query<{ mb: number }>("select pg_database_size($1::text) / 1048576 as mb", [name]);
  console.log(`seeded database ${name}: ${size.rows[0].mb} MB`);
} finally {
  await cluster.end();
}
