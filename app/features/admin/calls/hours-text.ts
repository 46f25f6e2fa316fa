// A consultant's weekly hours as the Availability form writes them: one line per weekday, IST, like
// the Contact page's "9:00 AM-6:00 PM" (24-hour "9:00-18:00" is read too; several openings are comma
// separated, an empty line is a closed day). The server stores minutes from midnight
// (server/calendar/business-calendar.ts WeeklyHours); this module turns one into the other, both ways.

export const WEEKDAY_KEYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
export type WeekdayKey = (typeof WEEKDAY_KEYS)[number];

export const WEEKDAY_LABELS: Record<WeekdayKey, string> = {
  mon: "Monday",
  tue: "Tuesday",
  wed: "Wednesday",
  thu: "Thursday",
  fri: "Friday",
  sat: "Saturday",
  sun: "Sunday",
};

/** Minutes from midnight, 0 ≤ from < to ≤ 1440. */
export interface OpeningMinutes {
  from: number;
  to: number;
}

export type HoursByDay = Record<WeekdayKey, OpeningMinutes[]>;

/** The most openings one day may have (the store's limit too). */
export const MAX_OPENINGS = 6;

const TIME = /^(\d{1,2})(?::(\d{2}))?\s*(am|pm)?$/i;

/** "9", "9:30", "09:30", "6 PM", "6:00 pm", "18:00", "24:00" → minutes; null when not a time. */
export function minutesOf(text: string): number | null {
  const m = TIME.exec(text.trim());
  if (!m) return null;
  let hour = Number(m[1]);
  const minute = m[2] === undefined ? 0 : Number(m[2]);
  if (minute > 59) return null;
  const half = m[3]?.toLowerCase();
  if (half) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (half === "pm" ? 12 : 0);
  } else if (hour > 24 || (hour === 24 && minute > 0)) return null;
  return hour * 60 + minute;
}

/** 540 → "9:00 AM"; 1440 → "12:00 AM" (midnight, the end of the day). */
export function timeText(minutes: number): string {
  const h = Math.floor(minutes / 60) % 24;
  const m = minutes % 60;
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, "0")} ${h < 12 ? "AM" : "PM"}`;
}

/** One day's openings as the form shows them: "9:00 AM-6:00 PM", "" for a closed day. */
export function dayText(openings: readonly OpeningMinutes[]): string {
  return openings.map((o) => `${timeText(o.from)}-${timeText(o.to)}`).join(", ");
}

export type DayParse = { ok: true; openings: OpeningMinutes[] } | { ok: false; message: string };

/**
 * One day's line → its openings, sorted; a refusal says what to fix. Openings may not overlap, and
 * each ends after it starts (an opening past midnight is two days' openings).
 */
export function parseDay(text: string): DayParse {
  const line = text.trim();
  if (line === "" || /^closed$/i.test(line)) return { ok: true, openings: [] };
  const parts = line.split(",").map((p) => p.trim());
  if (parts.length > MAX_OPENINGS) return { ok: false, message: `At most ${MAX_OPENINGS} openings a day.` };
  const openings: OpeningMinutes[] = [];
  for (const part of parts) {
    // A hyphen, an en dash or "to" between the two times.
    const ends = part.split(/\s*(?:-|–|\bto\b)\s*/i);
    const from = ends.length === 2 ? minutesOf(ends[0]) : null;
    const to = ends.length === 2 ? minutesOf(ends[1]) : null;
    if (from === null || to === null)
      return { ok: false, message: `Write each opening as "9:00 AM-6:00 PM" ("${part.slice(0, 40)}" is not).` };
    // "12:00 AM" as an end is midnight at the end of the day.
    const end = to === 0 ? 1440 : to;
    if (end <= from) return { ok: false, message: `"${part.slice(0, 40)}" ends before it starts.` };
    openings.push({ from, to: end });
  }
  openings.sort((a, b) => a.from - b.from);
  for (let i = 1; i < openings.length; i++)
    if (openings[i].from < openings[i - 1].to) return { ok: false, message: "Two openings overlap." };
  return { ok: true, openings };
}

export type HoursParse = { ok: true; hours: HoursByDay } | { ok: false; fields: Partial<Record<WeekdayKey, string>> };

/** The whole week from the form's fields (one per weekday key); every day's problem at once. */
export function parseWeek(input: Readonly<Record<string, unknown>>): HoursParse {
  const hours = {} as HoursByDay;
  const fields: Partial<Record<WeekdayKey, string>> = {};
  for (const day of WEEKDAY_KEYS) {
    const raw = input[day];
    const parsed = parseDay(typeof raw === "string" ? raw.slice(0, 300) : "");
    if (parsed.ok) hours[day] = parsed.openings;
    else fields[day] = parsed.message;
  }
  return Object.keys(fields).length ? { ok: false, fields } : { ok: true, hours };
}
