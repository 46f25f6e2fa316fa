import fs from "node:fs";
import path from "node:path";
import type { Settings } from "~/lib/settings.server";
import type { DbHandle } from "../db/connect";
import { withMaintenanceLock } from "../maintenance/lock";
import { type BackupEntry, pruneScheduled, writeBackup } from "./create";

export type BackupSettings = Pick<Settings, "BACKUP_DIR" | "BACKUP_INTERVAL_HOURS" | "BACKUP_KEEP"> &
  Partial<Pick<Settings, "BACKUP_MAX_TOTAL_MB">>;

/**
 * The scheduled backup: under the maintenance lock (one replica at a time), written only when the newest
 * scheduled one is at least BACKUP_INTERVAL_HOURS old (a little less, so an hourly tick that comes a
 * moment early still takes its turn); then scheduled files beyond BACKUP_KEEP are deleted. Returns the
 * new entry, or undefined when it is not time, backups are off, or another replica holds the lock.
 */
export async function runScheduledBackup(
  database: Pick<DbHandle, "db" | "kind">,
  settings: BackupSettings,
  { now = new Date() }: { now?: Date } = {},
): Promise<BackupEntry | undefined> {
  if (settings.BACKUP_INTERVAL_HOURS <= 0) return undefined;
  const dir = path.resolve(settings.BACKUP_DIR);
  return withMaintenanceLock(database, async (db) => {
    const last = await db
      .selectFrom("backups")
      .select("created_at")
      .where("kind", "=", "scheduled")
      .orderBy("created_at", "desc")
      .limit(1)
      .executeTakeFirst();
    const gapMs = settings.BACKUP_INTERVAL_HOURS * 3_600_000 - 5 * 60_000;
    if (last && Date.parse(last.created_at) > now.getTime() - gapMs) return undefined;
    const entry = await writeBackup({ db, kind: database.kind }, dir, { kind: "scheduled", now });
    const maxMb = settings.BACKUP_MAX_TOTAL_MB;
    await pruneScheduled(db, dir, settings.BACKUP_KEEP, maxMb === undefined ? undefined : maxMb * 1024 * 1024);
    await removeStalePartials(dir, now);
    return entry;
  });
}

/**
 * A backup cut off by a crash leaves a .partial- file, a restore upload a .upload- file
 * (server/backups/restore-upload.ts): gone once a day old (none is written that long).
 */
async function removeStalePartials(dir: string, now: Date) {
  // Listed, checked and removed off this thread, as pruneKind's (a partial copy may be as big as the database).
  for (const name of await fs.promises.readdir(dir)) {
    if (!name.startsWith(".partial-") && !name.startsWith(".upload-")) continue;
    const file = path.join(dir, name);
    // Gone meanwhile (an upload's own cleanup): nothing to remove.
    const stat = await fs.promises.stat(file).catch(() => undefined);
    if (stat && stat.mtimeMs < now.getTime() - 86_400_000) await fs.promises.rm(file, { force: true });
  }
}
