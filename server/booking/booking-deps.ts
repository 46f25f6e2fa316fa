// What the booking functions need from the app: the database, the rules (BOOKING_* settings), the
// site's address and contact, and the clock (tests inject one). Registered against the database
// handle at start (like server/outbox/pipeline.ts), so the lead path finds it without new arguments.
import type { Settings } from "~/lib/settings.server";
import type { DbHandle, DbKind } from "../db/connect";
import type { Db } from "../db/schema";
import type { LeadMailContext } from "../mail/lead-emails";
import { bookingSettingsFrom } from "./availability";
import type { BookingSettings } from "./slots";

export interface BookingDeps {
  db: Db;
  kind: DbKind;
  rules: BookingSettings;
  /** BOOKING_MEETING_URL: {id} is the booking's id; empty: no link. */
  meetingUrlTemplate: string;
  /** Hours before the call, largest first. */
  reminderHours: readonly number[];
  /** Brand, site address and contact, as the e-mails use them. */
  mail: Pick<LeadMailContext, "brandName" | "siteUrl" | "salesEmail">;
  /** Booking, rescheduling and cancelling attempts per client and window. */
  rateLimit: { windowSeconds: number; max: number };
  /** LEADS_WEBHOOK_URL is set: a booked lead gets its webhook row like any lead. */
  webhook: boolean;
  now: () => Date;
}

/** At most this many upcoming calls per e-mail address (issue #38). */
export const MAX_UPCOMING_PER_ADDRESS = 2;

export function bookingDepsFrom(
  database: Pick<DbHandle, "db" | "kind">,
  s: Settings,
  now = () => new Date(),
): BookingDeps {
  return {
    db: database.db,
    kind: database.kind,
    rules: bookingSettingsFrom(s),
    meetingUrlTemplate: s.BOOKING_MEETING_URL,
    reminderHours: s.BOOKING_REMINDER_HOURS,
    mail: { brandName: s.BRAND_NAME, siteUrl: s.SITE_URL, salesEmail: s.SALES_EMAIL || s.CONTACT_EMAIL },
    rateLimit: { windowSeconds: s.BOOKING_RATE_LIMIT_WINDOW_SECONDS, max: s.BOOKING_RATE_LIMIT_MAX },
    webhook: Boolean(s.LEADS_WEBHOOK_URL),
    now,
  };
}

const registered = new WeakMap<Db, BookingDeps>();

export function setBookingDeps(deps: BookingDeps) {
  registered.set(deps.db, deps);
}

/** The app's booking deps for this database; undefined outside an app (a CLI): booking is then refused. */
export const bookingDepsOf = (db: Db) => registered.get(db);
