import type { AnyDb } from "./any-db";

// Newsletter subscribers with double opt-in (docs/decisions/074), e-mail campaigns, and one row per
// recipient of a sent campaign (the send queue, resumable after a restart; docs/decisions/012).
export async function up(db: AnyDb) {
  await db.schema
    .createTable("subscribers")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("lead_id", "text")
    .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
    .addColumn("confirm_token_hash", "text", (c) => c.unique())
    .addColumn("confirm_expires_at", "text")
    .addColumn("confirm_sent_at", "text")
    .addColumn("confirmed_at", "text")
    .addColumn("unsubscribed_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("subscribers_status_idx").on("subscribers").column("status").execute();
  await db.schema
    .createTable("campaigns")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("draft"))
    .addColumn("html", "text")
    .addColumn("links", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("sent_at", "text")
    .addColumn("finished_at", "text")
    .execute();
  await db.schema
    .createTable("campaign_recipients")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("campaign_id", "text", (c) => c.notNull().references("campaigns.id").onDelete("cascade"))
    .addColumn("subscriber_id", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
    .addColumn("token_hash", "text", (c) => c.unique())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "text", (c) => c.notNull())
    .addColumn("claimed_at", "text")
    .addColumn("sent_at", "text")
    .addColumn("opened_at", "text")
    .addColumn("clicked_at", "text")
    .addColumn("last_error", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addUniqueConstraint("campaign_recipients_once", ["campaign_id", "subscriber_id"])
    .execute();
  await db.schema
    .createIndex("campaign_recipients_due_idx")
    .on("campaign_recipients")
    .columns(["status", "next_attempt_at"])
    .execute();
  await db.schema
    .createIndex("campaign_recipients_claimed_idx")
    .on("campaign_recipients")
    .column("claimed_at")
    .execute();
}

export async function down(db: AnyDb) {
  await db.schema.dropTable("campaign_recipients").execute();
  await db.schema.dropTable("campaigns").execute();
  await db.schema.dropTable("subscribers").execute();
}
