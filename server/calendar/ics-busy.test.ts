import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { busyFromIcs, IcsBusyError, type IcsBusyOptions } from "./ics-busy";

// Window: Monday 2 March 2026 00:00 UTC to Monday 16 March 00:00 UTC (New York changes clocks on 8 March).
const WINDOW = { from: Date.parse("2026-03-02T00:00:00Z"), to: Date.parse("2026-03-16T00:00:00Z") };

const feed = (body: string, header = "") =>
  `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Test//Feed//EN\r\n${header}${body}END:VCALENDAR\r\n`;
const event = (...lines: string[]) =>
  `BEGIN:VEVENT\r\nUID:${lines[0]}\r\n${lines.slice(1).join("\r\n")}\r\nEND:VEVENT\r\n`;
const short = (t: number) => new Date(t).toISOString().replace(":00.000Z", "Z");

function busy(text: string, options: Partial<IcsBusyOptions> = {}) {
  const r = busyFromIcs(text, { ...WINDOW, ...options });
  if (!r.ok) throw new Error(`expected busy times, got ${r.error.code}: ${r.error.message}`);
  return r.value.busy.map((b) => [short(b.start), short(b.end)]);
}

describe("busyFromIcs: single events and zones", () => {
  it.each([
    [
      "UTC",
      event("a", "DTSTART:20260303T050000Z", "DTEND:20260303T060000Z"),
      [["2026-03-03T05:00Z", "2026-03-03T06:00Z"]],
    ],
    [
      "a TZID the runtime knows (IST 10:00-11:00)",
      event("a", "DTSTART;TZID=Asia/Kolkata:20260304T100000", "DTEND;TZID=Asia/Kolkata:20260304T110000"),
      [["2026-03-04T04:30Z", "2026-03-04T05:30Z"]],
    ],
    [
      "DURATION instead of DTEND",
      event("a", "DTSTART:20260303T050000Z", "DURATION:PT45M"),
      [["2026-03-03T05:00Z", "2026-03-03T05:45Z"]],
    ],
    [
      "a floating time is IST",
      event("a", "DTSTART:20260303T100000", "DTEND:20260303T103000"),
      [["2026-03-03T04:30Z", "2026-03-03T05:00Z"]],
    ],
    [
      "an all-day event blocks the whole IST day",
      event("a", "DTSTART;VALUE=DATE:20260305", "DTEND;VALUE=DATE:20260306"),
      [["2026-03-04T18:30Z", "2026-03-05T18:30Z"]],
    ],
    [
      "a two-day all-day event",
      event("a", "DTSTART;VALUE=DATE:20260305", "DTEND;VALUE=DATE:20260307"),
      [["2026-03-04T18:30Z", "2026-03-06T18:30Z"]],
    ],
    [
      "an all-day event without DTEND is one day",
      event("a", "DTSTART;VALUE=DATE:20260305"),
      [["2026-03-04T18:30Z", "2026-03-05T18:30Z"]],
    ],
    [
      "overlapping events are merged, touching ones too",
      event("a", "DTSTART:20260303T050000Z", "DTEND:20260303T060000Z") +
        event("b", "DTSTART:20260303T053000Z", "DTEND:20260303T070000Z") +
        event("c", "DTSTART:20260303T070000Z", "DTEND:20260303T073000Z"),
      [["2026-03-03T05:00Z", "2026-03-03T07:30Z"]],
    ],
    [
      "clipped to the window; an event ending at its start or starting at its end is outside",
      event("a", "DTSTART:20260301T000000Z", "DTEND:20260302T010000Z") +
        event("b", "DTSTART:20260301T000000Z", "DTEND:20260302T000000Z") +
        event("c", "DTSTART:20260316T000000Z", "DTEND:20260316T010000Z"),
      [["2026-03-02T00:00Z", "2026-03-02T01:00Z"]],
    ],
    [
      "TRANSP:TRANSPARENT (shown as free) and STATUS:CANCELLED are ignored",
      event("a", "DTSTART:20260303T050000Z", "DTEND:20260303T060000Z", "TRANSP:TRANSPARENT") +
        event("b", "DTSTART:20260304T050000Z", "DTEND:20260304T060000Z", "STATUS:CANCELLED") +
        event("c", "DTSTART:20260305T050000Z", "DTEND:20260305T060000Z", "TRANSP:OPAQUE", "STATUS:CONFIRMED"),
      [["2026-03-05T05:00Z", "2026-03-05T06:00Z"]],
    ],
    ["an event without length blocks nothing", event("a", "DTSTART:20260303T050000Z"), []],
  ])("%s", (_label, body, expected) => {
    expect(busy(feed(body))).toEqual(expected);
  });

  it.each([
    ["X-WR-TIMEZONE London: floating 10:00 GMT", "X-WR-TIMEZONE:Europe/London\r\n", {}, "2026-03-03T10:00Z"],
    ["X-WR-TIMEZONE New York: floating 10:00 EST", "X-WR-TIMEZONE:America/New_York\r\n", {}, "2026-03-03T15:00Z"],
    ["no X-WR-TIMEZONE, defaultZone London", "", { defaultZone: "Europe/London" }, "2026-03-03T10:00Z"],
    ["an unknown X-WR-TIMEZONE falls back to IST", "X-WR-TIMEZONE:Mars/Olympus\r\n", {}, "2026-03-03T04:30Z"],
  ])("floating times follow the feed's zone: %s", (_label, header, options, start) => {
    const r = busy(feed(event("a", "DTSTART:20260303T100000", "DURATION:PT30M"), header), options);
    expect(r[0][0]).toBe(start);
  });

  it("an all-day event in a London feed blocks the London day", () => {
    const text = feed(
      event("a", "DTSTART;VALUE=DATE:20260305", "DTEND;VALUE=DATE:20260306"),
      "X-WR-TIMEZONE:Europe/London\r\n",
    );
    expect(busy(text)).toEqual([["2026-03-05T00:00Z", "2026-03-06T00:00Z"]]);
  });

  it("reads a zone named only by the feed's VTIMEZONE (Outlook's names), daylight saving included", () => {
    const vtimezone = [
      "BEGIN:VTIMEZONE",
      "TZID:Eastern Standard Time",
      "BEGIN:STANDARD",
      "DTSTART:16010101T020000",
      "TZOFFSETFROM:-0400",
      "TZOFFSETTO:-0500",
      "RRULE:FREQ=YEARLY;BYDAY=1SU;BYMONTH=11",
      "END:STANDARD",
      "BEGIN:DAYLIGHT",
      "DTSTART:16010101T020000",
      "TZOFFSETFROM:-0500",
      "TZOFFSETTO:-0400",
      "RRULE:FREQ=YEARLY;BYDAY=2SU;BYMONTH=3",
      "END:DAYLIGHT",
      "END:VTIMEZONE",
      "",
    ].join("\r\n");
    const body = event(
      "a",
      'DTSTART;TZID="Eastern Standard Time":20260306T090000',
      'DTEND;TZID="Eastern Standard Time":20260306T093000',
      "RRULE:FREQ=WEEKLY;COUNT=2",
    );
    expect(busy(feed(vtimezone + body))).toEqual([
      ["2026-03-06T14:00Z", "2026-03-06T14:30Z"],
      ["2026-03-13T13:00Z", "2026-03-13T13:30Z"],
    ]);
  });
});

