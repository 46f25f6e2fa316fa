// The one business calendar (issue #38, shared with the e-mail sequences and live chat): the office
// hours in IST per weekday and the company's holidays. Pure functions over it answer "is the team in?",
// "when are they back?", "which morning do we follow up?" and "when may a sequence e-mail go out?".
import {
  addDays,
  type DateKey,
  dateKey,
  type Instant,
  type Interval,
  IST,
  instantOnDate,
  isValidTimeZone,
  weekdayOf,
} from "./zones";

/** Weekday keys in JavaScript's order: index 0 is Sunday, as Date#getDay counts. */
export const WEEKDAYS = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"] as const;
export type WeekdayName = (typeof WEEKDAYS)[number];

/** One opening on a day, in minutes from midnight (0 ≤ from < to ≤ 1440): 9:00 AM-6:00 PM is 540-1080. */
export interface Opening {
  from: number;
  to: number;
}

/** Openings per weekday, in the calendar's zone. An empty list is a closed day. */
export type WeeklyHours = Readonly<Record<WeekdayName, readonly Opening[]>>;

export interface Holiday {
  /** The date in the calendar's zone (IST). */
  date: DateKey;
  name: string;
  /** Also on this month and day in every later year (fixed-date holidays such as Republic Day). */
  everyYear?: boolean;
}

export interface BusinessCalendar {
  /** Always IST for this company; kept as data so the functions never assume it. */
  zone: string;
  hours: WeeklyHours;
  holidays: readonly Holiday[];
}

/** The Contact page's office hours (app/content/contact.ts OFFICE_HOURS, spec-1 §Contact). */
export const OFFICE_HOURS: WeeklyHours = {
  sun: [],
  mon: [{ from: 9 * 60, to: 18 * 60 }],
  tue: [{ from: 9 * 60, to: 18 * 60 }],
  wed: [{ from: 9 * 60, to: 18 * 60 }],
  thu: [{ from: 9 * 60, to: 18 * 60 }],
  fri: [{ from: 9 * 60, to: 18 * 60 }],
  sat: [{ from: 10 * 60, to: 16 * 60 }],
};

/** India's three national holidays, the seed of the company's holiday list; they fall on fixed dates. */
export const INDIA_NATIONAL_HOLIDAYS: readonly Holiday[] = [
  { date: "2026-01-26", name: "Republic Day", everyYear: true },
  { date: "2026-08-15", name: "Independence Day", everyYear: true },
  { date: "2026-10-02", name: "Gandhi Jayanti", everyYear: true },
];

export const DEFAULT_CALENDAR: BusinessCalendar = {
  zone: IST,
  hours: OFFICE_HOURS,
  holidays: INDIA_NATIONAL_HOLIDAYS,
};

/** How far ahead the "next …" functions look before answering null (a calendar closed for good). */
const SEARCH_DAYS = 400;

/** The holiday on `date` (in the calendar's zone), if any. */
export function holidayOn(date: DateKey, cal: BusinessCalendar): Holiday | undefined {
  return cal.holidays.find(
    (h) => h.date === date || (h.everyYear === true && date > h.date && h.date.slice(4) === date.slice(4)),
  );
}

export function hoursOn(date: DateKey, hours: WeeklyHours): readonly Opening[] {
  return hours[WEEKDAYS[weekdayOf(date)]];
}

/**
 * A working day has office hours on its weekday and is not a holiday. `date` is a date in the
 * calendar's zone, or an instant (its date in the calendar's zone is taken).
 */
export function isWorkingDay(date: DateKey | Instant, cal: BusinessCalendar): boolean {
  const day = typeof date === "number" ? dateKey(date, cal.zone) : date;
  return hoursOn(day, cal.hours).length > 0 && !holidayOn(day, cal);
}

/** The day's openings as instants; none on a holiday or a closed weekday. */
export function openingsOn(date: DateKey, cal: BusinessCalendar, hours: WeeklyHours = cal.hours): Interval[] {
  if (holidayOn(date, cal)) return [];
  return hoursOn(date, hours).map((o) => ({
    start: instantOnDate(cal.zone, date, o.from),
    end: instantOnDate(cal.zone, date, o.to),
  }));
}

/** Whether the office is open at `instant` (openings are half-open: 6:00 PM itself is closed). */
export function isOpenAt(instant: Instant, cal: BusinessCalendar): boolean {
  return openingsOn(dateKey(instant, cal.zone), cal).some((o) => o.start <= instant && instant < o.end);
}

/**
 * When the team is next in: `instant` itself while open, else the start of the next opening (live
 * chat's "we're back at …"). Null only for a calendar with no opening within a year.
 */
export function nextOpening(instant: Instant, cal: BusinessCalendar): Instant | null {
  const first = dateKey(instant, cal.zone);
  for (let i = 0; i < SEARCH_DAYS; i++) {
    for (const o of openingsOn(addDays(first, i), cal)) {
      if (instant < o.end) return Math.max(instant, o.start);
    }
  }
  return null;
}

/**
 * The first opening of the next working day that starts after `instant`: a lead's follow-up time.
 * Before opening on a working day that is the same day's opening; during or after it, the next day's.
 */
export function nextWorkingMorning(instant: Instant, cal: BusinessCalendar): Instant | null {
  const first = dateKey(instant, cal.zone);
  for (let i = 0; i < SEARCH_DAYS; i++) {
    const morning = openingsOn(addDays(first, i), cal)[0];
    if (morning && morning.start > instant) return morning.start;
  }
  return null;
}

export interface SendWindow {
  /** Hour of the day the window opens, in the recipient's zone (0-23). */
  from: number;
  /** Hour it closes (exclusive, from+1 … 24). */
  to: number;
}

/**
 * The earliest time at or after `instant` at which a sequence e-mail may go out: between `window.from`
 * and `window.to` o'clock in the lead's own zone, on a date that is a working day by the company's
 * calendar (its weekdays with office hours and its holidays, judged on the lead's local date: a New
 * York lead gets nothing on their Sunday or on their 26 January). An unknown zone falls back to the
 * calendar's. Null only for a calendar with no working day within a year.
 */
export function nextSendTime(
  instant: Instant,
  zone: string,
  cal: BusinessCalendar,
  window: SendWindow = { from: 9, to: 18 },
): Instant | null {
  if (!(Number.isInteger(window.from) && Number.isInteger(window.to) && 0 <= window.from && window.from < window.to))
    throw new RangeError(`nextSendTime: bad window ${window.from}-${window.to}`);
  if (window.to > 24) throw new RangeError(`nextSendTime: bad window ${window.from}-${window.to}`);
  const local = isValidTimeZone(zone) ? zone : cal.zone;
  const first = dateKey(instant, local);
  for (let i = 0; i < SEARCH_DAYS; i++) {
    const day = addDays(first, i);
    if (!isWorkingDay(day, cal)) continue;
    const end = instantOnDate(local, day, window.to * 60);
    if (instant < end) return Math.max(instant, instantOnDate(local, day, window.from * 60));
  }
  return null;
}
