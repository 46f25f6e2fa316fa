import { describe, expect, it } from "vitest";
import type { LeadType } from "~/lib/statuses";
import type { LeadSnapshot } from "../leads/lead-snapshot";
import { humanize, payloadLines, teamEmail, visitorEmail } from "./lead-emails";

const ctx = {
  brandName: "Narmada AI Technologies",
  siteUrl: "https://narmadaai.in",
  salesEmail: "sales@narmadaai.in",
  mailFrom: "Narmada AI <no-reply@narmadaai.in>",
  contact: { email: "hello@narmadaai.in", phone: "+91 731 400 2200", address: "Vijay Nagar, Indore" },
};

const lead = (over: Partial<LeadSnapshot>): LeadSnapshot => ({
  id: "lead-1",
  type: "contact",
  name: "Priya Sharma",
  email: "priya@example.com",
  company: null,
  phone: null,
  payload: {},
  created_at: "2026-11-23T10:15:00.000Z",
  ...over,
});

describe("humanize", () => {
  it.each([
    ["message", "Message"],
    ["timePreference", "Time preference"],
    ["inputs.supportTickets", "Inputs: support tickets"],
    ["results.breakdown.churnLoss", "Results: breakdown: churn loss"],
    ["contact_info", "Contact info"],
  ])("%s → %s", (key, label) => {
    expect(humanize(key)).toBe(label);
  });
});

describe("payloadLines", () => {
  it.each([
    [{ message: "Hi", service: "" }, ["Message: Hi", "Service: (none)"]],
    [{ outcomes: ["Reduce Costs", "AI-Powered Apps"] }, ["Outcomes: Reduce Costs, AI-Powered Apps"]],
    [{ outcomes: [] }, ["Outcomes: (none)"]],
    [{ lead: { wantsConsult: true, role: "CTO" } }, ["Lead: wants consult: yes", "Lead: role: CTO"]],
    [{ results: { total: 129160 } }, ["Results: total: 129160"]],
    [
      {
        transcript: [
          { text: "Hello", isBot: false, timestamp: "10:00" },
          { text: "Hi!", isBot: true },
        ],
      },
      ["Chat transcript (2 messages):", "  [10:00] Visitor: Hello", "  Assistant: Hi!"],
    ],
    [null, []],
    ["just text", []],
  ])("%j → %j", (payload, lines) => {
    expect(payloadLines(payload)).toEqual(lines);
  });
});

describe("teamEmail", () => {
  it("names the type and the person in the subject, in one line", () => {
    const mail = teamEmail(lead({ name: "Priya\r\nBcc: x@evil.test Sharma" }), ctx);
    expect(mail.subject).toBe("New Contact form lead: Priya Bcc: x@evil.test Sharma (priya@example.com)");
    expect(mail.to).toBe("sales@narmadaai.in");
  });

  it.each<[Partial<LeadSnapshot>, string]>([
    [
      { name: null, email: "reader@example.com", type: "newsletter" },
      "New Newsletter sign-up lead: reader@example.com",
    ],
    [{ name: "Arjun", email: null, phone: "9826012345", type: "chat" }, "New Chat lead: Arjun"],
    [{ name: null, email: null, phone: "9826012345", type: "chat" }, "New Chat lead: 9826012345"],
  ])("subject for %j is %s", (over, subject) => {
    expect(teamEmail(lead(over), ctx).subject).toBe(subject);
  });
});

describe("visitorEmail", () => {
  it.each<[LeadType, string, string]>([
    [
      "contact",
      "We received your message - Narmada AI Technologies",
      "Thank you for contacting us. We'll reply within 24 hours.",
    ],
    [
      "get_started",
      "Thanks for getting started with Narmada AI Technologies",
      "Thank you for telling us about your goals. We'll reply within 24 hours to arrange your call.",
    ],
  ])("a %s acknowledgement is fixed text and our details, nothing the visitor typed", (type, subject, opening) => {
    const typed = lead({
      type,
      name: "Win a prize at spam.example",
      company: "Click http://spam.example",
      phone: "+1 555 0100",
      payload: { message: "Buy now: http://spam.example/offer", outcomes: ["Free money"] },
    });
    const mail = visitorEmail(typed, ctx);
    expect(mail).toEqual({
      from: "Narmada AI <no-reply@narmadaai.in>",
      to: "priya@example.com",
      replyTo: "hello@narmadaai.in",
      subject,
      text: [
        "Hello,",
        "",
        opening,
        "",
        "If you have anything to add, simply reply to this e-mail.",
        "",
        "Narmada AI Technologies",
        "hello@narmadaai.in | +91 731 400 2200",
        "Vijay Nagar, Indore",
        "https://narmadaai.in",
      ].join("\n"),
    });
    expect(JSON.stringify(mail)).not.toMatch(/spam|prize|Free money|555/);
  });

  it("refuses a lead type that gets no acknowledgement", () => {
    expect(() => visitorEmail(lead({ type: "newsletter" }), ctx)).toThrow(/no acknowledgement/);
  });
});
