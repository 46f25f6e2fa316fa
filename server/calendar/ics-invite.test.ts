import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { bookingUid, escapeText, foldLine, type InviteInput, InviteInputError, writeInvite } from "./ics-invite";

const BASE: InviteInput = {
  method: "REQUEST",
  uid: bookingUid("01J9ZK3Q7B", "indore-ai.example"),
  sequence: 0,
  stamp: Date.parse("2026-03-05T10:15:00Z"),
  // Monday 9 March 2026, 18:30-19:00 IST: 09:00-09:30 in New York, the day after its clocks changed.
  start: Date.parse("2026-03-09T13:00:00Z"),
  end: Date.parse("2026-03-09T13:30:00Z"),
  organizer: { name: "Priya Sharma", email: "priya@indore-ai.example" },
  attendee: { name: "Sam O'Neil", email: "sam+calls@example.com" },
  summary: "Strategy call with Indore AI",
  meetingUrl: "https://meet.example.com/abc-defg-hij?pwd=1,2;3",
  agenda: ["Cut support costs", "Automate invoices; reconcile faster, please"],
  prodId: "-//Indore AI//Strategy calls//EN",
};

type Component = InstanceType<typeof ICAL.Component>;
function parse(text: string) {
  const root = new ICAL.Component(ICAL.parse(text));
  const event = root.getFirstSubcomponent("vevent") as Component;
  return { root, event, vevent: new ICAL.Event(event) };
}
const attendeesOf = (event: Component) =>
  event.getAllProperties("attendee").map((p) => ({
    address: p.getFirstValue(),
    cn: p.getParameter("cn") ?? null,
    partstat: p.getParameter("partstat"),
    rsvp: p.getParameter("rsvp"),
  }));

