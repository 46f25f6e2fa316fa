import type { AnyDb } from "./any-db";

// Chat assistant conversations and every message in them; a conversation that yields contact
// details points at its one `chat` lead.
export async function up(db: AnyDb) {
  await db.schema
    .createTable("chat_conversations")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("lead_id", "text", (c) => c.references("leads.id").onDelete("set null"))
    .addColumn("contact_info", "text")
    .addColumn("contact_sent", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("chat_messages")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("conversation_id", "text", (c) => c.notNull().references("chat_conversations.id").onDelete("cascade"))
    .addColumn("is_bot", "integer", (c) => c.notNull())
    .addColumn("text", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("chat_messages_conversation_idx")
    .on("chat_messages")
    .columns(["conversation_id", "created_at"])
    .execute();
}

export async function down(db: AnyDb) {
  await db.schema.dropTable("chat_messages").execute();
  await db.schema.dropTable("chat_conversations").execute();
}
