// The Calls area's list: the last week's strategy calls (so the team can mark them held or no-show)
// and every call ahead, grouped by day in IST, with what each may still become.
import type { CallDay, CallRow, CallsOverview } from "~/features/admin/calls/calls-api";
import type { BookingStatus } from "~/lib/statuses";
import { clockTime, dateLabel } from "../booking/call-time";
import { addDays, dateKey, IST, instantOnDate } from "../calendar/zones";
import type { Db } from "../db/schema";

/** Days back the list starts: a call is marked within a week of it. */
export const DAYS_BACK = 7;
/** The most calls listed: a bound on one page, far above a team's fortnight. */
const MAX_ROWS = 500;

/** What may still happen to a call at `now` (the server re-checks each when it is asked). */
export function callActions(c: { status: BookingStatus; start: number; rebookingSentAt: string | null }, now: number) {
  return {
    canMark: (c.status === "booked" || c.status === "held" || c.status === "no_show") && c.start <= now,
    canCancel: c.status === "booked" && c.start > now,
    canRebook: c.status === "no_show" && c.rebookingSentAt === null,
  };
}

export async function callsOverview(db: Db, now: number): Promise<CallsOverview> {
  const from = addDays(dateKey(now, IST), -DAYS_BACK);
  const rows = await db
    .selectFrom("bookings")
    .innerJoin("leads", "leads.id", "bookings.lead_id")
    .innerJoin("users", "users.id", "bookings.consultant_id")
    .select([
      "bookings.id",
      "bookings.lead_id",
      "bookings.starts_at",
      "bookings.ends_at",
      "bookings.zone",
      "bookings.status",
      "bookings.rebooking_sent_at",
      "leads.name as lead_name",
      "leads.email as lead_email",
      "users.name as consultant",
    ])
    .where("bookings.starts_at", ">=", new Date(instantOnDate(IST, from)).toISOString())
    .orderBy("bookings.starts_at")
    .orderBy("bookings.id")
    .limit(MAX_ROWS)
    .execute();
  const days: CallDay[] = [];
  for (const r of rows) {
    const start = Date.parse(r.starts_at);
    const date = dateKey(start, IST);
    let day = days.at(-1);
    if (day?.date !== date) {
      day = { date, label: dateLabel(start, IST), calls: [] };
      days.push(day);
    }
    const row: CallRow = {
      id: r.id,
      leadId: r.lead_id,
      leadName: r.lead_name || r.lead_email || "(no name)",
      start: r.starts_at,
      end: r.ends_at,
      istTime: clockTime(start, IST),
      zone: r.zone,
      consultant: r.consultant,
      status: r.status,
      rebookingSentAt: r.rebooking_sent_at,
      ...callActions({ status: r.status, start, rebookingSentAt: r.rebooking_sent_at }, now),
    };
    day.calls.push(row);
  }
  return { days, from };
}