describe("writeInvite, read back with ical.js", () => {
  it("a request: method, UID, sequence, times in UTC, organizer, attendees, link and agenda", () => {
    const text = writeInvite(BASE);
    const { root, event, vevent } = parse(text);
    expect(root.getFirstPropertyValue("method")).toBe("REQUEST");
    expect(vevent.uid).toBe("booking-01J9ZK3Q7B@indore-ai.example");
    expect(vevent.sequence).toBe(0);
    expect(vevent.startDate.toJSDate().toISOString()).toBe("2026-03-09T13:00:00.000Z");
    expect(vevent.endDate.toJSDate().toISOString()).toBe("2026-03-09T13:30:00.000Z");
    expect(vevent.startDate.zone.tzid).toBe("UTC");
    expect(String(event.getFirstPropertyValue("dtstamp"))).toBe("2026-03-05T10:15:00Z");
    expect(event.getFirstPropertyValue("organizer")).toBe("mailto:priya@indore-ai.example");
    expect(event.getFirstProperty("organizer")?.getParameter("cn")).toBe("Priya Sharma");
    expect(attendeesOf(event)).toEqual([
      { address: "mailto:priya@indore-ai.example", cn: "Priya Sharma", partstat: "ACCEPTED", rsvp: "FALSE" },
      { address: "mailto:sam+calls@example.com", cn: "Sam O'Neil", partstat: "NEEDS-ACTION", rsvp: "TRUE" },
    ]);
    expect(vevent.summary).toBe("Strategy call with Indore AI");
    expect(vevent.location).toBe("https://meet.example.com/abc-defg-hij?pwd=1,2;3");
    expect(event.getFirstPropertyValue("url")).toBe("https://meet.example.com/abc-defg-hij?pwd=1,2;3");
    expect(vevent.description).toBe(
      "Agenda:\n- Cut support costs\n- Automate invoices; reconcile faster, please\n\nJoin: https://meet.example.com/abc-defg-hij?pwd=1,2;3",
    );
    expect(event.getFirstPropertyValue("status")).toBe("CONFIRMED");
    expect(text.replace(/\r\n /g, "")).toContain(
      "\r\nDESCRIPTION:Agenda:\\n- Cut support costs\\n- Automate invoices\\; reconcile faster\\, please",
    );
  });

  it("a reschedule keeps the UID and raises the sequence", () => {
    const moved = parse(
      writeInvite({ ...BASE, sequence: 1, start: BASE.start + 86_400_000, end: BASE.end + 86_400_000 }),
    );
    expect([moved.vevent.uid, moved.vevent.sequence, moved.vevent.startDate.toJSDate().toISOString()]).toEqual([
      "booking-01J9ZK3Q7B@indore-ai.example",
      1,
      "2026-03-10T13:00:00.000Z",
    ]);
  });

  it("a cancel is METHOD:CANCEL with STATUS:CANCELLED, to the same attendees", () => {
    const cancel = parse(writeInvite({ ...BASE, method: "CANCEL", sequence: 2 }));
    expect(cancel.root.getFirstPropertyValue("method")).toBe("CANCEL");
    expect(cancel.vevent.sequence).toBe(2);
    expect(cancel.event.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(attendeesOf(cancel.event).map((a) => a.address)).toEqual([
      "mailto:priya@indore-ai.example",
      "mailto:sam+calls@example.com",
    ]);
  });

  it("without a link or agenda, no LOCATION, URL or DESCRIPTION", () => {
    const { event } = parse(writeInvite({ ...BASE, meetingUrl: null, agenda: [] }));
    expect(["location", "url", "description"].map((p) => event.hasProperty(p))).toEqual([false, false, false]);
  });

  it("notes come after the agenda and the link", () => {
    const { vevent } = parse(
      writeInvite({ ...BASE, agenda: ["A"], meetingUrl: null, notes: "Reschedule: https://x.example/m" }),
    );
    expect(vevent.description).toBe("Agenda:\n- A\n\nReschedule: https://x.example/m");
  });
});

describe("visitor-typed names in the invite", () => {
  it.each([
    ["a plain name", "Ana-María O'Neil", "Ana-María O'Neil"],
    ["Devanagari", "प्रिया शर्मा", "प्रिया शर्मा"],
    ["a quote and a parameter", 'Sam";ROLE=CHAIR', null],
    ["a new line and a second attendee", "Sam\r\nATTENDEE:mailto:evil@example.com", null],
    ["a URL", "www.pay-now.example", null],
    ["nothing", null, null],
  ])("%s → CN %s", (_label, name, cn) => {
    const text = writeInvite({ ...BASE, attendee: { name, email: "sam@example.com" } });
    const visitor = attendeesOf(parse(text).event).find((a) => a.address === "mailto:sam@example.com");
    expect(visitor?.cn).toBe(cn);
    expect(attendeesOf(parse(text).event)).toHaveLength(2);
    expect(text).not.toContain("evil@");
    expect(text).not.toContain("ROLE=CHAIR;PARTSTAT=NEEDS-ACTION");
  });

  it("the consultant's name loses quotes and controls and is always quoted", () => {
    const text = writeInvite({
      ...BASE,
      organizer: { name: 'Priya "PS"\nSharma, Sr.', email: "priya@indore-ai.example" },
    });
    expect(text).toContain('ORGANIZER;CN="Priya PS Sharma, Sr.":mailto:priya@indore-ai.example');
    expect(parse(text).event.getFirstProperty("organizer")?.getParameter("cn")).toBe("Priya PS Sharma, Sr.");
  });
});

describe("line folding and escaping", () => {
  const long = {
    ...BASE,
    summary: `Strategy call — ${"रणनीति कॉल ".repeat(8)}🚀🚀🚀 end`,
    agenda: ["x".repeat(200), "Ünïcödé ".repeat(20)],
  };
  const text = writeInvite(long);
  const physical = text.split("\r\n").slice(0, -1);

  it("every physical line is at most 75 octets, continuations begin with one space, lines end CRLF", () => {
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    expect(Math.max(...physical.map((l) => Buffer.byteLength(l)))).toBeLessThanOrEqual(75);
    expect(physical.filter((l) => l.startsWith(" ")).length).toBeGreaterThan(5);
  });

  it("never splits a character: no lone surrogate, and unfolding gives back the text", () => {
    expect(physical.some((l) => /[\uD800-\uDBFF]$|^ ?[\uDC00-\uDFFF]/.test(l))).toBe(false);
    const { vevent } = parse(text);
    expect(vevent.summary).toBe(long.summary);
    expect(vevent.description).toContain("Ünïcödé ".repeat(20).trim());
  });

  it.each([
    ["a,b;c\\d", "a\\,b\\;c\\\\d"],
    ["line 1\r\nline 2\nline 3\rline 4", "line 1\\nline 2\\nline 3\\nline 4"],
    ["tab\there, bell\u0007 gone", "tab\there\\, bell gone"],
    ["line\u2028separator", "line\\nseparator"],
  ])("escapeText(%j) → %j", (raw, escaped) => {
    expect(escapeText(raw)).toBe(escaped);
  });

  it.each([
    ["a", 75, 1],
    ["a", 76, 2],
    ["a", 149, 2],
    ["a", 150, 3],
    ["é", 38, 2],
  ])("foldLine of %s × %i → %i physical lines", (ch, count, lines) => {
    expect(foldLine(ch.repeat(count)).split("\r\n")).toHaveLength(lines);
  });
});

describe("refusals", () => {
  it.each([
    ["attendee.email", { attendee: { name: "Sam", email: "sam@example.com\r\nBCC:x@y" } }],
    ["attendee.email", { attendee: { name: "Sam", email: "not an address" } }],
    ["organizer.email", { organizer: { name: "P", email: 'p"@x.example' } }],
    ["meetingUrl", { meetingUrl: "javascript:alert(1)" }],
    ["meetingUrl", { meetingUrl: "not a url" }],
    ["end", { end: BASE.start }],
    ["sequence", { sequence: -1 }],
    ["sequence", { sequence: 1.5 }],
    ["uid", { uid: "has space@x" }],
    ["uid", { uid: "x\r\nMETHOD:CANCEL" }],
    ["start", { start: Number.NaN }],
    ["prodId", { prodId: "-//x\r\n//EN" }],
  ] as const)("%s: %o", (field, change) => {
    const attempt = () => writeInvite({ ...BASE, ...change } as InviteInput);
    expect(attempt).toThrow(InviteInputError);
    expect(attempt).toThrow(`invite: bad ${field}`);
  });
});
