// A consultant's private iCalendar feed → the busy times that block their slots (issue #38), with
// ical.js expanding recurrences. Pure and bounded: it never throws (garbage is a typed error) and
// counts every occurrence it expands and every step of ical.js's recurrence engine (ics-recurrence.ts
// says why). Still, a big feed takes a while (about 30 µs an occurrence): run it in the feed worker,
// never in a visitor's request.
//
// Times: UTC as written; a TZID the runtime knows (IANA) through Intl; any other TZID through the
// feed's own VTIMEZONE; floating times and all-day events in the feed's zone (X-WR-TIMEZONE when it is
// a known zone, else `defaultZone`, IST). An all-day event blocks those whole days in that zone.
// Ignored: events marked TRANSP:TRANSPARENT ("show as free"; Google's default for all-day events) or
// STATUS:CANCELLED (a cancelled series takes its moved instances with it). A moved or changed
// instance (RECURRENCE-ID) replaces the instance it names; RANGE=THISANDFUTURE is read as that one
// instance only. EXDATEs remove instances.
import ICAL from "ical.js";
import { parseFeed } from "./ics-parse";
import { expansionStart, guardRules, type StepBudget, StepsExceeded } from "./ics-recurrence";
import {
  addDays,
  DAY,
  type DateKey,
  type Instant,
  type Interval,
  IST,
  instantAt,
  instantOnDate,
  isValidTimeZone,
  keyOf,
  mergeIntervals,
} from "./zones";

export interface IcsBusyOptions {
  from: Instant;
  to: Instant;
  /** Zone of floating times and all-day events when the feed names none. */
  defaultZone?: string;
  /** Most occurrences expanded over the whole feed, those before `from` included. */
  maxOccurrences?: number;
  /** Most steps of the recurrence engine for the whole feed, and for one event (then it is skipped). */
  maxSteps?: number;
  maxStepsPerEvent?: number;
}

export type IcsBusyErrorCode = "not_icalendar" | "too_many_occurrences" | "too_complex" | "bad_range";

