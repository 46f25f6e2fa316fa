import { PostgresAdapter, sql } from "kysely";
import type { AnyDb } from "./any-db";

// Uploaded images, bytes in the database so every replica serves them (admin Media tab). And
// outbox rows that belong to no lead (the team e-mail about a new comment): lead_id becomes optional.
export async function up(db: AnyDb) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable("media")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("file_name", "text", (c) => c.notNull())
    .addColumn("content_type", "text", (c) => c.notNull())
    .addColumn("byte_size", "integer", (c) => c.notNull())
    .addColumn("width", "integer", (c) => c.notNull())
    .addColumn("height", "integer", (c) => c.notNull())
    .addColumn("sha256", "text", (c) => c.notNull())
    .addColumn("data", postgres ? "bytea" : "blob", (c) => c.notNull())
    .addColumn("created_by", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("media_created_idx").on("media").column("created_at").execute();
  if (postgres) {
    await sql`alter table outbox alter column lead_id drop not null`.execute(db);
    return;
  }
  // SQLite cannot drop a NOT NULL: copy the table (nothing points at outbox, so this is safe).
  await sql`create table outbox_new (
    id text primary key,
    lead_id text references leads(id) on delete cascade,
    kind text not null,
    payload text not null,
    status text not null default 'pending',
    attempts integer not null default 0,
    next_attempt_at text not null,
    locked_until text,
    last_error text,
    sent_at text,
    created_at text not null
  )`.execute(db);
  await sql`insert into outbox_new (id, lead_id, kind, payload, status, attempts, next_attempt_at, locked_until, last_error, sent_at, created_at)
    select id, lead_id, kind, payload, status, attempts, next_attempt_at, locked_until, last_error, sent_at, created_at from outbox`.execute(
    db,
  );
  await sql`drop table outbox`.execute(db);
  await sql`alter table outbox_new rename to outbox`.execute(db);
  await db.schema.createIndex("outbox_due_idx").on("outbox").columns(["status", "next_attempt_at"]).execute();
  await db.schema.createIndex("outbox_lead_idx").on("outbox").column("lead_id").execute();
}

export async function down(db: AnyDb) {
  await db.schema.dropTable("media").execute();
}
