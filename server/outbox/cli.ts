import { getSettings, SettingsError } from "~/lib/settings.server";
import { connectDatabase } from "../db/connect";
import { migrateToLatest } from "../db/migrations";
import { listUndelivered, retryFailed } from "./manage";

// `npm run outbox`: lists pending and failed deliveries.
// `npm run outbox -- retry <row id>…` requeues those failed rows; `retry --all` every failed row.
const USAGE = "usage: npm run outbox [-- retry <row id>… | retry --all]";

async function main() {
  const [command, ...args] = process.argv.slice(2);
  const database = connectDatabase(getSettings().DATABASE_URL);
  try {
    await migrateToLatest(database.db);
    if (command === "retry") {
      if (args.length === 0) throw new Error(USAGE);
      const ids = args.includes("--all") ? [] : args;
      const n = await retryFailed(database.db, ids);
      console.log(`${n} failed row${n === 1 ? "" : "s"} requeued; the running server's worker delivers them now.`);
      if (ids.length && n < ids.length) console.log("(rows that are not failed, or unknown ids, were left alone)");
      return;
    }
    if (command) throw new Error(USAGE);
    const rows = await listUndelivered(database.db);
    if (rows.length === 0) {
      console.log("Nothing pending or failed: every lead's e-mails and webhook calls are delivered.");
      return;
    }
    console.table(
      rows.map((r) => ({
        row: r.id,
        lead: r.lead_id ?? "",
        kind: r.kind,
        status: r.status,
        attempts: r.attempts,
        next: r.status === "pending" ? r.next_attempt_at : "",
        "last error": r.last_error ?? "",
      })),
    );
    const failed = rows.filter((r) => r.status === "failed").length;
    console.log(`${rows.length - failed} pending, ${failed} failed.${failed ? ` Retry: ${USAGE.slice(7)}` : ""}`);
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof SettingsError ? err.message : (err as Error).message);
  process.exit(1);
});
