import { createHash } from "node:crypto";
import { type Kysely, sql, type Transaction } from "kysely";
import { z } from "zod";
import { invalidFields, type Result, refuse } from "~/lib/result";
import type { UserRole } from "~/lib/statuses";
import { type AuditActor, audit } from "../auth/audit";
import type { Database, Db } from "../db/schema";
import { containsAddress, replaceAddress, replaceAddressInJson } from "./address-match";

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

/** Candidate rows are read this many at a time: memory stays bounded however many rows hold a look-alike. */
const BATCH = 500;

// Table and columns vary here: the loosely typed view of the same transaction.
// biome-ignore lint/suspicious/noExplicitAny: a generic table name
const loose = (trx: Trx) => trx as unknown as Kysely<any>;

/** Whether a column holds JSON (matched inside its decoded strings) or plain text. */
type ColumnKind = "text" | "json";

const replaceIn = (kind: ColumnKind, value: string, email: string, replacement: string) =>
  kind === "json" ? replaceAddressInJson(value, email, replacement) : replaceAddress(value, email, replacement);

/**
 * Calls `each` for every row of `table` whose `columns` contain `email` as a substring (LIKE, any letter
 * case): the cheap pre-filter. Pages by `key`, so at most BATCH rows are held at once.
 */
async function forCandidates(
  trx: Trx,
  table: keyof Database & string,
  key: string,
  columns: readonly string[],
  email: string,
  each: (row: Record<string, unknown>) => Promise<void> | void,
  alsoSelect: readonly string[] = [],
) {
  const like = `%${escapeLike(email)}%`;
  let after: unknown;
  for (;;) {
    let query = loose(trx)
      .selectFrom(table)
      .select([key, ...columns, ...alsoSelect])
      .where((eb) => eb.or(columns.map((c) => eb(sql`lower(${sql.ref(c)})`, "like", sql`${like} escape '\\'`))));
    if (after !== undefined) query = query.where(key, ">", after);
    const rows = (await query.orderBy(key).limit(BATCH).execute()) as Record<string, unknown>[];
    for (const row of rows) await each(row);
    if (rows.length < BATCH) return;
    after = rows[rows.length - 1][key];
  }
}

/**
 * Rewrites every whole occurrence of `email` (any letter case; never `dan@x.io` for `an@x.io`, see
 * address-match.ts) in `columns` of the rows that hold it: the rows stay, the address goes. LIKE picks
 * the candidates, the exact matcher decides. Returns how many rows changed.
 */
async function scrub(
  trx: Trx,
  table: keyof Database & string,
  key: string,
  columns: Record<string, ColumnKind>,
  email: string,
  replacement: string,
) {
  let changed = 0;
  await forCandidates(trx, table, key, Object.keys(columns), email, async (row) => {
    const set: Record<string, string> = {};
    for (const [c, kind] of Object.entries(columns)) {
      const value = row[c];
      if (typeof value !== "string") continue;
      const next = replaceIn(kind, value, email, replacement);
      if (next !== value) set[c] = next;
    }
    if (Object.keys(set).length === 0) return;
    await loose(trx).updateTable(table).set(set).where(key, "=", row[key]).execute();
    changed++;
  });
  return changed;
}

/** Ids of the conversations whose contact details or visitor messages hold the address as a whole. */
async function conversationsQuoting(trx: Trx, email: string): Promise<Set<string>> {
  const ids = new Set<string>();
  await forCandidates(trx, "chat_conversations", "id", ["contact_info"], email, (row) => {
    const info = row.contact_info as string;
    if (replaceAddressInJson(info, email, "") !== info) ids.add(row.id as string);
  });
  await forCandidates(
    trx,
    "chat_messages",
    "id",
    ["text"],
    email,
    (row) => {
      if (containsAddress(row.text as string, email)) ids.add(row.conversation_id as string);
    },
    ["conversation_id"],
  );
  return ids;
}

