// A call's time as the visitor reads it, the same in the page, the e-mail and the slot picker:
// "Monday, 9 March 2026 at 9:00 AM your time (2:30 PM IST)". Written from the wall clock in each zone
// (server/calendar/zones.ts), not from Intl's locale data, so it reads the same on every runtime.
import type { CallTime, SlotView } from "~/lib/booking";
import { MONTHS } from "~/lib/iso-date";
import { type Instant, IST, wallClock } from "../calendar/zones";

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** "9:00 AM", "12:30 PM" */
export function clockTime(instant: Instant, zone: string): string {
  const w = wallClock(instant, zone);
  const hour = w.hour % 12 === 0 ? 12 : w.hour % 12;
  return `${hour}:${String(w.minute).padStart(2, "0")} ${w.hour < 12 ? "AM" : "PM"}`;
}

/** "Monday, 9 March" */
export function dayLabel(instant: Instant, zone: string): string {
  const w = wallClock(instant, zone);
  return `${WEEKDAYS[w.weekday]}, ${w.day} ${MONTHS[w.month - 1]}`;
}

/** "Monday, 9 March 2026" */
export function dateLabel(instant: Instant, zone: string): string {
  return `${dayLabel(instant, zone)} ${wallClock(instant, zone).year}`;
}

/** The call's time in the visitor's zone with IST beside it. */
export function callTime(start: Instant, end: Instant, zone: string): CallTime {
  const date = dateLabel(start, zone);
  const time = clockTime(start, zone);
  const istTime = clockTime(start, IST);
  const istDate = dateLabel(start, IST);
  // IST on another day than the visitor's: the IST part says which.
  const ist = istDate === date ? `${istTime} IST` : `${istTime} IST on ${dayLabel(start, IST)}`;
  return {
    start: new Date(start).toISOString(),
    end: new Date(end).toISOString(),
    zone,
    date,
    time,
    istTime,
    text: `${date} at ${time} your time (${ist})`,
  };
}

/** The call's time for the team: IST first, the visitor's own time beside it when it differs. */
export function teamCallTime(start: Instant, zone: string): string {
  const ist = `${dateLabel(start, IST)} at ${clockTime(start, IST)} IST`;
  if (zone === IST) return ist;
  return `${ist} (${dateLabel(start, zone)} at ${clockTime(start, zone)} in ${zone}, the visitor's time)`;
}

export function slotView(start: Instant, zone: string): SlotView {
  return { start: new Date(start).toISOString(), time: clockTime(start, zone), istTime: clockTime(start, IST) };
}

const gcalStamp = (t: Instant) =>
  new Date(t)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/** Google Calendar's "add event" link for the call. */
export function googleCalendarUrl(o: {
  title: string;
  start: Instant;
  end: Instant;
  details: string;
  location: string | null;
}): string {
  const q = new URLSearchParams({
    action: "TEMPLATE",
    text: o.title,
    dates: `${gcalStamp(o.start)}/${gcalStamp(o.end)}`,
    details: o.details,
  });
  if (o.location) q.set("location", o.location);
  return `https://calendar.google.com/calendar/render?${q.toString()}`;
}
