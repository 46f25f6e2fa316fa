import { sql } from "kysely";
import type { AnyDb } from "./any-db";

// E-mail sequences (issue #39, server/sequences): the steps the admin edits, one switch that pauses
// every sequence, each lead's sequence (its consent or the team member who started it, its zone and
// why it stopped) and one row per step with its outbox row and opens/clicks. Deleted with the lead.

/** The default three steps, as first installed; the admin edits them afterwards. */
export const DEFAULT_STEPS = [
  {
    position: 1,
    delay_days: 2,
    subject: "{{first_name}}, three ideas from your {{report}}",
    body_markdown: [
      "Hi {{first_name}},",
      "",
      "Thanks for running the numbers for {{company}}. Your {{report}} came to **{{figure}}**, and figures like that usually come from a handful of repetitive tasks rather than one big problem.",
      "",
      "Three places we see the quickest wins at firms like yours:",
      "",
      "1. **Answering the same questions**: an assistant trained on your own documents answers customers and staff in seconds, day and night.",
      "2. **Typing data from one system into another**: invoices, orders and forms read and filed automatically, with a person checking only the exceptions.",
      "3. **Reports nobody has time for**: weekly numbers pulled together overnight instead of on Monday morning.",
      "",
      "If one of these sounds familiar, a 30-minute call is enough to tell whether it pays off for you: [pick a time that suits you]({{booking_link}}).",
      "",
      "Best regards,",
      "The team in Indore",
    ].join("\n"),
  },
  {
    position: 2,
    delay_days: 5,
    subject: "What the first 90 days look like",
    body_markdown: [
      "Hi {{first_name}},",
      "",
      "People often ask us what working together actually looks like. For a firm like {{company}}, the first 90 days usually go like this:",
      "",
      "- **Weeks 1-2:** we sit with your team, map one process end to end and agree on the number that proves it worked.",
      "- **Weeks 3-8:** we build it on your data, in small releases your people try every week.",
      "- **Weeks 9-12:** it runs in production, we measure it against that number and hand it over with documentation and training.",
      "",
      "You keep the code and the data, and you see results before committing to anything larger.",
      "",
      "Want to see which process we would start with? [Book a free 30-minute strategy call]({{booking_link}}).",
      "",
      "Best regards,",
      "The team in Indore",
    ].join("\n"),
  },
  {
    position: 3,
    delay_days: 12,
    subject: "Shall we close the file on {{figure}}?",
    body_markdown: [
      "Hi {{first_name}},",
      "",
      "A last note from us: your {{report}} put the figure at **{{figure}}**. If now is not the right time, no problem; this is the last e-mail in this series.",
      "",
      "If it is, our engineers in Indore can review your situation on a short call and tell you honestly whether AI is worth it for {{company}} this year, and where to start if it is.",
      "",
      "[Choose a time for the call]({{booking_link}})",
      "",
      "Thank you for your interest, and all the best,",
      "The team in Indore",
    ].join("\n"),
  },
];

export async function up(db: AnyDb) {
  await db.schema
    .createTable("sequence_steps")
    // 1-5: the order of the e-mails.
    .addColumn("position", "integer", (c) => c.primaryKey())
    // Days after the sequence starts (the lead's consent or the team member's start).
    .addColumn("delay_days", "integer", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("body_markdown", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    // The user who last saved it; null: the installed copy. No foreign key: removing a user keeps the text.
    .addColumn("updated_by", "text")
    .execute();
  const at = new Date(0).toISOString();
  await db
    .insertInto("sequence_steps")
    .values(DEFAULT_STEPS.map((s) => ({ ...s, updated_at: at, updated_by: null })))
    .execute();

  // One row (id 1): every sequence paused at once. Checked by the worker at send time.
  await db.schema
    .createTable("sequence_control")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("paused", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("changed_at", "text")
    .addColumn("changed_by", "text")
    .execute();
  await db.insertInto("sequence_control").values({ id: 1, paused: 0, changed_at: null, changed_by: null }).execute();

  await db.schema
    .createTable("lead_sequences")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("lead_id", "text", (c) => c.notNull().references("leads.id").onDelete("cascade"))
    // pending_consent | active | stopped | finished
    .addColumn("status", "text", (c) => c.notNull())
    // The team member who started it; null: the visitor's own confirmed consent.
    .addColumn("started_by", "text")
    // The exact wording of the box the visitor ticked, and when they ticked it and confirmed.
    .addColumn("consent_text", "text")
    .addColumn("consent_asked_at", "text")
    .addColumn("consent_confirmed_at", "text")
    // SHA-256 of the confirmation link's token, made when the e-mail goes out; cleared when used.
    .addColumn("confirm_token_hash", "text")
    .addColumn("confirm_expires_at", "text")
    // The lead's IANA zone (from the booking or the browser; Asia/Kolkata when unknown).
    .addColumn("time_zone", "text", (c) => c.notNull())
    // When the steps were scheduled (consent confirmed, or started by the team).
    .addColumn("started_at", "text")
    .addColumn("stop_reason", "text")
    .addColumn("stopped_at", "text")
    .addColumn("stopped_by", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("lead_sequences_lead_idx").on("lead_sequences").column("lead_id").execute();
  await db.schema.createIndex("lead_sequences_token_idx").on("lead_sequences").column("confirm_token_hash").execute();
  // At most one live sequence per lead: a second start or consent meets a conflict, not a twin.
  await sql`create unique index lead_sequences_live_idx on lead_sequences (lead_id) where status in ('pending_consent', 'active')`.execute(
    db,
  );

  await db.schema
    .createTable("sequence_sends")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("lead_sequence_id", "text", (c) => c.notNull().references("lead_sequences.id").onDelete("cascade"))
    .addColumn("step", "integer", (c) => c.notNull())
    .addColumn("outbox_id", "text")
    .addColumn("planned_at", "text", (c) => c.notNull())
    .addColumn("sent_at", "text")
    .addColumn("opened_at", "text")
    .addColumn("clicked_at", "text")
    // Why the step was not sent (the sequence stopped, the address is suppressed, …); null: sent or still due.
    .addColumn("skipped_reason", "text")
    // SHA-256 of the token in this e-mail's links (unsubscribe, open, click), made at send time.
    .addColumn("token_hash", "text")
    .addUniqueConstraint("sequence_sends_step_uq", ["lead_sequence_id", "step"])
    .execute();
  await db.schema.createIndex("sequence_sends_token_idx").on("sequence_sends").column("token_hash").execute();
  await db.schema.createIndex("sequence_sends_step_idx").on("sequence_sends").columns(["step", "sent_at"]).execute();
}

export async function down(db: AnyDb) {
  await db.schema.dropTable("sequence_sends").execute();
  await db.schema.dropTable("lead_sequences").execute();
  await db.schema.dropTable("sequence_control").execute();
  await db.schema.dropTable("sequence_steps").execute();
}
