import type { AnyDb } from "./any-db";

// The admin area: accounts, database sessions, sign-in throttling, the audit log, the one-time
// first-admin link, lead notes and value, the contact inquiry status, and site settings.
export async function up(db: AnyDb) {
  await db.schema
    .createTable("users")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("role", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("active"))
    .addColumn("password_hash", "text", (c) => c.notNull())
    .addColumn("last_login_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("sessions")
    .addColumn("id", "text", (c) => c.primaryKey()) // SHA-256 of the cookie's token, never the token
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("last_seen_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("ip", "text")
    .addColumn("user_agent", "text")
    .execute();
  await db.schema.createIndex("sessions_user_idx").on("sessions").column("user_id").execute();
  await db.schema
    .createTable("login_attempts")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("ip", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("login_attempts_email_idx")
    .on("login_attempts")
    .columns(["email", "created_at"])
    .execute();
  await db.schema.createIndex("login_attempts_ip_idx").on("login_attempts").columns(["ip", "created_at"]).execute();
  await db.schema
    .createTable("setup_tokens")
    .addColumn("id", "text", (c) => c.primaryKey()) // SHA-256 of the token
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("used_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("audit_log")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text")
    .addColumn("actor", "text", (c) => c.notNull())
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("target", "text")
    .addColumn("details", "text", (c) => c.notNull().defaultTo("{}"))
    .addColumn("ip", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("audit_log_created_idx").on("audit_log").column("created_at").execute();
  await db.schema
    .createTable("lead_notes")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("lead_id", "text", (c) => c.notNull().references("leads.id").onDelete("cascade"))
    .addColumn("author_id", "text")
    .addColumn("author_name", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("lead_notes_lead_idx").on("lead_notes").columns(["lead_id", "created_at"]).execute();
  await db.schema
    .createTable("site_settings")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  // Estimated deal value in whole US dollars; the contact inquiry's own status (Contact Forms tab).
  await db.schema.alterTable("leads").addColumn("value", "integer").execute();
  await db.schema
    .alterTable("leads")
    .addColumn("inquiry_status", "text", (c) => c.notNull().defaultTo("new"))
    .execute();
  await db.schema.createIndex("leads_status_idx").on("leads").columns(["status", "created_at"]).execute();
}

export async function down(db: AnyDb) {
  await db.schema.dropIndex("leads_status_idx").execute();
  await db.schema.alterTable("leads").dropColumn("inquiry_status").execute();
  await db.schema.alterTable("leads").dropColumn("value").execute();
  for (const t of ["site_settings", "lead_notes", "audit_log", "setup_tokens", "login_attempts", "sessions", "users"]) {
    await db.schema.dropTable(t).execute();
  }
}
