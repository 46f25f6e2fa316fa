import { PostgresAdapter } from "kysely";
import type { AnyDb } from "./any-db";

// The live chat handover (issue #40, server/live-chat). A conversation gets a key (its hash), a live
// state with its holder and times; a message gets its author (the kind and a person's first name).
// Every live event (message, joined, left, state) is a numbered row before it is sent: the number is
// the SSE id a reconnecting client replays from. Presence: a team member's inbox stream, last seen.
export async function up(db: AnyDb) {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema.alterTable("chat_conversations").addColumn("live_key_hash", "text").execute();
  // null: with the assistant (every conversation before this migration).
  await db.schema.alterTable("chat_conversations").addColumn("live_state", "text").execute();
  await db.schema
    .alterTable("chat_conversations")
    .addColumn("live_holder_id", "text", (c) => c.references("users.id").onDelete("set null"))
    .execute();
  await db.schema.alterTable("chat_conversations").addColumn("live_requested_at", "text").execute();
  await db.schema.alterTable("chat_conversations").addColumn("live_state_at", "text").execute();
  await db.schema.alterTable("chat_conversations").addColumn("live_visitor_left_at", "text").execute();
  await db.schema.alterTable("chat_conversations").addColumn("live_visitor_seen_at", "text").execute();
  await db.schema
    .alterTable("chat_conversations")
    .addColumn("live_wait_mailed", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex("chat_conversations_live_idx").on("chat_conversations").column("live_state").execute();

  // null on rows written before: read from is_bot and source (server/live-chat/author.ts).
  await db.schema.alterTable("chat_messages").addColumn("author_kind", "text").execute();
  await db.schema.alterTable("chat_messages").addColumn("author_name", "text").execute();

  await db.schema
    .createTable("chat_live_events")
    .addColumn("id", pg ? "bigserial" : "integer", (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn("conversation_id", "text", (c) => c.notNull().references("chat_conversations.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("message_id", "text", (c) => c.references("chat_messages.id").onDelete("cascade"))
    // JSON without visitor text (first names, states): a message event's text is its message row's.
    .addColumn("payload", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("chat_live_events_conversation_idx")
    .on("chat_live_events")
    .columns(["conversation_id", "id"])
    .execute();

  await db.schema
    .createTable("chat_live_presence")
    .addColumn("user_id", "text", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("seen_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: AnyDb) {
  await db.schema.dropTable("chat_live_presence").execute();
  await db.schema.dropTable("chat_live_events").execute();
  await db.schema.alterTable("chat_messages").dropColumn("author_name").execute();
  await db.schema.alterTable("chat_messages").dropColumn("author_kind").execute();
  await db.schema.dropIndex("chat_conversations_live_idx").execute();
  for (const c of [
    "live_wait_mailed",
    "live_visitor_seen_at",
    "live_visitor_left_at",
    "live_state_at",
    "live_requested_at",
    "live_holder_id",
    "live_state",
    "live_key_hash",
  ])
    await db.schema.alterTable("chat_conversations").dropColumn(c).execute();
}
