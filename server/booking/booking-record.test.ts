import { describe, expect, it } from "vitest";
import { agendaOf, type BookingRecord, canChange, changedDrafts, liveDrafts, mailboxHash } from "./booking-record";

const HOUR = 3_600_000;
const START = Date.parse("2027-01-06T04:30:00.000Z");

const record: BookingRecord = {
  id: "0194a0b2-0000-7000-8000-000000000001",
  leadId: "0194a0b2-0000-7000-8000-000000000002",
  start: START,
  end: START + HOUR / 2,
  zone: "America/New_York",
  status: "booked",
  sequence: 3,
  meetingUrl: "https://meet.jit.si/x",
  consultant: { id: "u1", name: "Asha Verma", email: "asha@narmadaai.in" },
  visitor: { name: "Neha", email: "neha@example.com", company: null, phone: null },
  agenda: ["Reduce Costs"],
};

describe("booking record", () => {
  it.each([
    // Booked two days ahead: both reminders.
    [START - 48 * HOUR, [24, 1], ["2027-01-05T04:30:00.000Z", "2027-01-06T03:30:00.000Z"]],
    // Booked 10 hours ahead: the 24 h reminder's time has passed, only the 1 h one.
    [START - 10 * HOUR, [24, 1], ["2027-01-06T03:30:00.000Z"]],
    // Exactly at a reminder's time: not written (it would go out at once, with the confirmation).
    [START - HOUR, [24, 1], []],
    [START - 48 * HOUR, [], []],
  ])("booked at %s with reminders %j schedules them for %j", (now, hours, times) => {
    const drafts = liveDrafts(record, "confirmed", now, hours);
    expect(drafts.slice(0, 2).map((d) => [d.notBefore, d.dependsOn])).toEqual([
      [undefined, `booking:${record.id}:3`],
      [undefined, `booking:${record.id}:3`],
    ]);
    const reminders = drafts.slice(2);
    expect(reminders.map((d) => d.notBefore)).toEqual(times);
    for (const d of reminders) expect(d.dependsOn).toBe(`booking:${record.id}:3`);
  });

  it.each([
    // Same consultant after the move: only the new version's invites, no cancellation.
    [
      "u1",
      [
        ["moved", "visitor", "Asha Verma"],
        ["moved", "consultant", "Asha Verma"],
      ],
    ],
    // Another consultant had it: the former one also gets the cancellation, naming them, unconditional.
    [
      "u2",
      [
        ["moved", "visitor", "Asha Verma"],
        ["moved", "consultant", "Asha Verma"],
        ["cancelled", "consultant", "Ravi Rao"],
      ],
    ],
  ])("a call moved from consultant %s writes %j", (formerId, rows) => {
    const former = { id: formerId, name: formerId === "u1" ? "Asha Verma" : "Ravi Rao", email: "r@narmadaai.in" };
    const drafts = changedDrafts(record, "moved", former, START - HOUR, [24]);
    const mails = drafts.map(
      (d) => (d.payload as { booking: { purpose: string; to: string; consultant: { name: string } } }).booking,
    );
    expect(mails.map((m) => [m.purpose, m.to, m.consultant.name])).toEqual(rows);
    expect(drafts.map((d) => d.dependsOn !== undefined)).toEqual(rows.map(([purpose]) => purpose !== "cancelled"));
  });

  it.each([
    ["booked", START - 121 * 60_000, true],
    ["booked", START - 120 * 60_000, false],
    ["booked", START + 1, false],
    ["cancelled", START - 48 * HOUR, false],
    ["held", START - 48 * HOUR, false],
  ] as const)("a %s call at %s may be changed online: %s (notice 120 min)", (status, now, expected) => {
    expect(canChange({ status, start: START }, now, 120)).toBe(expected);
  });

  it.each([
    ["Neha@Example.com", "neha@example.com"],
    ["neha+work@example.com", "neha@example.com"],
    ["n.e.h.a@googlemail.com", "neha@gmail.com"],
  ])("%s counts as the mailbox of %s", (a, b) => {
    expect(mailboxHash(a)).toBe(mailboxHash(b));
  });

  it("tells different mailboxes apart", () => {
    expect(mailboxHash("neha@example.com")).not.toBe(mailboxHash("ravi@example.com"));
  });

  it.each([
    [{ outcomes: ["Reduce Costs", "AI-Powered Apps"] }, ["Reduce Costs", "AI-Powered Apps"]],
    [{ outcomes: ["Reduce Costs", 4, null] }, ["Reduce Costs"]],
    [{ outcomes: "Reduce Costs" }, []],
    [null, []],
  ])("reads the agenda of %j as %j", (payload, agenda) => {
    expect(agendaOf(payload)).toEqual(agenda);
  });
});
