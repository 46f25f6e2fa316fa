import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from "kysely";
import type { Database } from "./schema";

// Migrations see the database as it was at their time, not as `Database` says today.
// biome-ignore lint/suspicious/noExplicitAny: the Kysely convention for migrations
type AnyDb = Kysely<any>;

// One ordered list of migrations for both databases. Kept in code (not read from a folder) so the
// same list runs under tsx, in tests and in any bundle.
const migrations: Record<string, Migration> = {
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
