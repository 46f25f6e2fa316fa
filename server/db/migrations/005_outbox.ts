import type { AnyDb } from "./any-db";

// Side effects of a lead (team e-mail, visitor e-mail, report e-mail, CRM webhook), written in the
// lead's transaction and delivered by the outbox worker with retries.
export async function up(db: AnyDb) {
  await db.schema
    .createTable("outbox")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("lead_id", "text", (c) => c.notNull().references("leads.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("payload", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "text", (c) => c.notNull())
    .addColumn("locked_until", "text")
    .addColumn("last_error", "text")
    .addColumn("sent_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("outbox_due_idx").on("outbox").columns(["status", "next_attempt_at"]).execute();
  await db.schema.createIndex("outbox_lead_idx").on("outbox").column("lead_id").execute();
}

export async function down(db: AnyDb) {
  await db.schema.dropTable("outbox").execute();
}
