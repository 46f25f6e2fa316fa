import { type BusinessCalendar, nextSendTime } from "../calendar/business-calendar";
import { DAY, type Instant, IST, isValidTimeZone } from "../calendar/zones";

// When a step goes out: `delayDays` after the start, then the next working day's 9:00-18:00 in the
// lead's own zone (the one business calendar's nextSendTime), IST when the zone is unknown.

/** The lead's zone if the runtime knows it, else IST. */
export const sequenceZone = (zone: unknown): string => (isValidTimeZone(zone) ? zone : IST);

/** The planned time of a step; a calendar closed for a year leaves it at the bare delay. */
export function stepSendTime(start: Instant, delayDays: number, zone: string, cal: BusinessCalendar): Instant {
  const due = start + delayDays * DAY;
  return nextSendTime(due, sequenceZone(zone), cal) ?? due;
}

const dayAndTime = (zone: string) =>
  new Intl.DateTimeFormat("en-GB", {
    timeZone: zone,
    weekday: "short",
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
const dayOnly = (zone: string) => new Intl.DateTimeFormat("en-CA", { timeZone: zone, dateStyle: "short" });

/** "Tue 9 Dec, 10:00" in `zone`. */
export function wallLabel(at: Instant, zone: string): string {
  const parts = Object.fromEntries(
    dayAndTime(zone)
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.weekday} ${parts.day} ${parts.month}, ${parts.hour}:${parts.minute}`;
}

/** "Step 2 on Tue 9 Dec, 10:00 their time, 14:30 IST" (the IST day too when it is another day). */
export function nextStepLabel(step: number, at: Instant, zone: string) {
  const their = sequenceZone(zone);
  const theirTime = wallLabel(at, their);
  const ist = wallLabel(at, IST);
  const sameDay = dayOnly(their).format(at) === dayOnly(IST).format(at);
  const istTime = sameDay ? ist.split(", ")[1] : ist;
  const label =
    their === IST ? `Step ${step} on ${ist} IST` : `Step ${step} on ${theirTime} their time, ${istTime} IST`;
  return { theirTime, istTime, label };
}
