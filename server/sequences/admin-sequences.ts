import {
  MAX_SEQUENCE_STEPS,
  SequenceStepFormSchema,
  type SequencesApi,
  type SequencesOverview,
} from "~/features/admin/sequences/sequences-api";
import { invalidFields, type Result, refuse } from "~/lib/result";
import type { UserRole } from "~/lib/statuses";
import { type ApiActor, audit } from "../auth/audit";
import { newRowId } from "../db/ids";
import type { Db } from "../db/schema";
import { leadSequencePanel, startForLead, stopForLead } from "./lead-panel";
import { bookingLinkOf, renderStep } from "./mail";
import { placeholderValues, SAMPLE_VALUES } from "./placeholders";

// The Sequences area (admins) and the lead page's sequence panel (whoever works leads): the slice of
// docs/decisions/052. Every change is audited; the lead's buttons are in lead-panel.ts.

export interface SequenceSliceDeps {
  siteUrl: string;
  now?: () => Date;
}

const LEAD_ROLES: readonly UserRole[] = ["admin", "sales"];

async function overview(db: Db): Promise<SequencesOverview> {
  const steps = await db.selectFrom("sequence_steps").selectAll().orderBy("position").execute();
  const counts = await db
    .selectFrom("sequence_sends")
    .select((eb) => [
      "step",
      eb.fn.count<number>("sent_at").as("sent"),
      eb.fn.count<number>("opened_at").as("opened"),
      eb.fn.count<number>("clicked_at").as("clicked"),
    ])
    .groupBy("step")
    .execute();
  const live = await db
    .selectFrom("lead_sequences")
    .select((eb) => ["status", eb.fn.countAll<number>().as("n")])
    .where("status", "in", ["pending_consent", "active"])
    .groupBy("status")
    .execute();
  const control = await db.selectFrom("sequence_control").select("paused").where("id", "=", 1).executeTakeFirst();
  const users = await db.selectFrom("users").select(["id", "name"]).execute();
  return {
    steps: steps.map((s) => {
      const c = counts.find((x) => Number(x.step) === Number(s.position));
      return {
        position: Number(s.position),
        delayDays: Number(s.delay_days),
        subject: s.subject,
        body: s.body_markdown,
        updatedAt: s.updated_at,
        updatedBy: s.updated_by ? (users.find((u) => u.id === s.updated_by)?.name ?? null) : null,
        sent: Number(c?.sent ?? 0),
        opened: Number(c?.opened ?? 0),
        clicked: Number(c?.clicked ?? 0),
      };
    }),
    paused: Number(control?.paused ?? 0) === 1,
    pending: Number(live.find((l) => l.status === "pending_consent")?.n ?? 0),
    active: Number(live.find((l) => l.status === "active")?.n ?? 0),
  };
}

function parseStep(input: Record<string, string>) {
  return SequenceStepFormSchema.safeParse({
    delayDays: input.delayDays,
    subject: input.subject,
    body: input.body,
  });
}

