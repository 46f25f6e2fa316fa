// Who takes calls and when, read from the database for slot generation (server/booking/slots.ts):
// each consultant's hours (IST), days off, the last good copy of their calendar feed's busy times and
// their calls; the company's holidays; and the booking settings. A read only: the slot list is a GET.
import { z } from "zod";
import type { Settings } from "~/lib/settings.server";
import { type BusinessCalendar, DEFAULT_CALENDAR, type Holiday, type WeeklyHours } from "../calendar/business-calendar";
import { addDays, DAY, dateKey, type Instant, type Interval, instantOnDate, isDateKey } from "../calendar/zones";
import type { Db } from "../db/schema";
import type { BookingSettings, Consultant } from "./slots";

/** A consultant as slots need them, with what the e-mails and the page say of them. */
export interface ConsultantInfo extends Consultant {
  name: string;
  email: string;
}

export interface Availability {
  consultants: ConsultantInfo[];
  calendar: BusinessCalendar;
  settings: BookingSettings;
  now: Instant;
}

/** The booking rules of the settings (app/lib/settings.server.ts, BOOKING_*). */
export function bookingSettingsFrom(s: Settings): BookingSettings {
  return {
    callMinutes: s.BOOKING_CALL_MINUTES,
    bufferMinutes: s.BOOKING_BUFFER_MINUTES,
    noticeMinutes: s.BOOKING_NOTICE_MINUTES,
    windowDays: s.BOOKING_WINDOW_DAYS,
    maxPerDay: s.BOOKING_MAX_PER_DAY === 0 ? null : s.BOOKING_MAX_PER_DAY,
  };
}

const Opening = z.object({ from: z.number().int().min(0).max(1440), to: z.number().int().min(0).max(1440) });
const day = z.array(Opening).max(12);
const HoursSchema = z.object({ sun: day, mon: day, tue: day, wed: day, thu: day, fri: day, sat: day });
const DaysOffSchema = z.array(z.string().refine(isDateKey)).max(1000);
const BusySchema = z.array(z.object({ start: z.number(), end: z.number() })).max(20_000);

/** A stored JSON column read with its schema; anything unreadable is `fallback` (a bad row never blocks booking). */
function json<T>(text: string | null, schema: z.ZodType<T>, fallback: T): T {
  if (!text) return fallback;
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : fallback;
  } catch {
    return fallback;
  }
}

/** The company calendar: IST office hours and the holidays table. */
export async function companyCalendar(db: Db): Promise<BusinessCalendar> {
  const rows = await db.selectFrom("holidays").select(["date", "name", "every_year"]).orderBy("date").execute();
  const holidays: Holiday[] = rows.map((r) => ({ date: r.date, name: r.name, everyYear: Number(r.every_year) === 1 }));
  return { ...DEFAULT_CALENDAR, holidays };
}

/**
 * The people who take calls: active users marked in `consultants` with takes_calls; when nobody has a
 * row there at all (a fresh install), every active admin, in the office hours, so a new site offers
 * slots without any setup.
 */
export async function consultantRows(db: Db, only?: readonly string[]) {
  const configured = await db.selectFrom("consultants").select("user_id").limit(1).executeTakeFirst();
  let q = db
    .selectFrom("users")
    .leftJoin("consultants", "consultants.user_id", "users.id")
    .select([
      "users.id",
      "users.name",
      "users.email",
      "consultants.weekly_hours",
      "consultants.days_off",
      "consultants.feed_busy",
    ])
    .where("users.status", "=", "active")
    .orderBy("users.created_at")
    .orderBy("users.id");
  q = configured ? q.where("consultants.takes_calls", "=", 1) : q.where("users.role", "=", "admin");
  if (only) q = q.where("users.id", "in", only.length ? [...only] : [""]);
  return q.execute();
}

/** Calls that occupy a consultant (not cancelled) and could touch [from, to): busy time and the daily count. */
export async function callsBetween(
  db: Db,
  consultantIds: readonly string[],
  from: Instant,
  to: Instant,
  except?: string,
) {
  if (consultantIds.length === 0) return new Map<string, Interval[]>();
  let q = db
    .selectFrom("bookings")
    .select(["consultant_id", "starts_at", "ends_at"])
    .where("consultant_id", "in", [...consultantIds])
    .where("status", "!=", "cancelled")
    .where("ends_at", ">", new Date(from).toISOString())
    .where("starts_at", "<", new Date(to).toISOString());
  if (except) q = q.where("id", "!=", except);
  const byConsultant = new Map<string, Interval[]>();
  for (const r of await q.execute()) {
    const list = byConsultant.get(r.consultant_id) ?? [];
    list.push({ start: Date.parse(r.starts_at), end: Date.parse(r.ends_at) });
    byConsultant.set(r.consultant_id, list);
  }
  return byConsultant;
}

/** From the start of today (IST) to a day past the window: every call that counts for a slot in it. */
export function lookRange(now: Instant, settings: BookingSettings, calendar: BusinessCalendar) {
  const today = dateKey(now, calendar.zone);
  return {
    from: instantOnDate(calendar.zone, today),
    to: instantOnDate(calendar.zone, addDays(today, settings.windowDays + 1)) + DAY,
  };
}

/** Everything slot generation needs, as of `now`. `except`: a booking being moved does not block itself. */
export async function loadAvailability(
  db: Db,
  settings: BookingSettings,
  now: Instant,
  opts: { only?: readonly string[]; except?: string } = {},
): Promise<Availability> {
  const calendar = await companyCalendar(db);
  const rows = await consultantRows(db, opts.only);
  const range = lookRange(now, settings, calendar);
  const calls = await callsBetween(
    db,
    rows.map((r) => r.id),
    range.from,
    range.to,
    opts.except,
  );
  const consultants = rows.map(
    (r): ConsultantInfo => ({
      id: r.id,
      name: r.name,
      email: r.email,
      hours: json<WeeklyHours | undefined>(r.weekly_hours ?? null, HoursSchema, undefined),
      daysOff: json(r.days_off ?? null, DaysOffSchema, []),
      busy: json(r.feed_busy ?? null, BusySchema, []),
      bookings: calls.get(r.id) ?? [],
    }),
  );
  return { consultants, calendar, settings, now };
}
