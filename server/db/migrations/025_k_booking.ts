import { sql } from "kysely";
import type { AnyDb } from "./any-db";

// Strategy calls (issue #38): bookings (with their lead, deleted with it), the manage links' hashes,
// who takes calls and when, the company's holidays, and the outbox's scheduled, cancellable rows
// (docs/decisions/055). Times are ISO UTC text like every other table's.
export async function up(db: AnyDb) {
  await db.schema
    .createTable("bookings")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("lead_id", "text", (c) => c.notNull().references("leads.id").onDelete("cascade"))
    .addColumn("consultant_id", "text", (c) => c.notNull().references("users.id"))
    .addColumn("starts_at", "text", (c) => c.notNull())
    .addColumn("ends_at", "text", (c) => c.notNull())
    // The visitor's IANA zone: their e-mails and page are written in it.
    .addColumn("zone", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("booked"))
    // One more on every reschedule and on the cancel: the invite's SEQUENCE, and what scheduled e-mails check.
    .addColumn("sequence", "integer", (c) => c.notNull().defaultTo(0))
    // SHA-256 (hex) of the visitor's normalised mailbox (capMailbox): the per-address limit, no address stored.
    .addColumn("mailbox_hash", "text", (c) => c.notNull())
    .addColumn("meeting_url", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("cancelled_at", "text")
    .execute();
  await db.schema
    .createIndex("bookings_consultant_idx")
    .on("bookings")
    .columns(["consultant_id", "starts_at"])
    .execute();
  await db.schema.createIndex("bookings_status_idx").on("bookings").columns(["status", "starts_at"]).execute();
  await db.schema.createIndex("bookings_mailbox_idx").on("bookings").columns(["mailbox_hash", "starts_at"]).execute();
  await db.schema.createIndex("bookings_lead_idx").on("bookings").column("lead_id").execute();

  // Every manage link handed out (the confirmation page's, each e-mail's): only the SHA-256 is kept.
  await db.schema
    .createTable("booking_tokens")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("booking_id", "text", (c) => c.notNull().references("bookings.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("booking_tokens_booking_idx").on("booking_tokens").column("booking_id").execute();

  // Who takes calls. No row at all (a fresh install): every active admin does, in the office hours.
  await db.schema
    .createTable("consultants")
    .addColumn("user_id", "text", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("takes_calls", "integer", (c) => c.notNull().defaultTo(1))
    // JSON WeeklyHours in IST (server/calendar/business-calendar.ts); null: the office hours.
    .addColumn("weekly_hours", "text")
    // JSON list of yyyy-mm-dd (IST).
    .addColumn("days_off", "text", (c) => c.notNull().defaultTo("[]"))
    // Their calendar's private iCalendar feed: a secret, never logged or shown back in full.
    .addColumn("feed_url", "text")
    .addColumn("feed_checked_at", "text")
    .addColumn("feed_ok_at", "text")
    .addColumn("feed_error", "text")
    // JSON [{start, end}] (epoch ms) of the last good copy of the feed.
    .addColumn("feed_busy", "text")
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("holidays")
    .addColumn("date", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    // 1: also on this month and day in every later year.
    .addColumn("every_year", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db
    .insertInto("holidays")
    .values([
      { date: "2026-01-26", name: "Republic Day", every_year: 1 },
      { date: "2026-08-15", name: "Independence Day", every_year: 1 },
      { date: "2026-10-02", name: "Gandhi Jayanti", every_year: 1 },
    ])
    .execute();

  // Scheduled rows: not claimed before `not_before`; `depends_on` names what the worker re-checks
  // right before sending ("booking:<id>:<sequence>"), a row whose condition no longer holds is skipped.
  await db.schema.alterTable("outbox").addColumn("not_before", "text").execute();
  await db.schema.alterTable("outbox").addColumn("depends_on", "text").execute();
  await sql`create index outbox_depends_idx on outbox (depends_on) where depends_on is not null`.execute(db);
}

export async function down(db: AnyDb) {
  await sql`drop index if exists outbox_depends_idx`.execute(db);
  await db.schema.alterTable("outbox").dropColumn("depends_on").execute();
  await db.schema.alterTable("outbox").dropColumn("not_before").execute();
  await db.schema.dropTable("holidays").execute();
  await db.schema.dropTable("consultants").execute();
  await db.schema.dropTable("booking_tokens").execute();
  await db.schema.dropTable("bookings").execute();
}