/**
 * Right to erasure (DPDP Act 2023, GDPR art. 17) for one e-mail address: deletes the person's leads
 * (their notes and deliveries go with them), chat transcripts, newsletter subscription and failed
 * sign-in records; blanks the address on their comments, campaign recipients and any other stored
 * e-mail or webhook; and in the audit log replaces it by a hash. All in one transaction, then audited
 * (by hash). Admins only: the role is checked here, whatever the route did.
 */
export async function erasePerson(db: Db, actor: AuditActor & { role: UserRole }, input: unknown): Promise<Result> {
  if (actor.role !== "admin") return refuse("forbidden", "Only an admin can erase a person's data.");
  const parsed = EraseSchema.safeParse(input);
  if (!parsed.success) return invalidFields(parsed.error, parsed.error.issues[0].message);
  const { email } = parsed.data;
  const hash = addressHash(email);
  const counts = await db.transaction().execute(async (trx) => {
    // The person's own rows: the whole column equal to the address, any letter case (EraseSchema lower-cased it).
    const leadIds = (await trx.selectFrom("leads").select("id").where(sql`lower(email)`, "=", email).execute()).map(
      (r) => r.id,
    );
    // Conversations of those leads, or that collected the address, or where the visitor typed it.
    const quoting = await conversationsQuoting(trx, email);
    const ofLeads = leadIds.length
      ? await trx.selectFrom("chat_conversations").select("id").where("lead_id", "in", leadIds).execute()
      : [];
    const chatIds = [...new Set([...quoting, ...ofLeads.map((r) => r.id)])];
    if (chatIds.length) {
      await trx.deleteFrom("chat_messages").where("conversation_id", "in", chatIds).execute();
      await trx.deleteFrom("chat_conversations").where("id", "in", chatIds).execute();
    }
    if (leadIds.length) {
      await trx.deleteFrom("lead_notes").where("lead_id", "in", leadIds).execute();
      await trx.deleteFrom("lead_events").where("lead_id", "in", leadIds).execute();
      await trx.deleteFrom("outbox").where("lead_id", "in", leadIds).execute();
      // Their strategy calls and the calls' manage links (issue #38) go with the leads.
      const bookingIds = trx.selectFrom("bookings").select("id").where("lead_id", "in", leadIds);
      await trx.deleteFrom("booking_tokens").where("booking_id", "in", bookingIds).execute();
      await trx.deleteFrom("bookings").where("lead_id", "in", leadIds).execute();
      // Their e-mail sequences: consent, steps sent, opens and clicks (issue #39).
      const sequenceIds = trx.selectFrom("lead_sequences").select("id").where("lead_id", "in", leadIds);
      await trx.deleteFrom("sequence_sends").where("lead_sequence_id", "in", sequenceIds).execute();
      await trx.deleteFrom("lead_sequences").where("lead_id", "in", leadIds).execute();
      await trx.deleteFrom("leads").where("id", "in", leadIds).execute();
    }
    const subscribers = await trx.deleteFrom("subscribers").where(sql`lower(email)`, "=", email).executeTakeFirst();
    await trx.deleteFrom("login_attempts").where(sql`lower(email)`, "=", email).execute();
    await trx.updateTable("comments").set({ email: "" }).where(sql`lower(email)`, "=", email).execute();
    await trx.updateTable("campaign_recipients").set({ email: "" }).where(sql`lower(email)`, "=", email).execute();
    const comments = await scrub(trx, "comments", "id", { author_name: "text", body: "text" }, email, "[erased]");
    const outbox = await scrub(trx, "outbox", "id", { payload: "json", last_error: "text" }, email, "");
    await scrub(trx, "notifications", "id", { title: "text", body: "text" }, email, "[erased]");
    await scrub(trx, "leads", "id", { name: "text", company: "text", payload: "json" }, email, "[erased]");
    await scrub(trx, "lead_notes", "id", { body: "text" }, email, "[erased]");
    // Other leads' timelines may quote the address (a note's text, a mail server's error).
    await scrub(trx, "lead_events", "id", { detail: "json" }, email, "[erased]");
    const auditRows = await scrub(
      trx,
      "audit_log",
      "id",
      { actor: "text", target: "text", details: "json" },
      email,
      hash,
    );
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
