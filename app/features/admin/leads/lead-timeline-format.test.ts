import { describe, expect, it } from "vitest";
import { excerpt, timelineLine } from "~/features/admin/leads/lead-timeline-format";

describe("timelineLine", () => {
  it.each([
    ["received", { type: "contact" }, "Lead received (Contact form)"],
    ["received", { type: "roi_report" }, "Lead received (ROI report)"],
    ["received", {}, "Lead received"],
    ["status", { from: "new", to: "contacted" }, "Status changed from new to contacted"],
    ["value", { from: null, to: 12000 }, "Value changed from none to $12,000"],
    ["value", { from: 500, to: null }, "Value changed from $500 to none"],
    ["owner", { from: null, to: "Asha Rao" }, "Assigned to Asha Rao"],
    ["owner", { from: "Asha Rao", to: "Vikram Jain" }, "Owner changed from Asha Rao to Vikram Jain"],
    ["owner", { from: "Asha Rao", to: null }, "Unassigned (was Asha Rao)"],
    ["follow_up", { from: null, to: "2026-12-01" }, "Follow-up set for 2026-12-01"],
    ["follow_up", { from: "2026-12-01", to: "2026-12-04" }, "Follow-up moved from 2026-12-01 to 2026-12-04"],
    ["follow_up", { from: "2026-12-01", to: null }, "Follow-up cleared (was 2026-12-01)"],
    ["note", { text: "Called;\n  wants a demo" }, "Note added: Called; wants a demo"],
    ["delivery", { delivery: "webhook", result: "sent", attempts: 1 }, "CRM webhook: sent"],
    [
      "delivery",
      { delivery: "team_email", result: "failed", attempts: 5, error: "SMTP 554 rejected" },
      "E-mail to the sales team: failed after 5 attempts (SMTP 554 rejected)",
    ],
    ["delivery", { delivery: "sms", result: "failed", attempts: 1 }, "sms: failed"],
    ["delivery", { delivery: "booking_email", result: "sent", attempts: 1 }, "Strategy call e-mail: sent"],
    [
      "booking",
      { action: "booked", start: "2027-01-06T04:30:00.000Z", consultant: "Asha Verma" },
      "Strategy call booked for 6 Jan 2027, 10:00 AM IST with Asha Verma",
    ],
    [
      "booking",
      { action: "moved", from: "2027-01-06T04:30:00.000Z", start: "2027-01-07T09:30:00.000Z", consultant: "Ravi" },
      "Strategy call moved from 6 Jan 2027, 10:00 AM IST to 7 Jan 2027, 3:00 PM IST with Ravi",
    ],
    [
      "booking",
      { action: "cancelled", start: "2027-01-06T18:30:00.000Z", by: "visitor" },
      "Strategy call on 7 Jan 2027, 12:00 AM IST cancelled by the visitor",
    ],
    ["booking", { action: "booked", start: "soon" }, "Strategy call booked for an unknown time"],
    [
      "booking",
      { action: "cancelled", start: "2027-01-06T04:30:00.000Z", by: "team" },
      "Strategy call on 6 Jan 2027, 10:00 AM IST cancelled by the team",
    ],
    [
      "booking",
      { action: "held", start: "2027-01-06T04:30:00.000Z", consultant: "Asha Verma" },
      "Strategy call on 6 Jan 2027, 10:00 AM IST with Asha Verma marked held",
    ],
    [
      "booking",
      { action: "no_show", start: "2027-01-06T04:30:00.000Z", consultant: "Asha Verma" },
      "Strategy call on 6 Jan 2027, 10:00 AM IST with Asha Verma marked a no-show",
    ],
    [
      "booking",
      { action: "rebooking_sent", start: "2027-01-06T04:30:00.000Z" },
      "Rebooking e-mail sent after the missed call on 6 Jan 2027, 10:00 AM IST",
    ],
    [
      "booking",
      { action: "reassigned", start: "2027-01-06T04:30:00.000Z", from: "Priya Raman", consultant: "Ravi" },
      "Strategy call on 6 Jan 2027, 10:00 AM IST handed over from Priya Raman with Ravi",
    ],
    // A visitor's markup stays text: the line is never parsed as HTML.
    ["note", { text: "<b>hi</b>" }, "Note added: <b>hi</b>"],
    ["something_new", {}, "something_new"],
  ])("%s %j → %s", (kind, detail, line) => {
    expect(timelineLine({ kind, detail })).toBe(line);
  });
});

describe("excerpt", () => {
  it.each([
    ["short", 10, "short"],
    ["exactly10!", 10, "exactly10!"],
    ["eleven char", 10, "eleven ch…"],
    ["  a \n\n b ", 10, "a b"],
  ])("%j (max %i) → %j", (text, max, out) => {
    expect(excerpt(text, max)).toBe(out);
  });
});
