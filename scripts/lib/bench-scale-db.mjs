// Where `npm run bench -- --scale` keeps its year of data, SQLite or PostgreSQL, behind one interface:
// seed it (or `--reuse` the seed of that size), give each run a fresh copy of the seed (so every
// rollup catch-up starts from the same state) with the settings that point the server at it, read the
// jobs' progress from the copy as the server writes it, and drop the copy at the end.
// - SQLite: `.tmp/scale/<views>/seed.db` (scripts/bench-seed.ts), copied to `.tmp/scale/run/scale.db`.
// - PostgreSQL: database bench_scale_seed_<views> in the cluster of the given URL
//   (scripts/bench-seed-pg.ts), cloned per run as bench_scale_run: CREATE DATABASE … TEMPLATE with
//   STRATEGY file_copy, a file copy after a checkpoint, cheaper than WAL-logging every page of the clone.
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { run } from "./run.mjs";

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const RUN_DB = "bench_scale_run";

/** Runs a seed script with the sizes and the bench's admin; throws when it fails. */
async function seedWith(script, { views, leads, reuse, admin, env = {} }) {
  const args = ["--import", "tsx", script, ...(reuse ? ["--reuse"] : [])];
  const code = await run(process.execPath, args, {
    env: {
      BENCH_ADMIN_EMAIL: admin.email,
      BENCH_ADMIN_PASSWORD: admin.password,
      BENCH_VIEWS: String(views),
      BENCH_LEADS: String(leads),
      ...env,
    },
    label: "seed",
  });
  if (code !== 0) throw new Error("seeding failed");
}

/** The SQLite store: a file per size, a file copy per run. */
export function sqliteStore({ dir, views }) {
  return {
    name: "SQLite",
    seed: (o) => seedWith("scripts/bench-seed.ts", { views, ...o }),
    /** A fresh copy in runDir; the startBenchServer options for it, and its reader. */
    fresh(runDir) {
      fs.rmSync(runDir, { recursive: true, force: true });
      fs.mkdirSync(runDir, { recursive: true });
      const database = path.join(runDir, "scale.db");
      fs.copyFileSync(path.join(dir, String(views), "seed.db"), database);
      return {
        server: { dir: runDir, database },
        async reader() {
          const db = new Database(database, { readonly: true, fileMustExist: true });
          return {
            latest: async () => db.prepare("select * from maintenance_runs order by started_at desc limit 1").get(),
            scheduled: async () => db.prepare("select * from backups where kind = 'scheduled' limit 1").get(),
            close: async () => db.close(),
          };
        },
      };
    },
    drop: async () => {},
  };
}

/** The PostgreSQL store: a database per size in the cluster of `url`, cloned per run. */
export function pgStore({ url, views }) {
  const seedDb = `bench_scale_seed_${views}`;
  const urlOf = (name) => Object.assign(new URL(url), { pathname: `/${name}` }).href;
  const onCluster = async (work) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };
  return {
    name: "PostgreSQL",
    seed: (o) =>
      seedWith("scripts/bench-seed-pg.ts", { views, ...o, env: { BENCH_PG_URL: url, BENCH_PG_SEED_DB: seedDb } }),
    async fresh(runDir) {
      fs.rmSync(runDir, { recursive: true, force: true });
      fs.mkdirSync(runDir, { recursive: true });
      await onCluster(async (client) => {
        await client.query(`drop database if exists ${RUN_DB} with (force)`);
        // A template must have no other session: autovacuum may visit the seed now and then; wait it out.
        for (let i = 0; ; i++) {
          try {
            await client.query(`create database ${RUN_DB} template ${seedDb} strategy file_copy`);
            break;
          } catch (err) {
            if (err.code !== "55006" || i >= 60) throw err;
            await sleep(1000);
          }
        }
      });
      const runUrl = urlOf(RUN_DB);
      return {
        server: { dir: runDir, env: { DATABASE_URL: runUrl } },
        async reader() {
          const client = new pg.Client({ connectionString: runUrl });
          await client.connect();
          const first = async (q) => (await client.query(q)).rows[0];
          return {
            latest: () => first("select * from maintenance_runs order by started_at desc limit 1"),
            scheduled: () => first("select * from backups where kind = 'scheduled' limit 1"),
            close: () => client.end(),
          };
        },
      };
    },
    /** The last run's clone: as big as the seed, and nothing reads it afterwards. */
    drop: () => onCluster((client) => client.query(`drop database if exists ${RUN_DB} with (force)`)),
  };
}
