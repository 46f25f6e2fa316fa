// Free strategy-call slots, in the style of Cal.com (issue #38): each consultant's weekly hours in the
// business calendar's zone (IST), cut into call-length slots from the start of each opening, minus
// holidays, days off, a full day (daily maximum), and any slot that, widened by the buffer on both
// sides, touches a busy time (their calendar feed's events and their bookings). A slot is a start at
// which at least one consultant is free. `isBookable` answers the same question for one start, from the
// same rules, so the server re-checks whatever the browser sent against exactly what the page offered.
// Cost: O(days × openings × slots per opening + busy times) per consultant, so O(slots × consultants).
import {
  type BusinessCalendar,
  holidayOn,
  hoursOn,
  type Opening,
  type WeeklyHours,
} from "../calendar/business-calendar";
import {
  addDays,
  type DateKey,
  dateKey,
  type Instant,
  type Interval,
  instantOnDate,
  MINUTE,
  mergeIntervals,
} from "../calendar/zones";

export interface Consultant {
  id: string;
  /** Weekly hours in the calendar's zone; the calendar's office hours when absent. */
  hours?: WeeklyHours;
  /** Dates (in the calendar's zone) the consultant does not take calls. */
  daysOff?: readonly DateKey[];
  /** Busy times from their own calendar feed, UTC. */
  busy?: readonly Interval[];
  /** Their upcoming bookings (the calls themselves, no buffer added): busy, and counted per day. */
  bookings?: readonly Interval[];
  /** Overrides the company's daily maximum for this consultant (null: no maximum). */
  maxPerDay?: number | null;
}

export interface BookingSettings {
  /** Length of a call, and the step between slot starts. */
  callMinutes: number;
  /** Free time required before and after a call, against any busy time. */
  bufferMinutes: number;
  /** A slot must start at least this long after now. */
  noticeMinutes: number;
  /** Slots are offered on this many days in the calendar's zone, today included. */
  windowDays: number;
  /** Most bookings a consultant takes on one day (calendar's zone); null: no maximum. */
  maxPerDay: number | null;
}

export const DEFAULT_BOOKING_SETTINGS: BookingSettings = {
  callMinutes: 30,
  bufferMinutes: 0,
  noticeMinutes: 0,
  windowDays: 14,
  maxPerDay: null,
};

export interface SlotInput {
  consultants: readonly Consultant[];
  settings: BookingSettings;
  /** Its zone is the consultants' (IST); its holidays close every consultant. */
  calendar: BusinessCalendar;
  now: Instant;
}

export interface Slot {
  /** UTC start of the call. */
  start: Instant;
  /** The consultants free for it, in the input's order. */
  consultantIds: string[];
}

export type Refusal = "outside_hours" | "past" | "inside_notice" | "beyond_window" | "daily_max" | "taken" | "holiday";

export type Bookable = { ok: true; consultantIds: string[] } | { ok: false; reason: Refusal };

interface Rules {
  zone: string;
  /** A wall-clock time on a day, as an instant; memoised, as every consultant asks for the same ones. */
  at: (day: DateKey, minutes: number) => Instant;
  call: number;
  buffer: number;
  earliest: Instant;
  windowEnd: Instant;
  days: DateKey[];
}

interface Prepared {
  id: string;
  hours: WeeklyHours;
  daysOff: Set<DateKey>;
  /** Feed events and bookings, sorted by start and merged, so one forward pointer can scan them. */
  busy: Interval[];
  perDay: Map<DateKey, number>;
  max: number | null;
}

