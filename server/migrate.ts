import { getSettings, SettingsError } from "~/lib/settings.server";
import { connectDatabase } from "./db/connect";
import { migrationStatus, planMigrations } from "./db/migration-status";
import { migrateToLatest } from "./db/migrations";

// `npm run migrate`: the release step. Applies this version's migrations and exits; the replicas then
// start with MIGRATE_ON_START=false (docs/decisions/016-expand-contract-migrations.md).

async function main() {
  const settings = getSettings();
  const database = connectDatabase(settings.DATABASE_URL);
  try {
    const plan = planMigrations(await migrationStatus(database.db), true);
    if (plan.action === "refuse") {
      console.error(`[migrate] ${plan.message}`);
      return 1;
    }
    if (plan.action === "none") {
      console.log(`[migrate] ${plan.note ?? "the database is up to date"}`);
      return 0;
    }
    const applied = await migrateToLatest(database.db);
    console.log(`[migrate] applied ${applied.length} migration(s): ${applied.join(", ")}`);
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err instanceof SettingsError ? err.message : `[migrate] failed: ${String(err)}`);
    process.exit(1);
  },
);
