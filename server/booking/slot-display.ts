// How the slot picker shows free slots (issue #38): grouped by day in the visitor's own zone, the first
// few of each day shown and the rest behind "More times", narrowed by the Get Started time preference.
// Pure: the zone is whatever the browser detected or the no-JavaScript select posted (validated before).
import type { TimePreference } from "~/features/get-started/get-started-fields";
import { type BusinessCalendar, isWorkingDay } from "../calendar/business-calendar";
import { addDays, type DateKey, dateKey, type Instant, instantOnDate, weekdayOf } from "../calendar/zones";
import type { Slot } from "./slots";

/** Slots shown per day before "More times". */
export const SLOTS_SHOWN_PER_DAY = 8;

/** ASAP shows this many working days. */
export const ASAP_WORKING_DAYS = 3;

export interface DayGroup {
  /** The day in the visitor's zone. */
  date: DateKey;
  /** The first `perDay` slots of the day. */
  shown: Slot[];
  /** The rest, behind "More times". */
  more: Slot[];
}

/** Slots (earliest first) grouped by their date in `zone`. */
export function groupByDay(slots: readonly Slot[], zone: string, perDay = SLOTS_SHOWN_PER_DAY): DayGroup[] {
  const groups: DayGroup[] = [];
  let current: { date: DateKey; slots: Slot[] } | undefined;
  const close = () => {
    if (current)
      groups.push({ date: current.date, shown: current.slots.slice(0, perDay), more: current.slots.slice(perDay) });
  };
  for (const slot of slots) {
    const date = dateKey(slot.start, zone);
    if (current?.date !== date) {
      close();
      current = { date, slots: [] };
    }
    current.slots.push(slot);
  }
  close();
  return groups;
}

/** Monday 00:00 of the week after the one `now` falls in, in `zone` (weeks run Monday to Sunday). */
export function nextMonday(now: Instant, zone: string): DateKey {
  const today = dateKey(now, zone);
  return addDays(today, 7 - ((weekdayOf(today) + 6) % 7));
}

/**
 * The slots a time preference asks for. ASAP: the first three working days of the company's calendar
 * (judged on the slots' dates in the calendar's zone, IST) that still have a free slot, from today on.
 * "This week": until Sunday ends in the visitor's zone; "Next week": the following Monday to Sunday
 * there. Either may be empty (on a Saturday evening "This week" usually is): the page then says so.
 */
export function filterByPreference(
  slots: readonly Slot[],
  preference: TimePreference,
  zone: string,
  now: Instant,
  cal: BusinessCalendar,
): Slot[] {
  const upcoming = slots.filter((s) => s.start >= now);
  if (preference === "ASAP") {
    const days = new Set<DateKey>();
    return upcoming.filter((s) => {
      const day = dateKey(s.start, cal.zone);
      if (days.has(day)) return true;
      if (days.size >= ASAP_WORKING_DAYS || !isWorkingDay(day, cal)) return false;
      days.add(day);
      return true;
    });
  }
  const monday = nextMonday(now, zone);
  const [from, to] =
    preference === "This week"
      ? [now, instantOnDate(zone, monday)]
      : [instantOnDate(zone, monday), instantOnDate(zone, addDays(monday, 7))];
  return upcoming.filter((s) => s.start >= from && s.start < to);
}
