import { describe, expect, it } from "vitest";
import { type EngagementFacts, type FitFacts, fitFacts, type ScoreFacts } from "./facts";
import { isCompanyDomain } from "./free-mailboxes";
import { fadedEngagement, fadeSteps, scoreLead } from "./rules";

const NOW = new Date("2026-11-29T12:00:00.000Z");
const noFit: FitFacts = { email: null, phone: null, companySize: null, industry: null, figure: null, outcomes: 0 };
const noEngagement: EngagementFacts = {
  callsBooked: 0,
  callsHeld: 0,
  chatContact: false,
  reports: 0,
  campaignClicks: 0,
  otherLeads: 0,
  engagedAt: NOW.toISOString(),
};
const facts = (fit: Partial<FitFacts>, engagement: Partial<EngagementFacts> = {}, status = "new"): ScoreFacts => ({
  status: status as ScoreFacts["status"],
  fit: { ...noFit, ...fit },
  engagement: { ...noEngagement, ...engagement },
});
const daysAgo = (d: number) => new Date(NOW.getTime() - d * 86_400_000).toISOString();

describe("each fit rule alone", () => {
  it.each<[string, Partial<FitFacts>, number, string[]]>([
    ["ROI size over 1000", { companySize: "Over 1000 employees" }, 15, ["+15 company of over 1,000 employees"]],
    ["benchmark Enterprise", { companySize: "Enterprise (>1000)" }, 15, ["+15 company of over 1,000 employees"]],
    ["100-1000", { companySize: "100-1000 employees" }, 10, ["+10 company of 100-1,000 employees"]],
    ["benchmark Mid", { companySize: "Mid (100-1000)" }, 10, ["+10 company of 100-1,000 employees"]],
    ["under 100", { companySize: "Under 100 employees" }, 5, ["+5 company of under 100 employees"]],
    ["unknown size", { companySize: "Huge" }, 0, []],
    ["Finance", { industry: "Finance" }, 10, ["+10 industry: Finance"]],
    ["Legal", { industry: "Legal" }, 10, ["+10 industry: Legal"]],
    ["Retail/eCommerce", { industry: "Retail/eCommerce" }, 5, ["+5 industry: Retail/eCommerce"]],
    ["Other", { industry: "Other" }, 0, []],
    [
      "COI $480,000",
      { figure: { kind: "inaction", amount: 480_000 } },
      20,
      ["+20 calculated cost of inaction above $250,000"],
    ],
    [
      "COI exactly $250,000",
      { figure: { kind: "inaction", amount: 250_000 } },
      10,
      ["+10 calculated cost of inaction above $50,000"],
    ],
    [
      "ROI $60,000",
      { figure: { kind: "savings", amount: 60_000 } },
      10,
      ["+10 calculated yearly savings above $50,000"],
    ],
    ["ROI $50,000", { figure: { kind: "savings", amount: 50_000 } }, 0, []],
    ["company address", { email: "ana@acme.io" }, 10, ["+10 company e-mail address, not a free mailbox"]],
    ["free mailbox", { email: "ana@gmail.com" }, 0, []],
    ["1 outcome", { outcomes: 1 }, 5, ["+5 chose 1 outcome"]],
    ["2 outcomes", { outcomes: 2 }, 10, ["+10 chose 2 outcomes"]],
    ["5 outcomes: at most 15", { outcomes: 5 }, 15, ["+15 chose 5 outcomes"]],
    ["phone", { phone: "+91 98765 43210" }, 5, ["+5 phone number given"]],
  ])("%s", (_name, fit, points, lines) => {
    const s = scoreLead(facts(fit), NOW);
    expect([s.fit, s.engagement, s.score, s.lines]).toEqual([points, 0, points, lines]);
  });
});

describe("each engagement rule alone", () => {
  it.each<[string, Partial<EngagementFacts>, number, string[]]>([
    ["booked", { callsBooked: 1 }, 25, ["+25 booked a call"]],
    ["booked and held", { callsBooked: 1, callsHeld: 1 }, 40, ["+25 booked a call", "+15 call held"]],
    ["chat", { chatContact: true }, 10, ["+10 left contact details in the chat"]],
    ["report", { reports: 2 }, 10, ["+10 requested a report"]],
    ["1 click", { campaignClicks: 1 }, 5, ["+5 clicked 1 campaign e-mail"]],
    ["4 clicks: at most 15", { campaignClicks: 4 }, 15, ["+15 clicked 4 campaign e-mails"]],
    ["returning", { otherLeads: 1 }, 10, ["+10 came back: 1 other lead from the same address"]],
    ["returning twice", { otherLeads: 2 }, 10, ["+10 came back: 2 other leads from the same address"]],
  ])("%s", (_name, engagement, points, lines) => {
    const s = scoreLead(facts({}, engagement), NOW);
    expect([s.fit, s.engagement, s.score, s.lines]).toEqual([0, points, points, lines]);
  });
});

