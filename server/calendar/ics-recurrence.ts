// Two guards around ical.js's recurrence engine for ics-busy.ts. It expands a series from its first
// instance, about 30 µs an instance on this machine, and some rules that can never match
// (FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30) make one `next()` spin forever. So: every turn of its inner loops
// is counted against a budget, and a plain daily or weekly series that began years ago starts near the
// window instead of at its first instance.
import ICAL from "ical.js";
import { DAY, type Instant } from "./zones";

type Component = InstanceType<typeof ICAL.Component>;
type Time = InstanceType<typeof ICAL.Time>;
type Recur = InstanceType<typeof ICAL.Recur>;

export interface StepBudget {
  /** Steps left for the whole feed. */
  feed: number;
  /** Steps left for the event being expanded. */
  event: number;
}

/** Thrown (not an Error: only ics-busy.ts catches it) when a budget runs out. */
export class StepsExceeded {
  constructor(readonly scope: "event" | "feed") {}
}

// ical.js calls one of these on every turn of its loops, also inside a single `next()`.
function guardedIterator(budget: StepBudget) {
  const step = () => {
    if (--budget.feed < 0) throw new StepsExceeded("feed");
    if (--budget.event < 0) throw new StepsExceeded("event");
  };
  return class extends ICAL.RecurIterator {
    override check_contracting_rules() {
      step();
      return super.check_contracting_rules();
    }
    override expand_year_days(year: number) {
      step();
      return super.expand_year_days(year);
    }
  };
}

/**
 * Makes every RRULE of a parsed tree (those of VTIMEZONEs too) iterate through the counting iterator.
 * Only these parsed values change, never ical.js itself: other parses are unaffected.
 */
export function guardRules(root: Component, budget: StepBudget) {
  const Guarded = guardedIterator(budget);
  const visit = (component: Component) => {
    for (const prop of component.getAllProperties("rrule")) {
      let rules: Recur[];
      try {
        rules = prop.getValues() as Recur[];
      } catch {
        continue; // a rule ical.js cannot read throws again where its event is expanded: that event is skipped
      }
      for (const rule of rules) rule.iterator = (start: Time) => new Guarded({ rule, dtstart: start });
    }
    for (const child of component.getAllSubcomponents()) visit(child);
  };
  visit(root);
}

const SHIFTABLE_PARTS = new Set(["BYDAY", "BYHOUR", "BYMINUTE", "BYSECOND"]);

/**
 * Where to start expanding a series so that nothing overlapping `from` is missed: its own start, or,
 * for a single DAILY or WEEKLY rule without COUNT whose only filters are plain weekdays and times of
 * day (no RDATE), that start moved forward by whole weeks × INTERVAL to shortly before `from`. Moving
 * by whole weeks of the rule's period keeps its weekday and its phase, so the instances from there on
 * are the same; COUNT (counted from the first instance) and month or ordinal filters are not moved.
 */
export function expansionStart(
  master: Component,
  first: Time,
  firstAt: Instant,
  from: Instant,
  lengthMs: number,
): Time | undefined {
  const rules = master.getAllProperties("rrule");
  if (rules.length !== 1 || master.hasProperty("rdate")) return undefined;
  const rule = rules[0].getFirstValue() as Recur | null;
  if (!rule || rule.count || (rule.freq !== "DAILY" && rule.freq !== "WEEKLY")) return undefined;
  for (const [part, values] of Object.entries(rule.parts ?? {})) {
    if (!SHIFTABLE_PARTS.has(part)) return undefined;
    if (part === "BYDAY" && (values as string[]).some((v) => /\d/.test(v))) return undefined;
  }
  const periodDays = 7 * Math.max(1, rule.interval || 1);
  // One period of margin for the zone's offset, plus as many as the event lasts.
  const periods = Math.floor((from - firstAt) / (periodDays * DAY)) - Math.ceil(lengthMs / (periodDays * DAY)) - 1;
  if (periods <= 0) return undefined;
  return first.clone().adjust(periods * periodDays, 0, 0, 0);
}