export function sequencesApi(db: Db, actor: ApiActor, deps: SequenceSliceDeps): SequencesApi {
  const now = deps.now ?? (() => new Date());
  const admin = actor.role === "admin";
  const leads = LEAD_ROLES.includes(actor.role);
  const onlyAdmins = () => refuse("forbidden", "Only an admin can change the sequence.");
  const onlyLeads = () => refuse("forbidden", "You cannot work on leads.");
  const sample = () => ({ ...SAMPLE_VALUES, booking_link: bookingLinkOf(deps.siteUrl) });

  return {
    overview: () => overview(db),

    async saveStep(position, input): Promise<Result> {
      if (!admin) return onlyAdmins();
      if (!Number.isInteger(position) || position < 1 || position > MAX_SEQUENCE_STEPS)
        return refuse("invalid", `A sequence has steps 1 to ${MAX_SEQUENCE_STEPS}.`);
      const parsed = parseStep(input);
      if (!parsed.success) return invalidFields(parsed.error);
      const { delayDays, subject, body } = parsed.data;
      const at = now().toISOString();
      return db.transaction().execute(async (trx) => {
        const last = await trx
          .selectFrom("sequence_steps")
          .select((eb) => eb.fn.max<number>("position").as("n"))
          .executeTakeFirst();
        const count = Number(last?.n ?? 0);
        if (position > count + 1) return refuse("invalid", `Add step ${count + 1} first.`);
        const values = { delay_days: delayDays, subject, body_markdown: body, updated_at: at, updated_by: actor.id };
        if (position <= count)
          await trx.updateTable("sequence_steps").set(values).where("position", "=", position).execute();
        else
          await trx
            .insertInto("sequence_steps")
            .values({ position, ...values })
            .execute();
        await audit(trx, actor, "sequence.step", String(position));
        return { ok: true as const, message: `Step ${position} saved.` };
      });
    },

    async removeStep(position): Promise<Result> {
      if (!admin) return onlyAdmins();
      const last = await db
        .selectFrom("sequence_steps")
        .select((eb) => eb.fn.max<number>("position").as("n"))
        .executeTakeFirst();
      const count = Number(last?.n ?? 0);
      if (position !== count || count <= 1)
        return refuse("invalid", "Only the last step can be removed, and one must stay.");
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom("sequence_steps").where("position", "=", position).execute();
        // Its queued e-mails are dropped, not sent with a text that no longer exists.
        await trx
          .updateTable("outbox")
          .set({ status: "skipped", last_error: "not sent: the step was removed" })
          .where("kind", "=", "sequence_email")
          .where("status", "=", "pending")
          .where("depends_on", "like", `sequence:%:${position}`)
          .execute();
        await trx
          .updateTable("sequence_sends")
          .set({ skipped_reason: "step removed" })
          .where("step", "=", position)
          .where("sent_at", "is", null)
          .where("skipped_reason", "is", null)
          .execute();
        await audit(trx, actor, "sequence.step", String(position), { removed: true });
      });
      return { ok: true, message: `Step ${position} removed.` };
    },

    async preview(input, leadId) {
      const parsed = parseStep(input);
      if (!parsed.success) return invalidFields(parsed.error);
      let values = sample();
      if (leadId) {
        const lead = await db
          .selectFrom("leads")
          .select(["type", "name", "company", "payload"])
          .where("id", "=", leadId)
          .executeTakeFirst();
        if (!lead) return refuse("missing", "This lead no longer exists.");
        values = placeholderValues(lead, bookingLinkOf(deps.siteUrl));
      }
      const { subject, html, text } = renderStep({ subject: parsed.data.subject, body: parsed.data.body }, values);
      return { ok: true, preview: { subject, html, text } };
    },

    async testSend(input): Promise<Result> {
      if (!admin) return onlyAdmins();
      const parsed = parseStep(input);
      if (!parsed.success) return invalidFields(parsed.error);
      const { subject, text } = renderStep({ subject: parsed.data.subject, body: parsed.data.body }, sample());
      const at = now().toISOString();
      // Through the outbox like every e-mail, as a finished message to the signed-in user only.
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto("outbox")
          .values({
            id: newRowId(),
            lead_id: null,
            kind: "report_email",
            payload: JSON.stringify({
              message: { to: { name: actor.name, address: actor.email }, subject: `[Test] ${subject}`, text },
            }),
            next_attempt_at: at,
            locked_until: null,
            last_error: null,
            sent_at: null,
            created_at: at,
            not_before: null,
            depends_on: null,
          })
          .execute();
        await audit(trx, actor, "sequence.test", null);
      });
      return { ok: true, message: `Test e-mail sent to ${actor.email}.` };
    },

    async setPaused(paused): Promise<Result> {
      if (!admin) return onlyAdmins();
      const at = now().toISOString();
      await db.transaction().execute(async (trx) => {
        const control = { paused: paused ? 1 : 0, changed_at: at, changed_by: actor.id };
        const updated = await trx.updateTable("sequence_control").set(control).where("id", "=", 1).executeTakeFirst();
        // The one row is seeded by the migration; a database emptied by hand gets it back.
        if (Number(updated.numUpdatedRows) === 0)
          await trx
            .insertInto("sequence_control")
            .values({ id: 1, ...control })
            .execute();
        // Resumed: steps that fell due while paused are due now (the send-time check still keeps them
        // to the lead's hours and a day apart; ADR 086).
        if (!paused)
          await trx
            .updateTable("outbox")
            .set({ next_attempt_at: at, not_before: at })
            .where("kind", "=", "sequence_email")
            .where("status", "=", "pending")
            .where("id", "in", (eb) =>
              eb
                .selectFrom("sequence_sends")
                .select("outbox_id")
                .where("planned_at", "<=", at)
                .where("sent_at", "is", null)
                .where("skipped_reason", "is", null),
            )
            .execute();
        await audit(trx, actor, paused ? "sequence.pause" : "sequence.resume", null);
      });
      return { ok: true, message: paused ? "Every sequence is paused." : "Sequences resumed." };
    },

    leadSequence: (leadId) => leadSequencePanel(db, leadId),
    start: async (leadId) => (leads ? startForLead(db, actor, leadId, now()) : onlyLeads()),
    stop: async (leadId) => (leads ? stopForLead(db, actor, leadId, "stop", now()) : onlyLeads()),
    replied: async (leadId) => (leads ? stopForLead(db, actor, leadId, "replied", now()) : onlyLeads()),
  };
}
