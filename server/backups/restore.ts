import { SqliteAdapter, sql, type Transaction } from "kysely";
import type { RestoreSource } from "~/features/admin/backup/backup-api";
import { type Result, refuse } from "~/lib/result";
import { type AuditActor, audit } from "../auth/audit";
import { verifyPassword } from "../auth/password";
import type { DbKind } from "../db/connect";
import type { Database, Db } from "../db/schema";
import type { BackupPlace } from "./admin-backups";
import { type BackupEntry, backupFileOf, pruneManual, writeBackup } from "./create";
import { NotABackup, type Rows } from "./json-format";
import { openBackup } from "./source";
import { isSearchIndex, liveTables, migrationNames, SKIPPED } from "./tables";

// Restore reads either kind of backup (./create.ts) from a file a batch at a time, checks that it comes
// from this site at the same schema version, saves the current data as a backup of its own, and replaces
// the site's content in one transaction (the outbox, sessions, sign-in attempts and audit log are the
// live ones).

const NOT_OURS = "This file is not a backup of this site. Choose a file downloaded from this Backup tab.";
export const WRONG_PASSWORD = "Your password was not correct. Nothing was restored.";

/**
 * Live state a restore never takes from the file (its rows for these are ignored): the outbox, so a
 * restored row cannot make the mail worker send or read anything; sessions and sign-in attempts, so a
 * file cannot revive a session or wipe the throttle; and the audit log, whose restored rows are only
 * ever added to the live ones.
 */
const LIVE_ONLY = new Set([...SKIPPED, "outbox", "audit_log"]);

async function insertRows(trx: Transaction<Database>, table: string, rows: Rows) {
  for (let i = 0; i < rows.length; i += 200) {
    await trx
      .insertInto(table as keyof Database)
      .values(rows.slice(i, i + 200) as never)
      .execute();
  }
}

/** A restore's answer; when done, the name of the backup of the data it replaced. */
export type RestoreResult = Result<{ savedAs?: string }>;

/**
 * Replaces the site's content (leads, posts, accounts, settings…) with the backup's, all or nothing,
 * once the admin's own password is confirmed. The current data is first saved as a manual backup (in
 * the history), so a wrong pick loses nothing. The outbox, sessions and sign-in attempts stay as they
 * are; the backup's audit rows are added to the live ones (by id, none twice), and the restore itself
 * is audited. Rows are read from the file and written a batch at a time inside one transaction, so a
 * file that turns out not to be a backup halfway through changes nothing.
 */
export async function restoreBackup(
  database: { db: Db; kind: DbKind },
  actor: AuditActor,
  from: RestoreSource,
  password: string,
  place: BackupPlace,
): Promise<RestoreResult> {
  const { db } = database;
  const me = actor.id
    ? await db.selectFrom("users").select("password_hash").where("id", "=", actor.id).executeTakeFirst()
    : undefined;
  let confirmed: boolean;
  try {
    confirmed = Boolean(me && password) && (await verifyPassword(password.slice(0, 1024), me?.password_hash ?? ""));
  } catch {
    // Every password check slot is busy (a sign-in flood): ask again rather than fail.
    return refuse("limited", "The server is busy checking passwords. Please try again in a few seconds.");
  }
  if (!confirmed) {
    await audit(db, actor, "backup.restore_refused", null, { reason: "wrong password" });
    return refuse("invalid", WRONG_PASSWORD);
  }
  let file: string;
  if ("upload" in from) file = from.upload.file;
  else {
    const found = await backupFileOf(db, place.dir, from.entry);
    if (!found) return refuse("missing", "That backup is no longer in the list. Nothing was restored.");
    file = found.file;
  }
  let saved: BackupEntry | undefined;
  try {
    return await restoreFile(db, actor, file, async () => {
      saved = await writeBackup(database, place.dir, { kind: "manual", by: actor.email });
      return saved;
    });
  } finally {
    // After the restore, so the file being restored is never the one pruned to make room.
    if (saved) await pruneManual(db, place.dir, place.keep, place.maxBytes);
  }
}

