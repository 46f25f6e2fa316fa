import type { AnyDb } from "./any-db";

// Which source wrote each assistant reply (webhook, model, site, offline; null for the visitor's
// messages and replies stored before), and conversations by start time for the Analytics tab.
export async function up(db: AnyDb) {
  await db.schema.alterTable("chat_messages").addColumn("source", "text").execute();
  await db.schema.createIndex("chat_conversations_created_idx").on("chat_conversations").column("created_at").execute();
}

export async function down(db: AnyDb) {
  await db.schema.dropIndex("chat_conversations_created_idx").execute();
  await db.schema.alterTable("chat_messages").dropColumn("source").execute();
}
