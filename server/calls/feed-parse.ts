// A feed's text → the busy times stored for slot generation: K1's reader (server/calendar/ics-busy.ts)
// with plain data in and out, so it can run in a background worker thread (server/background/jobs.ts:
// a big feed takes about a second to expand, which must not hold the visitors' thread).
import { busyFromIcs } from "../calendar/ics-busy";
import type { Interval } from "../calendar/zones";

export interface FeedParseInput {
  text: string;
  /** The span kept (epoch ms): from the start of today in IST to past the booking window. */
  from: number;
  to: number;
}

export type FeedParseOutput =
  | { ok: true; busy: Interval[]; events: number; skipped: number }
  | { ok: false; error: string };

export function parseFeedText({ text, from, to }: FeedParseInput): FeedParseOutput {
  const result = busyFromIcs(text, { from, to });
  if (!result.ok) {
    const { code } = result.error;
    const error =
      code === "not_icalendar"
        ? "the address does not give an iCalendar feed"
        : code === "too_many_occurrences"
          ? "the feed's repeating events expand to too many occurrences"
          : code === "too_complex"
            ? "the feed's repeating events take too long to expand"
            : "the feed could not be read";
    return { ok: false, error };
  }
  const { busy, events, skipped } = result.value;
  return { ok: true, busy, events, skipped };
}