function rulesOf({ settings, calendar, now }: SlotInput): Rules {
  const { callMinutes, bufferMinutes, noticeMinutes, windowDays } = settings;
  if (!(Number.isInteger(callMinutes) && callMinutes > 0)) throw new RangeError(`callMinutes ${callMinutes}`);
  if (!(bufferMinutes >= 0 && noticeMinutes >= 0 && Number.isInteger(windowDays) && windowDays >= 0))
    throw new RangeError("bufferMinutes, noticeMinutes and windowDays must not be negative");
  const today = dateKey(now, calendar.zone);
  const days = Array.from({ length: windowDays }, (_, i) => addDays(today, i)).filter((d) => !holidayOn(d, calendar));
  const memo = new Map<string, Instant>();
  const at = (day: DateKey, minutes: number) => {
    const key = `${day}/${minutes}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const t = instantOnDate(calendar.zone, day, minutes);
    memo.set(key, t);
    return t;
  };
  return {
    zone: calendar.zone,
    at,
    call: callMinutes * MINUTE,
    buffer: bufferMinutes * MINUTE,
    earliest: now + noticeMinutes * MINUTE,
    windowEnd: instantOnDate(calendar.zone, addDays(today, windowDays)),
    days,
  };
}

function prepare(c: Consultant, input: SlotInput): Prepared {
  const bookings = c.bookings ?? [];
  const perDay = new Map<DateKey, number>();
  for (const b of bookings) {
    const day = dateKey(b.start, input.calendar.zone);
    perDay.set(day, (perDay.get(day) ?? 0) + 1);
  }
  return {
    id: c.id,
    hours: c.hours ?? input.calendar.hours,
    daysOff: new Set(c.daysOff ?? []),
    busy: mergeIntervals([...(c.busy ?? []), ...bookings]),
    perDay,
    max: c.maxPerDay !== undefined ? c.maxPerDay : input.settings.maxPerDay,
  };
}

/** A day's openings sorted by start, overlapping ones joined, so slot starts only move forward. */
function openingsOf(day: DateKey, hours: WeeklyHours): Opening[] {
  const sorted = hoursOn(day, hours)
    .filter((o) => o.to > o.from)
    .toSorted((a, b) => a.from - b.from);
  const out: Opening[] = [];
  for (const o of sorted) {
    const last = out[out.length - 1];
    if (last && o.from < last.to) last.to = Math.max(last.to, o.to);
    else out.push({ from: o.from, to: o.to });
  }
  return out;
}

function dayIsFull(p: Prepared, day: DateKey): boolean {
  return p.max !== null && (p.perDay.get(day) ?? 0) >= p.max;
}

/** Every free slot in the window, earliest first. */
export function freeSlots(input: SlotInput): Slot[] {
  const rules = rulesOf(input);
  const byStart = new Map<Instant, string[]>();
  for (const c of input.consultants) {
    const p = prepare(c, input);
    let next = 0; // the first busy interval that may still overlap a later slot
    for (const day of rules.days) {
      if (p.daysOff.has(day) || dayIsFull(p, day)) continue;
      for (const o of openingsOf(day, p.hours)) {
        const openEnd = rules.at(day, o.to);
        for (let s = rules.at(day, o.from); s + rules.call <= openEnd; s += rules.call) {
          if (s < rules.earliest) continue;
          if (s >= rules.windowEnd) break;
          while (next < p.busy.length && p.busy[next].end <= s - rules.buffer) next++;
          if (next < p.busy.length && p.busy[next].start < s + rules.call + rules.buffer) continue;
          const ids = byStart.get(s);
          if (!ids) byStart.set(s, [p.id]);
          else if (ids[ids.length - 1] !== p.id) ids.push(p.id);
        }
      }
    }
  }
  return [...byStart.entries()].sort((a, b) => a[0] - b[0]).map(([start, consultantIds]) => ({ start, consultantIds }));
}

type ConsultantAnswer = "free" | "outside_hours" | "daily_max" | "taken";

function consultantAt(p: Prepared, start: Instant, day: DateKey, rules: Rules): ConsultantAnswer {
  if (p.daysOff.has(day)) return "outside_hours";
  const onGrid = openingsOf(day, p.hours).some((o) => {
    const from = rules.at(day, o.from);
    return start >= from && start + rules.call <= rules.at(day, o.to) && (start - from) % rules.call === 0;
  });
  if (!onGrid) return "outside_hours";
  if (dayIsFull(p, day)) return "daily_max";
  const from = start - rules.buffer;
  const to = start + rules.call + rules.buffer;
  return p.busy.some((b) => b.start < to && b.end > from) ? "taken" : "free";
}

/**
 * Whether a call may be booked at `start`, with the consultants free for it, or why not. Checked in
 * this order: past, inside_notice, beyond_window, holiday, then per consultant; when none is free the
 * reason is `taken` if any was busy, else `daily_max` if any was full, else `outside_hours`.
 */
export function isBookable(start: Instant, input: SlotInput): Bookable {
  const rules = rulesOf(input);
  if (!Number.isSafeInteger(start)) return { ok: false, reason: "outside_hours" };
  if (start < input.now) return { ok: false, reason: "past" };
  if (start < rules.earliest) return { ok: false, reason: "inside_notice" };
  if (start >= rules.windowEnd) return { ok: false, reason: "beyond_window" };
  const day = dateKey(start, rules.zone);
  if (holidayOn(day, input.calendar)) return { ok: false, reason: "holiday" };
  const answers = input.consultants.map((c) => [c.id, consultantAt(prepare(c, input), start, day, rules)] as const);
  const free = answers.filter(([, a]) => a === "free").map(([id]) => id);
  if (free.length > 0) return { ok: true, consultantIds: free };
  const seen = new Set(answers.map(([, a]) => a));
  return { ok: false, reason: seen.has("taken") ? "taken" : seen.has("daily_max") ? "daily_max" : "outside_hours" };
}

/**
 * Who takes the call: the lead's owner when free, else round-robin as Cal.com does it, the free
 * consultant assigned least recently (never assigned first; ties in the order given). `lastAssigned`
 * maps a consultant to the time of their latest assignment. Null when nobody is free.
 */
export function pickConsultant(
  freeIds: readonly string[],
  leadOwnerId: string | null | undefined,
  lastAssigned: Readonly<Record<string, Instant>>,
): string | null {
  if (leadOwnerId && freeIds.includes(leadOwnerId)) return leadOwnerId;
  let best: string | null = null;
  let bestAt = Number.POSITIVE_INFINITY;
  for (const id of freeIds) {
    const at = Object.hasOwn(lastAssigned, id) ? lastAssigned[id] : Number.NEGATIVE_INFINITY;
    if (at < bestAt) {
      best = id;
      bestAt = at;
    }
  }
  return best;
}

/** The `count` free slots nearest to `around` (for "That time was just booked…"), earliest first. */
export function nearestSlots(slots: readonly Slot[], around: Instant, count = 3): Slot[] {
  return slots
    .map((s, i) => ({ s, i, d: Math.abs(s.start - around) }))
    .sort((a, b) => a.d - b.d || a.i - b.i)
    .slice(0, count)
    .map((x) => x.s)
    .sort((a, b) => a.start - b.start);
}
