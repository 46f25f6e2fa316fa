import { type Kysely, sql } from "kysely";
import { migrations } from "./migrations";
import type { Database } from "./schema";

// What a starting server (or `npm run migrate`) does with the database's schema. Under the
// expand/contract rule (docs/decisions/016) version N-1 works on N's schema, so a database that is
// ahead of this version is not an error: this version starts without migrating (Kysely's migrator
// would refuse a database with migrations it does not know).

export interface MigrationStatus {
  /** This version's migrations the database has not run, in order. */
  pending: string[];
  /** Migrations the database ran that this version does not know (a newer version ran them). */
  unknown: string[];
}

export async function migrationStatus(db: Kysely<Database>, known = Object.keys(migrations)): Promise<MigrationStatus> {
  let executed: string[] = [];
  try {
    const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
    executed = rows.map((r) => r.name);
  } catch {
    // No migration table: a fresh database.
  }
  const ran = new Set(executed);
  const knownSet = new Set(known);
  return { pending: known.filter((m) => !ran.has(m)), unknown: executed.filter((m) => !knownSet.has(m)).sort() };
}

export type MigrationPlan =
  | { action: "migrate" }
  | { action: "none"; note?: string }
  | { action: "refuse"; message: string };

const range = (names: string[]) => (names.length > 1 ? `${names[0]} … ${names[names.length - 1]}` : names[0]);

export function planMigrations({ pending, unknown }: MigrationStatus, migrate: boolean): MigrationPlan {
  if (unknown.length && pending.length) {
    return {
      action: "refuse",
      message: `the database ran migrations this version does not know (${range(unknown)}) and lacks ${pending.length} it needs (${range(pending)}); deploy the version that made the database`,
    };
  }
  if (unknown.length) {
    return {
      action: "none",
      note: `the database is ahead of this version (${range(unknown)}): not migrating; expand/contract keeps this version working on it (docs/decisions/016)`,
    };
  }
  if (!pending.length) return { action: "none" };
  if (migrate) return { action: "migrate" };
  return {
    action: "refuse",
    message: `MIGRATE_ON_START=false and the database lacks ${pending.length} migration(s) (${range(pending)}); run npm run migrate first`,
  };
}
