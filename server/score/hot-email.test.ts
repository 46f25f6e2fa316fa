import { describe, expect, it } from "vitest";
import type { LeadMailContext } from "../mail/lead-emails";
import { hotLeadEmail } from "./hot-email";

const ctx: LeadMailContext = {
  brandName: "Narmada AI",
  siteUrl: "https://narmadaai.in",
  salesEmail: "sales@narmadaai.in",
  mailFrom: "Narmada AI <no-reply@narmadaai.in>",
  contact: { email: "hello@narmadaai.in", phone: "", address: "" },
};
const base = {
  leadId: "01a224b9-738c-7204-8f13-6fc7dc1dc859",
  person: "Meera Iyer (meera@malwa-textiles.in)",
  score: 75,
  lines: ["+20 calculated cost of inaction above $250,000", "+10 requested a report"],
};

describe("the hot lead e-mail", () => {
  it.each([
    ["no owner: the sales address", null, "sales@narmadaai.in"],
    [
      "the owner by name",
      { name: "Asha Verma", email: "asha@narmadaai.in" },
      { name: "Asha Verma", address: "asha@narmadaai.in" },
    ],
  ])("%s", (_name, to, expected) => {
    const mail = hotLeadEmail({ ...base, to }, ctx);
    expect(mail.to).toEqual(expected);
    expect(mail.subject).toBe("Hot lead (score 75): Meera Iyer (meera@malwa-textiles.in)");
    expect(mail.text).toBe(
      [
        "Meera Iyer (meera@malwa-textiles.in) reached a lead score of 75 on Narmada AI: a hot lead.",
        "",
        "+20 calculated cost of inaction above $250,000",
        "+10 requested a report",
        "",
        "Open the lead: https://narmadaai.in/admin/leads/01a224b9-738c-7204-8f13-6fc7dc1dc859",
      ].join("\n"),
    );
  });

  it("keeps a typed name's line breaks out of the subject", () => {
    const mail = hotLeadEmail({ ...base, person: "Eve\r\nBcc: x@evil.example", to: null }, ctx);
    expect(mail.subject).toBe("Hot lead (score 75): Eve Bcc: x@evil.example");
  });
});