describe("busyFromIcs: recurring events", () => {
  const daily = (...extra: string[]) =>
    event(
      "daily",
      "DTSTART;TZID=Asia/Kolkata:20260302T120000",
      "DTEND;TZID=Asia/Kolkata:20260302T123000",
      "RRULE:FREQ=DAILY;COUNT=5",
      ...extra,
    );
  const at1200 = (day: string) => [`2026-03-${day}T06:30Z`, `2026-03-${day}T07:00Z`];

  it.each([
    [
      "a daily series (12:00 IST, five times)",
      daily(),
      [at1200("02"), at1200("03"), at1200("04"), at1200("05"), at1200("06")],
    ],
    [
      "EXDATE in the series' zone",
      daily("EXDATE;TZID=Asia/Kolkata:20260304T120000"),
      [at1200("02"), at1200("03"), at1200("05"), at1200("06")],
    ],
    [
      "EXDATE written in UTC",
      daily("EXDATE:20260304T063000Z,20260306T063000Z"),
      [at1200("02"), at1200("03"), at1200("05")],
    ],
    [
      "a moved instance (RECURRENCE-ID) replaces the one it names",
      daily() +
        event(
          "daily",
          "RECURRENCE-ID;TZID=Asia/Kolkata:20260303T120000",
          "DTSTART;TZID=Asia/Kolkata:20260303T150000",
          "DTEND;TZID=Asia/Kolkata:20260303T153000",
        ),
      [at1200("02"), ["2026-03-03T09:30Z", "2026-03-03T10:00Z"], at1200("04"), at1200("05"), at1200("06")],
    ],
    [
      "a cancelled instance",
      daily() +
        event(
          "daily",
          "RECURRENCE-ID:20260304T063000Z",
          "DTSTART:20260304T063000Z",
          "DTEND:20260304T070000Z",
          "STATUS:CANCELLED",
        ),
      [at1200("02"), at1200("03"), at1200("05"), at1200("06")],
    ],
    [
      "an instance marked free",
      daily() +
        event(
          "daily",
          "RECURRENCE-ID;TZID=Asia/Kolkata:20260305T120000",
          "DTSTART;TZID=Asia/Kolkata:20260305T120000",
          "DTEND;TZID=Asia/Kolkata:20260305T123000",
          "TRANSP:TRANSPARENT",
        ),
      [at1200("02"), at1200("03"), at1200("04"), at1200("06")],
    ],
    [
      "an override of another series leaves this one alone",
      daily() +
        event(
          "other",
          "RECURRENCE-ID;TZID=Asia/Kolkata:20260303T120000",
          "DTSTART:20260310T000000Z",
          "DTEND:20260310T003000Z",
        ),
      [
        at1200("02"),
        at1200("03"),
        at1200("04"),
        at1200("05"),
        at1200("06"),
        ["2026-03-10T00:00Z", "2026-03-10T00:30Z"],
      ],
    ],
    [
      "a cancelled series takes its moved instances with it",
      daily("STATUS:CANCELLED") +
        event(
          "daily",
          "RECURRENCE-ID;TZID=Asia/Kolkata:20260303T120000",
          "DTSTART;TZID=Asia/Kolkata:20260303T150000",
          "DTEND;TZID=Asia/Kolkata:20260303T153000",
        ),
      [],
    ],
    [
      "a weekly New York meeting keeps 09:00 local across the change (14:00 UTC, then 13:00 UTC)",
      event(
        "ny",
        "DTSTART;TZID=America/New_York:20260302T090000",
        "DTEND;TZID=America/New_York:20260302T093000",
        "RRULE:FREQ=WEEKLY;BYDAY=MO",
      ),
      [
        ["2026-03-02T14:00Z", "2026-03-02T14:30Z"],
        ["2026-03-09T13:00Z", "2026-03-09T13:30Z"],
      ],
    ],
    [
      "a weekly all-day series blocks each IST day (the first clipped to the window)",
      event("w", "DTSTART;VALUE=DATE:20260302", "DTEND;VALUE=DATE:20260303", "RRULE:FREQ=WEEKLY;COUNT=2"),
      [
        ["2026-03-02T00:00Z", "2026-03-02T18:30Z"],
        ["2026-03-08T18:30Z", "2026-03-09T18:30Z"],
      ],
    ],
  ])("%s", (_label, body, expected) => {
    expect(busy(feed(body))).toEqual(expected);
  });

  it("a weekday series begun in 2010 starts near the window: right times, a handful of occurrences", () => {
    const body = event(
      "old",
      "DTSTART;TZID=America/New_York:20100104T090000",
      "DTEND;TZID=America/New_York:20100104T093000",
      "RRULE:FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR",
    );
    const r = busyFromIcs(feed(body), {
      from: Date.parse("2026-03-06T00:00:00Z"),
      to: Date.parse("2026-03-11T00:00:00Z"),
    });
    expect(r.ok && r.value.busy.map((b) => short(b.start))).toEqual([
      "2026-03-06T14:00Z",
      "2026-03-09T13:00Z",
      "2026-03-10T13:00Z",
    ]);
    expect(r.ok && r.value.occurrences).toBeLessThan(30);
  });

  it("a fortnightly Mon/Wed/Fri series begun in 2015 keeps its phase (582 weeks on: an 'on' week)", () => {
    const body = event(
      "fortnight",
      "DTSTART;TZID=Asia/Kolkata:20150105T100000",
      "DTEND;TZID=Asia/Kolkata:20150105T103000",
      "RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE,FR",
    );
    expect(busy(feed(body)).map(([start]) => start)).toEqual([
      "2026-03-02T04:30Z",
      "2026-03-04T04:30Z",
      "2026-03-06T04:30Z",
    ]);
  });
});

