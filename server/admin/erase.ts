import { createHash } from "node:crypto";
import { type Kysely, sql, type Transaction } from "kysely";
import { z } from "zod";
import type { ActionResult } from "~/features/admin/shared/admin-types";
import { type AuditActor, audit } from "../auth/audit";
import type { Database, Db } from "../db/schema";

type Trx = Transaction<Database>;

export const EraseSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ message: "Enter the e-mail address of the person to erase." })),
  confirm: z.literal("erase", { message: "Confirm the erasure first." }),
});

/** What stands in for the address in the audit log: the same address always gives the same value. */
export const addressHash = (email: string) => `erased:sha256:${createHash("sha256").update(email).digest("hex")}`;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Rewrites every occurrence of `email` (any letter case) in `columns` of the rows that still hold it:
 * the rows stay, the address goes. Returns how many rows changed.
 */
async function scrub(
  trx: Trx,
  table: keyof Database & string,
  key: string,
  columns: readonly string[],
  email: string,
  replacement: string,
) {
  const like = `%${escapeLike(email)}%`;
  // Table and columns vary here: the loosely typed view of the same transaction.
  // biome-ignore lint/suspicious/noExplicitAny: a generic table name
  const db = trx as unknown as Kysely<any>;
  const rows = await db
    .selectFrom(table)
    .select([key, ...columns])
    .where((eb) => eb.or(columns.map((c) => eb(sql`lower(${sql.ref(c)})`, "like", sql`${like} escape '\\'`))))
    .execute();
  const pattern = new RegExp(escapeRegExp(email), "gi");
  for (const row of rows) {
    const r = row as Record<string, unknown>;
    const set = Object.fromEntries(
      columns.map((c) => [c, typeof r[c] === "string" ? (r[c] as string).replace(pattern, replacement) : r[c]]),
    );
    await db.updateTable(table).set(set).where(key, "=", r[key]).execute();
  }
  return rows.length;
}

/**
 * Right to erasure (DPDP Act 2023, GDPR art. 17) for one e-mail address: deletes the person's leads
 * (their notes and deliveries go with them), chat transcripts, newsletter subscription and failed
 * sign-in records; blanks the address on their comments, campaign recipients and any other stored
 * e-mail or webhook; and in the audit log replaces it by a hash. All in one transaction, then audited
 * (by hash). Admins only: the role is checked here, whatever the route did.
 */
export async function erasePerson(db: Db, actor: AuditActor & { role: string }, input: unknown): Promise<ActionResult> {
  if (actor.role !== "admin") return { ok: false, message: "Only an admin can erase a person's data." };
  const parsed = EraseSchema.safeParse(input);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0].message };
  const { email } = parsed.data;
  const like = `%${escapeLike(email)}%`;
  const hash = addressHash(email);
  const counts = await db.transaction().execute(async (trx) => {
    const leadIds = (await trx.selectFrom("leads").select("id").where(sql`lower(email)`, "=", email).execute()).map(
      (r) => r.id,
    );
    // Conversations of those leads, or that collected the address, or where the visitor typed it.
    const chatIds = (
      await trx
        .selectFrom("chat_conversations")
        .select("id")
        .where((eb) =>
          eb.or([
            ...(leadIds.length ? [eb("lead_id", "in", leadIds)] : []),
            eb(sql`lower(contact_info)`, "like", sql`${like} escape '\\'`),
            eb(
              "id",
              "in",
              eb
                .selectFrom("chat_messages")
                .select("conversation_id")
                .where(sql`lower(text)`, "like", sql`${like} escape '\\'`),
            ),
          ]),
        )
        .execute()
    ).map((r) => r.id);
    if (chatIds.length) {
      await trx.deleteFrom("chat_messages").where("conversation_id", "in", chatIds).execute();
      await trx.deleteFrom("chat_conversations").where("id", "in", chatIds).execute();
    }
    if (leadIds.length) {
      await trx.deleteFrom("lead_notes").where("lead_id", "in", leadIds).execute();
      await trx.deleteFrom("lead_events").where("lead_id", "in", leadIds).execute();
      await trx.deleteFrom("outbox").where("lead_id", "in", leadIds).execute();
      await trx.deleteFrom("leads").where("id", "in", leadIds).execute();
    }
    const subscribers = await trx.deleteFrom("subscribers").where(sql`lower(email)`, "=", email).executeTakeFirst();
    await trx.deleteFrom("login_attempts").where(sql`lower(email)`, "=", email).execute();
    await trx.updateTable("comments").set({ email: "" }).where(sql`lower(email)`, "=", email).execute();
    await trx.updateTable("campaign_recipients").set({ email: "" }).where(sql`lower(email)`, "=", email).execute();
    const comments = await scrub(trx, "comments", "id", ["author_name", "body"], email, "[erased]");
    const outbox = await scrub(trx, "outbox", "id", ["payload", "last_error"], email, "");
    await scrub(trx, "notifications", "id", ["title", "body"], email, "[erased]");
    await scrub(trx, "leads", "id", ["name", "company", "payload"], email, "[erased]");
    await scrub(trx, "lead_notes", "id", ["body"], email, "[erased]");
    // Other leads' timelines may quote the address (a note's text, a mail server's error).
    await scrub(trx, "lead_events", "id", ["detail"], email, "[erased]");
    const auditRows = await scrub(trx, "audit_log", "id", ["actor", "target", "details"], email, hash);
    const summary = {
      leads: leadIds.length,
      conversations: chatIds.length,
      subscribers: Number(subscribers.numDeletedRows),
      comments,
      outbox,
      auditRows,
    };
    await audit(trx, actor, "person.erase", hash, summary);
    return summary;
  });
  const n =
    counts.leads + counts.conversations + counts.subscribers + counts.comments + counts.outbox + counts.auditRows;
  return {
    ok: true,
    message:
      n === 0
        ? "Nothing was stored for this address; the request is recorded."
        : `Erased: ${counts.leads} lead(s), ${counts.conversations} chat(s), ${counts.subscribers} subscription(s); the address was removed from ${counts.comments + counts.outbox} other record(s) and hashed in ${counts.auditRows} audit line(s).`,
  };
}
