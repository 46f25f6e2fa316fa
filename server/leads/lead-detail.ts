import { z } from "zod";
import { LEAD_STATUSES } from "~/features/admin/leads/lead-filter";
import { excerpt } from "~/features/admin/leads/lead-timeline-format";
import type { LeadDetail } from "~/features/admin/leads/lead-types";
import { invalidFields, type Refusal, type Result, refuse } from "~/lib/result";
import { type AuditActor, audit } from "../auth/audit";
import { payloadShown } from "../chat/lead-transcript";
import { newRowId } from "../db/ids";
import type { Db } from "../db/schema";
import { rescoreLead, scoreLinesOf } from "../score/rescore";
import { stopSequences } from "../sequences/store";
import { attributionInfo } from "./attribution";
import { recordLeadEvent } from "./lead-events";
import { toRow } from "./lead-list";
import { eventActor } from "./lead-owners";

// One lead: what its page shows, and the changes made on it (status, value, a note).

/** A lead that was erased or never existed: 404 on every lead change. */
export const LEAD_GONE: Refusal = refuse("missing", "This lead no longer exists.");

function parsePayload(json: string): unknown {
  try {
    return JSON.parse(json);
  } catch {
    return json;
  }
}

export async function getLead(db: Db, id: string): Promise<LeadDetail | undefined> {
  const lead = await db.selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirst();
  if (!lead) return undefined;
  const [notes, deliveries] = await Promise.all([
    db.selectFrom("lead_notes").selectAll().where("lead_id", "=", id).orderBy("created_at", "desc").execute(),
    db.selectFrom("outbox").selectAll().where("lead_id", "=", id).orderBy("created_at", "asc").execute(),
  ]);
  return {
    ...toRow(lead),
    // A chat lead's transcript is read from its conversation (server/chat/lead-transcript.ts).
    payload: await payloadShown(db, lead.type, parsePayload(lead.payload)),
    inquiryStatus: lead.inquiry_status,
    attribution: attributionInfo(lead),
    scoreLines: scoreLinesOf(lead.score_lines),
    notes: notes.map((n) => ({ id: n.id, author: n.author_name, body: n.body, createdAt: n.created_at })),
    deliveries: deliveries.map((d) => ({
      id: d.id,
      kind: d.kind,
      status: d.status,
      attempts: Number(d.attempts),
      lastError: d.last_error,
      sentAt: d.sent_at,
      createdAt: d.created_at,
    })),
  };
}

export const LeadUpdateSchema = z.object({
  status: z.enum(LEAD_STATUSES, { message: "Choose a status from the list." }),
  value: z
    .string()
    .trim()
    .regex(/^\d{0,9}$/, "Enter a whole number of US dollars, or leave it empty.")
    .transform((v) => (v === "" ? null : Number(v))),
});

export async function updateLead(db: Db, actor: AuditActor, id: string, input: unknown): Promise<Result> {
  const parsed = LeadUpdateSchema.safeParse(input);
  if (!parsed.success) return invalidFields(parsed.error, parsed.error.issues[0].message);
  const before = await db.selectFrom("leads").select(["status", "value"]).where("id", "=", id).executeTakeFirst();
  if (!before) return LEAD_GONE;
  const { status, value } = parsed.data;
  await db.transaction().execute(async (trx) => {
    await trx.updateTable("leads").set({ status, value }).where("id", "=", id).execute();
    if (before.status !== status) await rescoreLead(trx, id, new Date());
    const by = eventActor(actor);
    if (before.status !== status) {
      await audit(trx, actor, "lead.status", id, { from: before.status, to: status });
      // A person changed the status: the lead's sequence stops, queued steps dropped (issue #39).
      await stopSequences(trx, { leadIds: [id] }, "status changed", actor.id, new Date());
      await recordLeadEvent(trx, {
        leadId: id,
        actor: by,
        kind: "status",
        detail: { from: before.status, to: status },
      });
    }
    const oldValue = before.value === null ? null : Number(before.value);
    if (oldValue !== value) {
      await audit(trx, actor, "lead.value", id, { from: oldValue, to: value });
      await recordLeadEvent(trx, { leadId: id, actor: by, kind: "value", detail: { from: oldValue, to: value } });
    }
  });
  return { ok: true, message: "Lead updated." };
}

const NoteSchema = z.string().trim().min(1, "Write the note first.").max(5000, "Keep a note under 5,000 characters.");

export async function addNote(
  db: Db,
  actor: AuditActor & { name: string },
  id: string,
  body: unknown,
): Promise<Result> {
  const parsed = NoteSchema.safeParse(body);
  if (!parsed.success) return invalidFields({ body: parsed.error.issues[0].message }, parsed.error.issues[0].message);
  const exists = await db.selectFrom("leads").select("id").where("id", "=", id).executeTakeFirst();
  if (!exists) return LEAD_GONE;
  await db.transaction().execute(async (trx) => {
    const at = new Date().toISOString();
    await trx
      .insertInto("lead_notes")
      .values({
        id: newRowId(),
        lead_id: id,
        author_id: actor.id,
        author_name: actor.name,
        body: parsed.data,
        created_at: at,
      })
      .execute();
    const text = excerpt(parsed.data);
    await recordLeadEvent(trx, { leadId: id, actor: eventActor(actor), kind: "note", detail: { text }, at });
    await audit(trx, actor, "lead.note", id);
  });
  return { ok: true, message: "Note added." };
}
