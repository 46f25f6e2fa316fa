import type { AnyDb } from "./any-db";

// The team's side of strategy calls (issue #38): which replica is reading a consultant's calendar feed
// and until when (a claim, so only one reads each feed at a time), and when a no-show's visitor was
// sent the rebooking e-mail (once per call).
export async function up(db: AnyDb) {
  await db.schema.alterTable("consultants").addColumn("feed_claimed_until", "text").execute();
  await db.schema.alterTable("bookings").addColumn("rebooking_sent_at", "text").execute();
}

export async function down(db: AnyDb) {
  await db.schema.alterTable("bookings").dropColumn("rebooking_sent_at").execute();
  await db.schema.alterTable("consultants").dropColumn("feed_claimed_until").execute();
}
