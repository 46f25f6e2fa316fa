import { describe, expect, it } from "vitest";
import { backupLife, days, type PrivacyPeriods, privacySections } from "./privacy";

const PERIODS: PrivacyPeriods = {
  analyticsDays: 30,
  emailDays: 45,
  chatDays: 90,
  unconfirmedDays: 7,
  auditDays: 365,
  backupKeep: 7,
  backupIntervalHours: 24,
};
const SITE = { brandName: "Narmada AI Technologies", email: "hello@narmadaai.in" };
const linesOf = (p: PrivacyPeriods) => privacySections(p, SITE).find((s) => s.id === "how-long")?.items ?? [];

describe("privacy notice", () => {
  it.each([
    [1, "1 day"],
    [7, "7 days"],
    [365, "365 days"],
  ])("days(%i) reads %j", (n, text) => expect(days(n)).toBe(text));

  it.each([
    [7, 24, "7 days"],
    [3, 12, "36 hours"],
    [4, 12, "2 days"],
    [7, 0, null],
  ])("%i backups every %i hours live %j", (keep, hours, text) => expect(backupLife(keep, hours)).toBe(text));

  it("quotes each period from the settings it is given", () => {
    expect(linesOf(PERIODS)).toEqual([
      "Individual page views: 30 days; after that only daily totals per page remain.",
      "The text of e-mails we have sent you: 45 days after sending; we keep only the fact that an e-mail was sent.",
      "Chat conversations: 90 days after the last message.",
      "Unconfirmed sign-ups: 7 days.",
      "Our team's audit log of changes made in our admin area: 365 days.",
      "Backups of our database: each is deleted after 7 days.",
      "Your enquiry and the notes our team keeps about it: for as long as we are discussing or doing work together, and until you ask us to erase them.",
    ]);
  });

  it("leaves backups out when none are scheduled, and names the firm and its address", () => {
    const lines = linesOf({ ...PERIODS, backupIntervalHours: 0 });
    expect(lines.some((l) => l.startsWith("Backups"))).toBe(false);
    const who = privacySections(PERIODS, SITE)[0].paragraphs[0];
    expect(who).toContain("Narmada AI Technologies is an AI and IT services firm in Indore");
    expect(who).toContain("hello@narmadaai.in");
  });
});