export class IcsBusyError extends Error {
  override name = "IcsBusyError";
  constructor(
    readonly code: IcsBusyErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export interface IcsBusy {
  /** Busy times within [from, to): clipped, sorted, overlapping ones merged. */
  busy: Interval[];
  /** The zone used for floating times and all-day events. */
  zone: string;
  /** Events read (series and single events, moved instances included). */
  events: number;
  /** Events that could not be read (bad dates, rules ical.js refuses or that never match). */
  skipped: number;
  /** Occurrences expanded. */
  occurrences: number;
}

export type IcsBusyResult = { ok: true; value: IcsBusy } | { ok: false; error: IcsBusyError };

export const ICS_LIMITS = { maxOccurrences: 10_000, maxSteps: 50_000, maxStepsPerEvent: 10_000 } as const;

type Component = InstanceType<typeof ICAL.Component>;
type Time = InstanceType<typeof ICAL.Time>;
type Property = InstanceType<typeof ICAL.Property>;

class OccurrencesExceeded {}

interface Budget extends StepBudget {
  occurrences: number;
}

function tzidOf(prop: Property | null): string | null {
  const tzid = prop?.getParameter("tzid");
  return typeof tzid === "string" ? tzid : null;
}

/** The instant of a parsed time; DATE values are the start of that day in the feed's zone. */
function instantOf(t: Time, tzid: string | null, zone: string): Instant {
  if (t.isDate) return instantOnDate(zone, keyOf(t.year, t.month, t.day));
  if (t.zone === ICAL.Timezone.utcTimezone) return Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second);
  if (tzid && isValidTimeZone(tzid)) return instantAt(tzid, t.year, t.month, t.day, t.hour, t.minute, t.second);
  if (t.zone && t.zone.tzid !== "floating" && t.zone.component) return t.toUnixTime() * 1000;
  return instantAt(zone, t.year, t.month, t.day, t.hour, t.minute, t.second);
}

const dayOf = (t: Time): DateKey => keyOf(t.year, t.month, t.day);

interface Shape {
  /** A timed event's length; for an all-day event, its number of days. */
  length: number;
  allDay: boolean;
}

function shapeOf(event: Component, start: Time, zone: string): Shape | null {
  const endProp = event.getFirstProperty("dtend");
  const end = endProp?.getFirstValue() as Time | null | undefined;
  const duration = event.getFirstPropertyValue("duration") as InstanceType<typeof ICAL.Duration> | null;
  if (start.isDate) {
    const days = end
      ? Math.round(
          (Date.UTC(end.year, end.month - 1, end.day) - Date.UTC(start.year, start.month - 1, start.day)) / DAY,
        )
      : duration
        ? Math.ceil(duration.toSeconds() / 86_400)
        : 1;
    return days > 0 ? { length: days, allDay: true } : null;
  }
  const startAt = instantOf(start, tzidOf(event.getFirstProperty("dtstart")), zone);
  const length = end ? instantOf(end, tzidOf(endProp), zone) - startAt : duration ? duration.toSeconds() * 1000 : 0;
  return Number.isFinite(length) && length > 0 ? { length, allDay: false } : null;
}

function spanOf(start: Time, startAt: Instant, shape: Shape, zone: string): Interval {
  if (!shape.allDay) return { start: startAt, end: startAt + shape.length };
  return { start: startAt, end: instantOnDate(zone, addDays(dayOf(start), shape.length)) };
}

const uidOf = (event: Component) => String(event.getFirstPropertyValue("uid") ?? "");

/** A date ical.js could not read comes out as NaN: the event is skipped. */
function finite(t: Instant): Instant {
  if (!Number.isFinite(t)) throw new Error("unreadable date");
  return t;
}

const isIgnored = (event: Component) =>
  String(event.getFirstPropertyValue("transp") ?? "").toUpperCase() === "TRANSPARENT" ||
  String(event.getFirstPropertyValue("status") ?? "").toUpperCase() === "CANCELLED";

/** Busy times of an iCalendar feed within [from, to), or a typed error; never throws. */
export function busyFromIcs(text: string, options: IcsBusyOptions): IcsBusyResult {
  try {
    return { ok: true, value: read(text, options) };
  } catch (e) {
    if (e instanceof IcsBusyError) return { ok: false, error: e };
    if (e instanceof StepsExceeded)
      return {
        ok: false,
        error: new IcsBusyError("too_complex", "the feed's recurrence rules take too long to expand"),
      };
    if (e instanceof OccurrencesExceeded)
      return { ok: false, error: new IcsBusyError("too_many_occurrences", "the feed expands to too many occurrences") };
    return { ok: false, error: new IcsBusyError("not_icalendar", `not an iCalendar feed: ${String(e).slice(0, 200)}`) };
  }
}

function read(text: string, options: IcsBusyOptions): IcsBusy {
  const { from, to } = options;
  if (!(Number.isFinite(from) && Number.isFinite(to) && from < to))
    throw new IcsBusyError("bad_range", "from must be before to");
  if (typeof text !== "string" || !/^\s*BEGIN:VCALENDAR/i.test(text.replace(/^\uFEFF/, "")))
    throw new IcsBusyError("not_icalendar", "not an iCalendar feed: it does not begin with BEGIN:VCALENDAR");
  const { roots, dropped } = parseFeed(text.replace(/^\uFEFF/, ""));
  if (roots.length === 0 || roots.some((c) => c.name !== "vcalendar"))
    throw new IcsBusyError("not_icalendar", "not an iCalendar feed: no VCALENDAR");

  const budget: Budget = {
    feed: options.maxSteps ?? ICS_LIMITS.maxSteps,
    event: 0,
    occurrences: options.maxOccurrences ?? ICS_LIMITS.maxOccurrences,
  };
  const perEvent = options.maxStepsPerEvent ?? ICS_LIMITS.maxStepsPerEvent;
  const wrZone = roots[0].getFirstPropertyValue("x-wr-timezone");
  const zone = isValidTimeZone(wrZone) ? wrZone : isValidTimeZone(options.defaultZone) ? options.defaultZone : IST;
  const result: IcsBusy = { busy: [], zone, events: dropped, skipped: dropped, occurrences: 0 };
  const keep = (span: Interval) => {
    if (span.end > from && span.start < to)
      result.busy.push({ start: Math.max(span.start, from), end: Math.min(span.end, to) });
  };

  for (const root of roots) {
    guardRules(root, budget);
    const events = root.getAllSubcomponents("vevent");
    const masters = events.filter((e) => !e.hasProperty("recurrence-id"));
    const cancelledSeries = new Set(
      masters.filter((m) => /^CANCELLED$/i.test(String(m.getFirstPropertyValue("status")))).map(uidOf),
    );
    // Moved or changed instances, by series and the instant of the instance they replace.
    const replaced = new Map<string, Set<Instant>>();
    for (const o of events.filter((e) => e.hasProperty("recurrence-id"))) {
      const uid = uidOf(o);
      result.events++;
      budget.event = perEvent;
      try {
        const idProp = o.getFirstProperty("recurrence-id");
        const id = finite(instantOf(idProp?.getFirstValue() as Time, tzidOf(idProp), zone));
        replaced.set(uid, (replaced.get(uid) ?? new Set()).add(id));
        if (isIgnored(o) || cancelledSeries.has(uid)) continue;
        const start = o.getFirstPropertyValue("dtstart") as Time;
        const shape = shapeOf(o, start, zone);
        if (shape)
          keep(spanOf(start, finite(instantOf(start, tzidOf(o.getFirstProperty("dtstart")), zone)), shape, zone));
      } catch (e) {
        if (e instanceof StepsExceeded && e.scope === "feed") throw e;
        result.skipped++;
      }
    }
    for (const m of masters) {
      result.events++;
      if (isIgnored(m)) continue;
      budget.event = perEvent;
      try {
        expand(m, replaced.get(uidOf(m)), zone, options, budget, result, keep);
      } catch (e) {
        if (e instanceof OccurrencesExceeded || (e instanceof StepsExceeded && e.scope === "feed")) throw e;
        result.skipped++;
      }
    }
  }
  result.busy = mergeIntervals(result.busy);
  return result;
}

function expand(
  master: Component,
  replaced: Set<Instant> | undefined,
  zone: string,
  { from, to }: IcsBusyOptions,
  budget: Budget,
  result: IcsBusy,
  keep: (span: Interval) => void,
) {
  const startProp = master.getFirstProperty("dtstart");
  const first = startProp?.getFirstValue() as Time | null | undefined;
  if (!first || typeof first.year !== "number") throw new Error("no DTSTART");
  const tzid = tzidOf(startProp);
  const firstAt = finite(instantOf(first, tzid, zone));
  const shape = shapeOf(master, first, zone);
  if (!shape) return;
  const lengthMs = shape.allDay ? shape.length * DAY : shape.length;
  // Our own EXDATE check by instant as well: ical.js compares an EXDATE written in UTC with a start in a
  // zone it has no VTIMEZONE for (read as floating) by wall clock, and would miss it.
  const excluded = new Set<Instant>();
  for (const p of master.getAllProperties("exdate"))
    for (const t of p.getValues() as Time[]) excluded.add(instantOf(t, tzidOf(p), zone));
  // Exceptions are matched above by instant, not by ical.js (it relates every RECURRENCE-ID in the
  // calendar to every series unless told otherwise).
  const start = expansionStart(master, first, firstAt, from, lengthMs);
  const iterator = new ICAL.Event(master, { exceptions: [] }).iterator(start);
  for (let t = iterator.next(); t; t = iterator.next()) {
    if (--budget.occurrences < 0) throw new OccurrencesExceeded();
    result.occurrences++;
    const at = instantOf(t, tzid, zone);
    if (at >= to) break;
    if (excluded.has(at) || replaced?.has(at)) continue;
    keep(spanOf(t, at, shape, zone));
  }
}
