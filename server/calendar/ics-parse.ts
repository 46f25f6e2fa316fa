// Parsing a feed with ical.js so that one bad event does not cost the whole feed: ical.js refuses the
// entire text for a single unreadable RRULE ("FREQ=FOO") or a malformed parameter. When that happens,
// the events holding such lines are dropped (and counted) and the rest is parsed again.
import ICAL from "ical.js";

type Component = InstanceType<typeof ICAL.Component>;

export interface Parsed {
  roots: Component[];
  /** Events dropped because a line of theirs could not be parsed. */
  dropped: number;
}

function toRoots(text: string): Component[] {
  const parsed: unknown[] = ICAL.parse(text);
  const jcals = (Array.isArray(parsed[0]) ? parsed : [parsed]) as unknown[][];
  return jcals.map((j) => new ICAL.Component(j));
}

function lineParses(line: string): boolean {
  try {
    ICAL.parse.property(line);
    return true;
  } catch {
    return false;
  }
}

/** Parses `text`, or throws what ical.js threw when the fault is not inside an event. */
export function parseFeed(text: string): Parsed {
  try {
    return { roots: toRoots(text), dropped: 0 };
  } catch (first) {
    // Unfold (RFC 5545 §3.1), then keep every line except those of an event with a line ical.js refuses.
    const lines = text.replace(/\r?\n[ \t]/g, "").split(/\r?\n/);
    const kept: string[] = [];
    let event: string[] | null = null;
    let bad = false;
    let dropped = 0;
    for (const line of lines) {
      if (/^BEGIN:VEVENT$/i.test(line)) {
        event = [line];
        bad = false;
      } else if (event && /^END:VEVENT$/i.test(line)) {
        if (bad) dropped++;
        else kept.push(...event, line);
        event = null;
      } else if (event) {
        event.push(line);
        if (!bad && !/^(BEGIN|END):/i.test(line) && line.trim() && !lineParses(line)) bad = true;
      } else {
        kept.push(line);
      }
    }
    if (dropped === 0) throw first;
    return { roots: toRoots(kept.join("\r\n")), dropped };
  }
}