describe("busyFromIcs: hostile and broken feeds", () => {
  it.each([
    ["plain text", "hello"],
    ["nothing", ""],
    ["an HTML error page", "<!doctype html><title>502</title>"],
    ["a calendar cut off in the middle", "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART:20260303T050000Z\r\n"],
    ["a lone VEVENT", event("a", "DTSTART:20260303T050000Z", "DTEND:20260303T060000Z")],
    ["binary", "\u0000\u0001\u0002BEGIN"],
    ["a line without a colon inside a calendar", "BEGIN:VCALENDAR\r\nnonsense\r\nEND:VCALENDAR\r\n"],
    ["a malformed line outside any event", "BEGIN:VCALENDAR\r\nX-FOO;BAR:baz\r\nEND:VCALENDAR\r\n"],
  ])("%s → not_icalendar", (_label, text) => {
    const r = busyFromIcs(text, WINDOW);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error).toBeInstanceOf(IcsBusyError);
      expect(r.error.code).toBe("not_icalendar");
    }
  });

  it("a value that is not text → not_icalendar", () => {
    const r = busyFromIcs(null as unknown as string, WINDOW);
    expect(!r.ok && r.error.code).toBe("not_icalendar");
  });

  it("a window that ends before it starts → bad_range", () => {
    const r = busyFromIcs(feed(""), { from: WINDOW.to, to: WINDOW.from });
    expect(!r.ok && r.error.code).toBe("bad_range");
  });

  const good = event("good", "DTSTART:20260303T050000Z", "DTEND:20260303T060000Z");
  const never = (rule: string) =>
    event("never", "DTSTART:20260302T100000Z", "DTEND:20260302T110000Z", `RRULE:${rule}`, "EXDATE:20260302T100000Z");

  it.each([
    ["an unreadable date", event("bad", "DTSTART:garbage", "DTEND:20260303T060000Z")],
    [
      "a rule ical.js refuses (BYHOUR=25)",
      event("bad", "DTSTART:20260302T100000Z", "DURATION:PT1H", "RRULE:FREQ=DAILY;BYHOUR=25"),
    ],
    ["a rule with no such frequency", event("bad", "DTSTART:20260302T100000Z", "DURATION:PT1H", "RRULE:FREQ=FOO")],
    ["a parameter without a value", event("bad", "DTSTART:20260302T100000Z", "DURATION:PT1H", "X-FOO;BAR:baz")],
    [
      "a rule that never matches (30 February), which spins ical.js forever",
      never("FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30"),
    ],
    ["the same, hourly", never("FREQ=HOURLY;BYMONTH=2;BYMONTHDAY=30")],
  ])("%s: that event is skipped, the others count", (_label, bad) => {
    const r = busyFromIcs(feed(bad + good), { ...WINDOW, maxStepsPerEvent: 2_000 });
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.value.skipped).toBe(1);
      expect(r.value.busy.map((b) => short(b.start))).toEqual(["2026-03-03T05:00Z"]);
    }
  });

  it("the step guard hooks methods ical.js still has (else a rule that never matches would hang the test)", () => {
    const proto = ICAL.RecurIterator.prototype as unknown as Record<string, unknown>;
    expect([typeof proto.check_contracting_rules, typeof proto.expand_year_days]).toEqual(["function", "function"]);
  });

  it("rules that never match, more than the feed's step budget → too_complex", () => {
    const text = feed(never("FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30").repeat(3) + good);
    const r = busyFromIcs(text, { ...WINDOW, maxStepsPerEvent: 2_000, maxSteps: 5_000 });
    expect(!r.ok && r.error.code).toBe("too_complex");
  });

  it("a rule every second → too_many_occurrences", () => {
    const text = feed(event("secondly", "DTSTART:20260302T100000Z", "DURATION:PT1S", "RRULE:FREQ=SECONDLY"));
    const r = busyFromIcs(text, { ...WINDOW, maxOccurrences: 500 });
    expect(!r.ok && r.error.code).toBe("too_many_occurrences");
  });

  it("counts events, occurrences (a single event is one) and the zone it used", () => {
    const r = busyFromIcs(
      feed(good + event("daily", "DTSTART:20260302T000000Z", "DURATION:PT1H", "RRULE:FREQ=DAILY;COUNT=3")),
      WINDOW,
    );
    expect(r.ok && { ...r.value, busy: r.value.busy.length }).toEqual({
      busy: 4,
      zone: "Asia/Kolkata",
      events: 2,
      skipped: 0,
      occurrences: 4,
    });
  });
});
