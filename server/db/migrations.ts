import { type Kysely, type Migration, type MigrationProvider, Migrator, PostgresAdapter, sql } from "kysely";
import { logger } from "../ops/logger";
import type { Database } from "./schema";

// Migrations see the database as it was at their time, not as `Database` says today.
// biome-ignore lint/suspicious/noExplicitAny: the Kysely convention for migrations
type AnyDb = Kysely<any>;

// One ordered list of migrations for both databases. Kept in code (not read from a folder) so the
// same list runs under tsx, in tests and in any bundle.
export const migrations: Record<string, Migration> = {
  "001_leads": {
    async up(db: AnyDb) {
      await db.schema
        .createTable("leads")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("type", "text", (c) => c.notNull())
        .addColumn("name", "text")
        .addColumn("email", "text")
        .addColumn("company", "text")
        .addColumn("phone", "text")
        .addColumn("payload", "text", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull().defaultTo("new"))
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("leads_created_at_idx").on("leads").column("created_at").execute();
      await db.schema.createIndex("leads_type_idx").on("leads").columns(["type", "created_at"]).execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable("leads").execute();
    },
  },
  "002_rate_limits": {
    async up(db: AnyDb) {
      await db.schema
        .createTable("rate_limits")
        .addColumn("key", "text", (c) => c.primaryKey())
        .addColumn("window_start", "integer", (c) => c.notNull())
        .addColumn("count", "integer", (c) => c.notNull())
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable("rate_limits").execute();
    },
  },
  "003_signup_once": {
    // Newsletter and launch sign-ups: one row per address, enforced by the database for replicas too.
    async up(db: AnyDb) {
      await sql`create unique index leads_signup_email_idx on leads (type, email) where type in ('newsletter', 'launch_notify')`.execute(
        db,
      );
    },
    async down(db: AnyDb) {
      await db.schema.dropIndex("leads_signup_email_idx").execute();
    },
  },
  "004_posts": {
    // Blog posts for the public blog and the admin area; the six seed articles are added at start.
    async up(db: AnyDb) {
      await db.schema
        .createTable("posts")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("slug", "text", (c) => c.notNull().unique())
        .addColumn("title", "text", (c) => c.notNull())
        .addColumn("excerpt", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("content", "text", (c) => c.notNull())
        .addColumn("category", "text", (c) => c.notNull())
        .addColumn("tags", "text", (c) => c.notNull().defaultTo("[]"))
        .addColumn("author", "text", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull().defaultTo("draft"))
        .addColumn("featured", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("image", "text")
        .addColumn("image_alt", "text")
        .addColumn("publish_date", "text", (c) => c.notNull())
        .addColumn("views", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("likes", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("comments", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("shares", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("posts_status_date_idx").on("posts").columns(["status", "publish_date"]).execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable("posts").execute();
    },
  },
  "005_outbox": {
    // Side effects of a lead (team e-mail, visitor e-mail, report e-mail, CRM webhook), written in the
    // lead's transaction and delivered by the outbox worker with retries.
    async up(db: AnyDb) {
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
    },
    async down(db: AnyDb) {
      await db.schema.dropTable("outbox").execute();
    },
  },
  "006_notifications": {
    // What the admin area's Notifications tab lists: new leads, failed deliveries, later comments.
    async up(db: AnyDb) {
      await db.schema
        .createTable("notifications")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("title", "text", (c) => c.notNull())
        .addColumn("body", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("link", "text")
        .addColumn("read_at", "text")
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("notifications_created_idx").on("notifications").column("created_at").execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable("notifications").execute();
    },
  },
  "007_chat": {
    // Chat assistant conversations and every message in them; a conversation that yields contact
    // details points at its one `chat` lead.
    async up(db: AnyDb) {
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
        .addColumn("conversation_id", "text", (c) =>
          c.notNull().references("chat_conversations.id").onDelete("cascade"),
        )
        .addColumn("is_bot", "integer", (c) => c.notNull())
        .addColumn("text", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("chat_messages_conversation_idx")
        .on("chat_messages")
        .columns(["conversation_id", "created_at"])
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable("chat_messages").execute();
      await db.schema.dropTable("chat_conversations").execute();
    },
  },
  "008_admin": {
    // The admin area: accounts, database sessions, sign-in throttling, the audit log, the one-time
    // first-admin link, lead notes and value, the contact inquiry status, and site settings.
    async up(db: AnyDb) {
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
    },
    async down(db: AnyDb) {
      await db.schema.dropIndex("leads_status_idx").execute();
      await db.schema.alterTable("leads").dropColumn("inquiry_status").execute();
      await db.schema.alterTable("leads").dropColumn("value").execute();
      for (const t of [
        "site_settings",
        "lead_notes",
        "audit_log",
        "setup_tokens",
        "login_attempts",
        "sessions",
        "users",
      ]) {
        await db.schema.dropTable(t).execute();
      }
    },
  },
  "009_blog_cms": {
    // Visitors' comments on articles: pending until the team approves them in the admin Comments tab.
    async up(db: AnyDb) {
      await db.schema
        .createTable("comments")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("post_id", "text", (c) => c.notNull())
        .addColumn("author_name", "text", (c) => c.notNull())
        .addColumn("email", "text", (c) => c.notNull())
        .addColumn("body", "text", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("comments_post_status_idx").on("comments").columns(["post_id", "status"]).execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable("comments").execute();
    },
  },
  "010_media": {
    // Uploaded images, bytes in the database so every replica serves them (admin Media tab). And
    // outbox rows that belong to no lead (the team e-mail about a new comment): lead_id becomes optional.
    async up(db: AnyDb) {
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
    },
    async down(db: AnyDb) {
      await db.schema.dropTable("media").execute();
    },
  },
  "011_analytics": {
    // Cookieless page views (server/analytics): one row per counted view with a visitor hash that
    // rotates daily, and the day's salt, shared by every replica and deleted when the day is over.
    async up(db: AnyDb) {
      await db.schema
        .createTable("page_views")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("day", "text", (c) => c.notNull())
        .addColumn("path", "text", (c) => c.notNull())
        .addColumn("visitor", "text", (c) => c.notNull())
        .addColumn("referrer_host", "text")
        .execute();
      await db.schema.createIndex("page_views_day_idx").on("page_views").columns(["day", "path"]).execute();
      await db.schema
        .createTable("analytics_salts")
        .addColumn("day", "text", (c) => c.primaryKey())
        .addColumn("salt", "text", (c) => c.notNull())
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable("analytics_salts").execute();
      await db.schema.dropTable("page_views").execute();
    },
  },
  "012_managed_content": {
    // Portfolio projects, testimonials and team members, edited in the admin area and read by the
    // public pages; sort_order is the order the team chose (smallest first).
    async up(db: AnyDb) {
      const common = (t: string) =>
        db.schema
          .createTable(t)
          .addColumn("id", "text", (c) => c.primaryKey())
          .addColumn("status", "text", (c) => c.notNull())
          .addColumn("image", "text", (c) => c.notNull().defaultTo(""))
          .addColumn("sort_order", "integer", (c) => c.notNull())
          .addColumn("created_at", "text", (c) => c.notNull())
          .addColumn("updated_at", "text", (c) => c.notNull());
      await common("projects")
        .addColumn("title", "text", (c) => c.notNull())
        .addColumn("client", "text", (c) => c.notNull())
        .addColumn("category", "text", (c) => c.notNull())
        .addColumn("description", "text", (c) => c.notNull())
        .addColumn("technologies", "text", (c) => c.notNull().defaultTo("[]"))
        .addColumn("results", "text", (c) => c.notNull().defaultTo("[]"))
        .addColumn("value", "integer")
        .addColumn("duration", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("team", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("color", "text", (c) => c.notNull())
        .addColumn("image_alt", "text", (c) => c.notNull().defaultTo(""))
        .execute();
      await common("testimonials")
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("position", "text", (c) => c.notNull())
        .addColumn("company", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("content", "text", (c) => c.notNull())
        .addColumn("rating", "integer", (c) => c.notNull())
        .addColumn("date", "text", (c) => c.notNull())
        // The page the quote appears on (Home or a service page) and its optional measured result.
        .addColumn("page", "text", (c) => c.notNull().defaultTo("/"))
        .addColumn("result", "text", (c) => c.notNull().defaultTo(""))
        .execute();
      await common("team_members")
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("role", "text", (c) => c.notNull())
        .addColumn("email", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("bio", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("skills", "text", (c) => c.notNull().defaultTo("[]"))
        .execute();
      for (const t of ["projects", "testimonials", "team_members"]) {
        await db.schema.createIndex(`${t}_order_idx`).on(t).columns(["sort_order"]).execute();
      }
    },
    async down(db: AnyDb) {
      for (const t of ["projects", "testimonials", "team_members"]) await db.schema.dropTable(t).execute();
    },
  },
  "013_campaigns": {
    // Newsletter subscribers with double opt-in, e-mail campaigns, and one row per recipient of a sent
    // campaign (the send queue, resumable after a restart; see docs/decisions/012-email-campaigns.md).
    async up(db: AnyDb) {
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
    },
    async down(db: AnyDb) {
      await db.schema.dropTable("campaign_recipients").execute();
      await db.schema.dropTable("campaigns").execute();
      await db.schema.dropTable("subscribers").execute();
    },
  },
  "014_post_seo": {
    // A post's own search-result title and description (admin post form); null: the title and excerpt.
    async up(db: AnyDb) {
      await db.schema.alterTable("posts").addColumn("seo_title", "text").execute();
      await db.schema.alterTable("posts").addColumn("seo_description", "text").execute();
    },
    async down(db: AnyDb) {
      await db.schema.alterTable("posts").dropColumn("seo_description").execute();
      await db.schema.alterTable("posts").dropColumn("seo_title").execute();
    },
  },
  "017_chat_sources": {
    // Which source wrote each assistant reply (webhook, model, site, offline; null for the visitor's
    // messages and replies stored before), and conversations by start time for the Analytics tab.
    async up(db: AnyDb) {
      await db.schema.alterTable("chat_messages").addColumn("source", "text").execute();
      await db.schema
        .createIndex("chat_conversations_created_idx")
        .on("chat_conversations")
        .column("created_at")
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropIndex("chat_conversations_created_idx").execute();
      await db.schema.alterTable("chat_messages").dropColumn("source").execute();
    },
  },
  "018_rollups_retention": {
    // Daily analytics rollups (finished days are read from these, raw page views only for today), the
    // time a page view was visible, the maintenance job's run log, and the indexes that keep retention
    // and the admin lists fast at a year of data.
    async up(db: AnyDb) {
      await db.schema.alterTable("page_views").addColumn("duration_ms", "integer").execute();
      await db.schema
        .createTable("analytics_days")
        .addColumn("day", "text", (c) => c.primaryKey())
        .addColumn("views", "integer", (c) => c.notNull())
        .addColumn("visitors", "integer", (c) => c.notNull())
        .addColumn("bounces", "integer", (c) => c.notNull())
        .addColumn("timed_views", "integer", (c) => c.notNull())
        .addColumn("time_ms", "bigint", (c) => c.notNull())
        .addColumn("rolled_at", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("analytics_day_pages")
        .addColumn("day", "text", (c) => c.notNull())
        .addColumn("path", "text", (c) => c.notNull())
        .addColumn("views", "integer", (c) => c.notNull())
        .addColumn("visitors", "integer", (c) => c.notNull())
        .addColumn("timed_views", "integer", (c) => c.notNull())
        .addColumn("time_ms", "bigint", (c) => c.notNull())
        .addPrimaryKeyConstraint("analytics_day_pages_pk", ["day", "path"])
        .execute();
      await db.schema
        .createTable("analytics_day_referrers")
        .addColumn("day", "text", (c) => c.notNull())
        .addColumn("host", "text", (c) => c.notNull())
        .addColumn("views", "integer", (c) => c.notNull())
        .addPrimaryKeyConstraint("analytics_day_referrers_pk", ["day", "host"])
        .execute();
      await db.schema
        .createTable("maintenance_runs")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("started_at", "text", (c) => c.notNull())
        .addColumn("finished_at", "text")
        .addColumn("details", "text", (c) => c.notNull().defaultTo("{}"))
        .execute();
      await db.schema.createIndex("maintenance_runs_started_idx").on("maintenance_runs").column("started_at").execute();
      // The leads list pages by (created_at, id); retention finds old rows by their time columns.
      await db.schema.createIndex("leads_created_id_idx").on("leads").columns(["created_at", "id"]).execute();
      await db.schema.createIndex("rate_limits_window_idx").on("rate_limits").column("window_start").execute();
      await db.schema.createIndex("sessions_expires_idx").on("sessions").column("expires_at").execute();
      await db.schema
        .createIndex("chat_conversations_updated_idx")
        .on("chat_conversations")
        .column("updated_at")
        .execute();
      await db.schema
        .createIndex("subscribers_status_created_idx")
        .on("subscribers")
        .columns(["status", "created_at"])
        .execute();
      // Only sent rows that still carry a payload: stripped rows drop out of the index.
      await sql`create index outbox_unstripped_idx on outbox (sent_at) where status = 'sent' and payload <> '{}'`.execute(
        db,
      );
    },
    async down(db: AnyDb) {
      for (const idx of [
        "outbox_unstripped_idx",
        "subscribers_status_created_idx",
        "chat_conversations_updated_idx",
        "sessions_expires_idx",
        "rate_limits_window_idx",
        "leads_created_id_idx",
      ]) {
        await db.schema.dropIndex(idx).execute();
      }
      for (const t of ["maintenance_runs", "analytics_day_referrers", "analytics_day_pages", "analytics_days"]) {
        await db.schema.dropTable(t).execute();
      }
      await db.schema.alterTable("page_views").dropColumn("duration_ms").execute();
    },
  },
  "019_backups": {
    // The history of backups (scheduled and manual): one row per file kept in BACKUP_DIR, so the Backup
    // tab can list, download and restore them, and the schedule can keep only the newest BACKUP_KEEP.
    async up(db: AnyDb) {
      await db.schema
        .createTable("backups")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("created_by", "text")
        .addColumn("file_name", "text", (c) => c.notNull().unique())
        .addColumn("byte_size", "bigint", (c) => c.notNull())
        .addColumn("format", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("backups_kind_created_idx").on("backups").columns(["kind", "created_at"]).execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable("backups").execute();
    },
  },
  "020_lead_search": {
    // The Leads tab's search (a substring of name, e-mail, company or phone, any case) from an index
    // instead of a scan of every lead. SQLite: an FTS5 trigram table over those columns, its rowid the
    // lead's, kept by triggers (so erase, restore and every update keep it in step). PostgreSQL: pg_trgm
    // GIN indexes that ILIKE uses; where the extension may not be created the search stays a scan.
    async up(db: AnyDb) {
      if (db.getExecutor().adapter instanceof PostgresAdapter) {
        // A savepoint, so a refused CREATE EXTENSION leaves the migration's transaction usable.
        await sql`savepoint lead_search`.execute(db);
        try {
          await sql`create extension if not exists pg_trgm`.execute(db);
        } catch (err) {
          await sql`rollback to savepoint lead_search`.execute(db);
          logger("db").warn({ err: String(err) }, "pg_trgm could not be created: the lead search scans every lead");
          return;
        }
        for (const c of ["name", "email", "company", "phone"]) {
          await sql`create index ${sql.id(`leads_${c}_trgm_idx`)} on leads using gin (${sql.ref(c)} gin_trgm_ops)`.execute(
            db,
          );
        }
        return;
      }
      await sql`create virtual table leads_fts using fts5(name, email, company, phone, content='leads', content_rowid='rowid', tokenize='trigram')`.execute(
        db,
      );
      const cols = sql.raw("name, email, company, phone");
      const news = sql.raw("new.name, new.email, new.company, new.phone");
      const olds = sql.raw("old.name, old.email, old.company, old.phone");
      await sql`create trigger leads_fts_insert after insert on leads begin
        insert into leads_fts (rowid, ${cols}) values (new.rowid, ${news}); end`.execute(db);
      await sql`create trigger leads_fts_delete after delete on leads begin
        insert into leads_fts (leads_fts, rowid, ${cols}) values ('delete', old.rowid, ${olds}); end`.execute(db);
      // Only when a searched column changes: a status or value change leaves the index alone.
      await sql`create trigger leads_fts_update after update of name, email, company, phone on leads begin
        insert into leads_fts (leads_fts, rowid, ${cols}) values ('delete', old.rowid, ${olds});
        insert into leads_fts (rowid, ${cols}) values (new.rowid, ${news}); end`.execute(db);
      // A deleted lead's trigrams leave the index at once (not at a later merge): erasure leaves no trace.
      await sql`insert into leads_fts (leads_fts, rank) values ('secure-delete', 1)`.execute(db);
      await sql`insert into leads_fts (leads_fts) values ('rebuild')`.execute(db);
    },
    async down(db: AnyDb) {
      if (db.getExecutor().adapter instanceof PostgresAdapter) {
        for (const c of ["name", "email", "company", "phone"])
          await sql`drop index if exists ${sql.id(`leads_${c}_trgm_idx`)}`.execute(db);
        return;
      }
      for (const t of ["insert", "delete", "update"])
        await sql`drop trigger if exists ${sql.id(`leads_fts_${t}`)}`.execute(db);
      await sql`drop table if exists leads_fts`.execute(db);
    },
  },
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Kysely<Database>) {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ""} failed: ${String(error)}`);
  }
  return results?.filter((r) => r.status === "Success").map((r) => r.migrationName) ?? [];
}

/** A cheap round trip that proves the database answers. */
export async function pingDatabase(db: Kysely<Database>) {
  await sql`select 1`.execute(db);
}