async function restoreFile(
  db: Db,
  actor: AuditActor,
  file: string,
  saveCurrent: () => Promise<BackupEntry>,
): Promise<RestoreResult> {
  const source = await openBackup(file);
  if (!source) return refuse("invalid", NOT_OURS);
  try {
    const live = await liveTables(db);
    if (source.migrations.join() !== (await migrationNames(db)).join()) {
      return refuse(
        "invalid",
        "This backup comes from a different version of the site's database, so it cannot be restored here.",
      );
    }
    // Only a file that passed the checks above costs a backup of the current data.
    const saved = await saveCurrent();
    let count = 0;
    let auditAdded = 0;
    await db.transaction().execute(async (trx) => {
      // Deleting accounts and leads cascades to sessions and outbox rows: keep them to put back.
      const outbox = (await sql`select * from outbox`.execute(trx)).rows as Rows;
      const sessions = (await sql`select * from sessions`.execute(trx)).rows as Rows;
      const replaced = live.filter((t) => !LIVE_ONLY.has(t.name));
      await sql`delete from sessions`.execute(trx);
      await sql`delete from outbox`.execute(trx);
      for (const t of [...replaced].reverse()) await sql`delete from ${sql.table(t.name)}`.execute(trx);
      const auditIds = new Set<string>();
      for await (const { table, rows } of source.tables(live.map((t) => t.name))) {
        if ((LIVE_ONLY.has(table) && table !== "audit_log") || isSearchIndex(table)) continue;
        const known = live.find((t) => t.name === table);
        if (!known) throw new NotABackup();
        for (const row of rows)
          if (!row || typeof row !== "object" || Object.keys(row).some((c) => !known.columns.has(c)))
            throw new NotABackup();
        if (table !== "audit_log") {
          await insertRows(trx, table, rows);
          count += rows.length;
          continue;
        }
        // None twice: not one the live log has, nor the same id twice from the file.
        const ids = rows.map((r) => String(r.id));
        const present = ids.length
          ? new Set((await trx.selectFrom("audit_log").select("id").where("id", "in", ids).execute()).map((a) => a.id))
          : new Set<string>();
        const added = rows.filter((r) => {
          const id = String(r.id);
          if (present.has(id) || auditIds.has(id)) return false;
          auditIds.add(id);
          return true;
        });
        await insertRows(trx, "audit_log", added);
        auditAdded += added.length;
      }
      count += auditAdded;
      const users = new Set((await trx.selectFrom("users").select("id").execute()).map((u) => u.id));
      const leads = new Set((await trx.selectFrom("leads").select("id").execute()).map((l) => l.id));
      // A session lives only with its account; an outbox row whose lead the backup lacks keeps its payload.
      await insertRows(
        trx,
        "sessions",
        sessions.filter((r) => users.has(String(r.user_id))),
      );
      await insertRows(
        trx,
        "outbox",
        outbox.map((r) => (r.lead_id && !leads.has(String(r.lead_id)) ? { ...r, lead_id: null } : r)),
      );
      // The triggers kept the lead search's index in step row by row; a rebuild leaves it compact.
      if (trx.getExecutor().adapter instanceof SqliteAdapter)
        await sql`insert into leads_fts (leads_fts) values ('rebuild')`.execute(trx);
      // The live chat's numbered events (the only serial id): numbering carries on after the restored rows.
      else
        await sql`select setval(pg_get_serial_sequence('chat_live_events', 'id'), coalesce((select max(id) from chat_live_events), 0) + 1, false)`.execute(
          trx,
        );
      await audit(trx, actor, "backup.restore", null, {
        rows: count,
        auditRowsAdded: auditAdded,
        savedAs: saved.file_name,
      });
    });
    return {
      ok: true,
      message: `Backup restored (${count} rows). Before restoring, the current data was saved as ${saved.file_name}. Please sign in again.`,
      savedAs: saved.file_name,
    };
  } catch (err) {
    if (err instanceof NotABackup) return refuse("invalid", NOT_OURS);
    return refuse(
      "invalid",
      "The backup's rows could not be written (a value of the wrong kind?). Nothing was changed.",
    );
  } finally {
    source.close();
  }
}