describe("fading: engagement halves after every 30 days without activity", () => {
  // Booked and held: 25 + 15 = 40.
  it.each([
    [0, 40, []],
    [29, 40, []],
    [30, 20, ["-20 engagement faded: no activity for 30 days"]],
    [59, 20, ["-20 engagement faded: no activity for 59 days"]],
    [60, 10, ["-30 engagement faded: no activity for 60 days"]],
    [90, 5, ["-35 engagement faded: no activity for 90 days"]],
    [180, 0, ["-40 engagement faded: no activity for 180 days"]],
  ])("%i days: %i", (days, engagement, fadeLines) => {
    const s = scoreLead(
      facts({ industry: "Finance" }, { callsBooked: 1, callsHeld: 1, engagedAt: daysAgo(days) }),
      NOW,
    );
    expect(s.engagement).toBe(engagement);
    expect(s.score).toBe(10 + engagement);
    expect(s.lines).toEqual(["+10 industry: Finance", "+25 booked a call", "+15 call held", ...fadeLines]);
  });

  it.each([
    [25, 1, 12],
    [25, 2, 6],
    [85, 3, 10],
    [85, 7, 0],
  ])("%i halved %i times rounds down to %i", (engagement, steps, faded) => {
    expect(fadedEngagement(engagement, steps)).toBe(faded);
  });

  it.each([
    ["2026-11-29T12:00:00.000Z", 0],
    ["2026-10-30T12:00:00.001Z", 0],
    ["2026-10-30T12:00:00.000Z", 1],
    ["2026-09-30T12:00:00.000Z", 2],
    ["2027-01-01T00:00:00.000Z", 0],
  ])("last activity %s: %i halvings", (at, steps) => {
    expect(fadeSteps(at, NOW)).toBe(steps);
  });
});

describe("the total: clamped to 0-100, hot from 70", () => {
  const everything: [Partial<FitFacts>, Partial<EngagementFacts>] = [
    {
      companySize: "Over 1000 employees",
      industry: "Finance",
      figure: { kind: "inaction", amount: 480_000 },
      email: "cfo@bank.example",
      outcomes: 3,
      phone: "+1 555 0100",
    },
    { callsBooked: 1, callsHeld: 1, chatContact: true, reports: 1, campaignClicks: 3, otherLeads: 2 },
  ];
  it.each<[string, ScoreFacts, number, boolean]>([
    // 15 + 10 + 20 + 10 + 15 + 5 = 75 fit, 25 + 15 + 10 + 10 + 15 + 10 = 85 engagement: 160 → 100.
    ["everything: 160 clamped to 100", facts(...everything), 100, true],
    // Lost: 160 - 50 = 110 → 100.
    ["everything but lost", facts(...everything, "lost"), 100, true],
    // 10 (Finance) - 50 = -40 → 0.
    ["lost with little", facts({ industry: "Finance" }, {}, "lost"), 0, false],
    // 20 + 10 + 15 + 25 = 70.
    [
      "exactly 70",
      facts(
        { figure: { kind: "inaction", amount: 300_000 }, email: "a@acme.io", companySize: "Over 1000 employees" },
        { callsBooked: 1 },
      ),
      70,
      true,
    ],
    // Fit 15 + 10 + 20 + 10 + 5 = 60; engagement 25 + 15 + 10 + 10 + 15 = 75, 90 days idle: 75 / 8 = 9.
    [
      "69 is not hot",
      facts(
        {
          companySize: "Over 1000 employees",
          industry: "Legal",
          figure: { kind: "inaction", amount: 300_000 },
          email: "a@acme.io",
          phone: "1234567",
        },
        { callsBooked: 1, callsHeld: 1, chatContact: true, reports: 1, campaignClicks: 3, engagedAt: daysAgo(90) },
      ),
      69,
      false,
    ],
  ])("%s", (_name, f, score, hot) => {
    const s = scoreLead(f, NOW);
    expect([s.score, s.hot]).toEqual([score, hot]);
  });

  it("a lost lead's lines end with the penalty", () => {
    expect(scoreLead(facts({ phone: "1234567" }, {}, "lost"), NOW).lines).toEqual([
      "+5 phone number given",
      "-50 marked lost",
    ]);
  });
});

describe("fitFacts reads the forms' payloads", () => {
  it.each<[string, Parameters<typeof fitFacts>[0], Partial<FitFacts>]>([
    [
      "COI report",
      {
        type: "coi_report",
        email: "a@acme.io",
        phone: null,
        payload: JSON.stringify({
          inputs: { industry: "Retail", companySize: "100-1000 employees" },
          results: { total: 480000.5, threeYear: 1, breakdown: {} },
        }),
      },
      { industry: "Retail", companySize: "100-1000 employees", figure: { kind: "inaction", amount: 480000.5 } },
    ],
    [
      "ROI report",
      {
        type: "roi_report",
        email: null,
        phone: null,
        payload: JSON.stringify({ inputs: { industry: "" }, results: { totalSavings: 1234 } }),
      },
      { figure: { kind: "savings", amount: 1234 } },
    ],
    [
      "benchmark: no money figure",
      {
        type: "benchmark_report",
        email: null,
        phone: null,
        payload: JSON.stringify({ inputs: { companySize: "Small (<100)" }, results: { yourScore: 40 } }),
      },
      { companySize: "Small (<100)" },
    ],
    [
      "Get Started",
      {
        type: "get_started",
        email: "a@acme.io",
        phone: " +91 1234567 ",
        payload: JSON.stringify({ outcomes: ["Reduce Costs", "AI-Powered Apps"], timePreference: "ASAP" }),
      },
      { outcomes: 2, phone: "+91 1234567" },
    ],
    [
      "wrong types and broken JSON count as absent",
      { type: "coi_report", email: null, phone: "", payload: "{not json" },
      {},
    ],
    [
      "a string where the total belongs",
      {
        type: "coi_report",
        email: null,
        phone: null,
        payload: JSON.stringify({ results: { total: "900000" }, outcomes: 3 }),
      },
      { outcomes: 0 },
    ],
  ])("%s", (_name, lead, expected) => {
    expect(fitFacts(lead)).toEqual({ ...noFit, email: lead.email, ...expected });
  });
});

describe("company domain", () => {
  it.each([
    ["ana@acme.io", true],
    ["Ana@GMAIL.com", false],
    ["ana@yahoo.co.in", false],
    ["ana@mail.acme.com", true],
    ["no-at-sign", false],
    ["trailing@", false],
    [null, false],
  ])("%s → %s", (email, company) => {
    expect(isCompanyDomain(email)).toBe(company);
  });
});
