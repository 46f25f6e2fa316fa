// Time-zone arithmetic shared by the business calendar, slot generation and the iCalendar reader.
// Instants are epoch milliseconds (UTC): plain numbers compare and subtract cheaply, which slot
// generation does thousands of times, and they cannot carry a zone by mistake. Wall-clock times in a
// zone go through @date-fns/tz (Intl underneath), so daylight-saving changes follow the runtime's tz data.
import { TZDate } from "@date-fns/tz";

/** Epoch milliseconds, UTC. */
export type Instant = number;

/** A calendar date, "YYYY-MM-DD", meaningful only together with a zone. */
export type DateKey = string;

/** A half-open span of time [start, end). */
export interface Interval {
  start: Instant;
  end: Instant;
}

/** The company's zone. India has had no daylight saving since 1945. */
export const IST = "Asia/Kolkata";

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

export interface WallClock {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  /** 0 = Sunday … 6 = Saturday */
  weekday: number;
}

const validZones = new Map<string, boolean>();

/**
 * True for a zone name the runtime knows (IANA names and their aliases, "UTC"). Offsets such as
 * "+05:30" are refused: a visitor's zone must follow their daylight-saving rules, an offset does not.
 */
export function isValidTimeZone(zone: unknown): zone is string {
  if (typeof zone !== "string" || zone.length === 0 || zone.length > 64 || /^[+-\d]/.test(zone)) return false;
  const known = validZones.get(zone);
  if (known !== undefined) return known;
  let ok = false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    ok = true;
  } catch {
    ok = false;
  }
  // Bounded: a hostile caller could otherwise grow the cache with invented names.
  if (validZones.size < 1000) validZones.set(zone, ok);
  return ok;
}

/** The wall clock in `zone` at `instant`. */
export function wallClock(instant: Instant, zone: string): WallClock {
  const d = new TZDate(instant, zone);
  return {
    year: d.getFullYear(),
    month: d.getMonth() + 1,
    day: d.getDate(),
    hour: d.getHours(),
    minute: d.getMinutes(),
    weekday: d.getDay(),
  };
}

/**
 * The instant at which the wall clock in `zone` reads the given time. Minutes past 59 roll over
 * (minute 1440 is the next midnight). A time skipped by a spring-forward change moves forward by the
 * gap (02:30 on New York's change day is 03:30 EDT); a repeated autumn time is its first occurrence.
 */
export function instantAt(zone: string, year: number, month: number, day: number, hour = 0, minute = 0, second = 0) {
  return new TZDate(year, month - 1, day, hour, minute, second, zone).getTime();
}

/** The start of `date` in `zone`, plus `minutes` of wall-clock time. */
export function instantOnDate(zone: string, date: DateKey, minutes = 0): Instant {
  const [y, m, d] = splitKey(date);
  return instantAt(zone, y, m, d, 0, minutes);
}

/** The calendar date in `zone` at `instant`. */
export function dateKey(instant: Instant, zone: string): DateKey {
  const w = wallClock(instant, zone);
  return keyOf(w.year, w.month, w.day);
}

export function keyOf(year: number, month: number, day: number): DateKey {
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

function splitKey(date: DateKey): [number, number, number] {
  return [Number(date.slice(0, 4)), Number(date.slice(5, 7)), Number(date.slice(8, 10))];
}

/** True for a real calendar date written "YYYY-MM-DD" (no 31 April). */
export function isDateKey(value: unknown): value is DateKey {
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = splitKey(value);
  const t = new Date(Date.UTC(y, m - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === m - 1 && t.getUTCDate() === d;
}

/** `date` moved by `days` calendar days (pure date arithmetic: no zone, no daylight saving). */
export function addDays(date: DateKey, days: number): DateKey {
  const [y, m, d] = splitKey(date);
  const t = new Date(Date.UTC(y, m - 1, d + days));
  return keyOf(t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate());
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(date: DateKey): number {
  const [y, m, d] = splitKey(date);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/** Sorted by start, overlapping or touching intervals joined, empty or reversed ones dropped. */
export function mergeIntervals(intervals: readonly Interval[]): Interval[] {
  const sorted = intervals.filter((i) => i.end > i.start).sort((a, b) => a.start - b.start);
  const out: Interval[] = [];
  for (const i of sorted) {
    const last = out[out.length - 1];
    if (last && i.start <= last.end) last.end = Math.max(last.end, i.end);
    else out.push({ start: i.start, end: i.end });
  }
  return out;
}
