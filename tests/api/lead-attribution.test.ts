import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { leadSourcesReport } from "../../server/analytics/lead-sources";
import { rollUpDay } from "../../server/analytics/rollup";
import { insertLeads } from "../factories";
import { contactForm, getStartedForm } from "./lead-fixtures";
import { startTestServer, type TestServer } from "./test-server";

// Where every lead came from, on the database the run uses (SQLite, or PostgreSQL with
// TEST_DATABASE_URL): what the forms send is checked field by field and stored with the lead, the
// Referer stands in for a form sent without JavaScript, DNT/GPC keep only that page, the page-view
// beacon records a landing's UTM source and campaign, and Analytics puts leads beside landing visitors.
const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ RATE_LIMIT_MAX: "1000", ANALYTICS_RATE_LIMIT_MAX: "1000" });
});
afterAll(async () => s?.close());
beforeEach(async () => {
  for (const t of [
    "leads",
    "page_views",
    "analytics_days",
    "analytics_day_pages",
    "analytics_day_referrers",
    "analytics_day_landings",
  ] as const) {
    await s.db.deleteFrom(t).execute();
  }
});

const ATTRIBUTION_COLUMNS = [
  "landing_page",
  "referrer_host",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "sent_from",
] as const;
const NONE = Object.fromEntries(ATTRIBUTION_COLUMNS.map((c) => [c, null]));

async function stored(id: string) {
  return s.db.selectFrom("leads").select(ATTRIBUTION_COLUMNS).where("id", "=", id).executeTakeFirstOrThrow();
}

async function sendLead(body: unknown, headers: Record<string, string> = {}) {
  const res = await s.postJson("/api/leads", body, headers);
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

describe("a lead's attribution", () => {
  it("is stored as the contact form sent it, source, medium and campaign lower-cased", async () => {
    const id = await sendLead({
      type: "contact",
      form: contactForm,
      attribution: {
        landing_page: "/services",
        referrer_host: "www.linkedin.com",
        utm_source: "LinkedIn",
        utm_medium: "social",
        utm_campaign: "launch",
        utm_term: "AI consulting",
        utm_content: "carousel-2",
        sent_from: "/contact",
      },
    });
    expect(await stored(id)).toEqual({
      landing_page: "/services",
      referrer_host: "linkedin.com",
      utm_source: "linkedin",
      utm_medium: "social",
      utm_campaign: "launch",
      utm_term: "AI consulting",
      utm_content: "carousel-2",
      sent_from: "/contact",
    });
  });

  it("drops each invalid field and keeps the lead and the valid fields (never a 400)", async () => {
    const id = await sendLead({
      type: "get_started",
      form: getStartedForm,
      attribution: {
        landing_page: "//evil.example/phish",
        referrer_host: "https://google.com/search?q=narmada",
        utm_source: "s".repeat(101),
        utm_medium: { $ne: null },
        utm_campaign: "diwali-2026",
        sent_from: "/get-started?step=2",
      },
    });
    expect(await stored(id)).toEqual({ ...NONE, utm_campaign: "diwali-2026", sent_from: "/get-started" });
  });

  it.each([
    ["a string", "utm_source=linkedin"],
    ["a list", ["/services"]],
    ["a number", 42],
  ])("treats %s as no attribution", async (_what, attribution) => {
    const id = await sendLead({
      type: "newsletter",
      form: { email: `reader-${randomUUID()}@example.com`, source: "blog" },
      attribution,
    });
    expect(await stored(id)).toEqual(NONE);
  });

  it("records the Referer's path (our own host only) as the sending page when the browser says nothing", async () => {
    const host = new URL(s.base).host;
    const ours = await sendLead({ type: "contact", form: contactForm }, { Referer: `http://${host}/contact?x=1` });
    expect(await stored(ours)).toEqual({ ...NONE, sent_from: "/contact" });
    const theirs = await sendLead({ type: "contact", form: contactForm }, { Referer: "https://evil.example/contact" });
    expect(await stored(theirs)).toEqual(NONE);
  });

  it.each([
    ["DNT: 1", { DNT: "1" }],
    ["Sec-GPC: 1", { "Sec-GPC": "1" }],
  ])("keeps only the page it was sent from when the browser sends %s", async (_what, headers) => {
    const id = await sendLead(
      {
        type: "contact",
        form: contactForm,
        attribution: {
          landing_page: "/services",
          utm_source: "linkedin",
          referrer_host: "linkedin.com",
          sent_from: "/contact",
        },
      },
      headers,
    );
    expect(await stored(id)).toEqual({ ...NONE, sent_from: "/contact" });
  });

  it("is stored with a calculator's report request", async () => {
    const res = await s.postJson("/api/reports", {
      type: "roi_report",
      lead: { name: "Priya Sharma", email: "priya@example.com", company: "Malwa Textiles" },
      inputs: {},
      attribution: {
        landing_page: "/roi-calculator",
        utm_source: "google",
        utm_medium: "cpc",
        sent_from: "/roi-calculator",
      },
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    expect(await stored(id)).toEqual({
      ...NONE,
      landing_page: "/roi-calculator",
      utm_source: "google",
      utm_medium: "cpc",
      sent_from: "/roi-calculator",
    });
  });
});

describe("a chat lead's attribution", () => {
  it("is stored when the conversation leaves contact details, from what the panel sent with that message", async () => {
    const attribution = {
      landing_page: "/blog/ai-roi",
      utm_source: "newsletter",
      utm_medium: "email",
      sent_from: "/pricing",
    };
    const first = await s.postJson("/api/chat", { message: "What does an AI audit cost?", attribution });
    expect(first.status).toBe(200);
    const { conversationId } = (await first.json()) as { conversationId: string };
    expect(await s.leadCount()).toBe(0);
    const second = await s.postJson("/api/chat", {
      conversationId,
      message: "I'm Ravi Patel, ravi.patel@example.com",
      attribution: { ...attribution, utm_campaign: "diwali" },
    });
    expect(second.status).toBe(200);
    const lead = await s.db.selectFrom("leads").select("id").where("type", "=", "chat").executeTakeFirstOrThrow();
    expect(await stored(lead.id)).toEqual({
      ...NONE,
      landing_page: "/blog/ai-roi",
      utm_source: "newsletter",
      utm_medium: "email",
      utm_campaign: "diwali",
      sent_from: "/pricing",
    });
  });
});

describe("the page-view beacon", () => {
  const beacon = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${s.base}/api/page-views`, {
      method: "POST",
      headers: { "Content-Type": "text/plain", "User-Agent": CHROME, ...headers },
      body: JSON.stringify(body),
    });
  const views = () =>
    s.db.selectFrom("page_views").select(["path", "landing", "utm_source", "utm_campaign"]).orderBy("path").execute();

  it("records UTM source and campaign of a landing view only, drops a bad value, none under DNT or GPC", async () => {
    const landing = { landing: true, utm_source: "LinkedIn", utm_campaign: "launch" };
    for (const [body, headers] of [
      [{ path: "/services", id: randomUUID(), ...landing }, {}],
      // A later page of the visit: not a landing, so whatever it says about UTM is not kept.
      [{ path: "/about", id: randomUUID(), utm_source: "linkedin" }, {}],
      // A landing with a campaign over 100 characters: counted, the campaign dropped.
      [{ path: "/contact", id: randomUUID(), landing: true, utm_source: "google", utm_campaign: "c".repeat(101) }, {}],
      [{ path: "/pricing", id: randomUUID(), ...landing }, { DNT: "1" }],
      [{ path: "/pricing", id: randomUUID(), ...landing }, { "Sec-GPC": "1" }],
    ] as const) {
      expect((await beacon(body, headers)).status).toBe(204);
    }
    expect((await views()).map((v) => ({ ...v, landing: Number(v.landing) }))).toEqual([
      { path: "/about", landing: 0, utm_source: null, utm_campaign: null },
      { path: "/contact", landing: 1, utm_source: "google", utm_campaign: null },
      { path: "/services", landing: 1, utm_source: "linkedin", utm_campaign: "launch" },
    ]);
  });

  it("rolls up landing visitors per page, source (utm_source, else the referrer) and campaign", async () => {
    const pv = (
      path: string,
      visitor: string,
      landing: number,
      utm: [string, string] | null,
      referrer: string | null = null,
    ) => ({
      id: randomUUID(),
      day: "2026-11-24",
      path,
      visitor,
      referrer_host: referrer,
      landing,
      utm_source: utm?.[0] ?? null,
      utm_campaign: utm?.[1] ?? null,
    });
    await s.db
      .insertInto("page_views")
      .values([
        pv("/services", "v1", 1, ["linkedin", "launch"]),
        pv("/about", "v1", 0, null),
        pv("/services", "v2", 1, ["linkedin", "launch"]),
        // v2 opens the page again in a new tab: one visitor of that landing all the same.
        pv("/services", "v2", 1, ["linkedin", "launch"]),
        pv("/", "v3", 1, null, "google.com"),
        pv("/blog/ai-roi", "v4", 1, null),
      ])
      .execute();
    expect(await rollUpDay(s.db, "2026-11-24")).toBe(true);
    const rows = await s.db
      .selectFrom("analytics_day_landings")
      .selectAll()
      .orderBy("path")
      .orderBy("source")
      .execute();
    expect(rows.map((r) => ({ ...r, visitors: Number(r.visitors) }))).toEqual([
      { day: "2026-11-24", path: "/", source: "google.com", campaign: "", visitors: 1 },
      { day: "2026-11-24", path: "/blog/ai-roi", source: "", campaign: "", visitors: 1 },
      { day: "2026-11-24", path: "/services", source: "linkedin", campaign: "launch", visitors: 2 },
    ]);
    // What the report reads: the same visitors per source, campaign or page alone, kept by triggers
    // (the rows of earlier tests, emptied by beforeEach, are left at zero).
    const dims = await sql<{ dim: string; name: string; visitors: number }>`
      select dim, name, visitors from analytics_day_landing_dims where visitors <> 0 order by dim, name`.execute(s.db);
    expect(dims.rows.map((r) => [r.dim, r.name, Number(r.visitors)])).toEqual([
      ["campaign", "", 2],
      ["campaign", "launch", 2],
      ["path", "/", 1],
      ["path", "/blog/ai-roi", 1],
      ["path", "/services", 2],
      ["source", "", 1],
      ["source", "google.com", 1],
      ["source", "linkedin", 2],
    ]);
  });
});

describe("Analytics' leads by source, campaign and landing page", () => {
  const NOW = new Date("2026-11-25T10:00:00Z");
  const pv = (
    day: string,
    path: string,
    visitor: string,
    source: string | null,
    campaign: string | null,
    referrer: string | null = null,
  ) => ({
    id: randomUUID(),
    day,
    path,
    visitor,
    referrer_host: referrer,
    landing: 1,
    utm_source: source,
    utm_campaign: campaign,
  });
  let n = 0;
  const lead = (
    createdAt: string,
    a: Record<string, string | null>,
    status: "new" | "contacted" | "qualified" | "won" | "lost",
    value: number | null,
  ) => ({
    id: randomUUID(),
    type: "contact" as const,
    name: `Lead ${++n}`,
    email: `lead${n}@example.com`,
    payload: {},
    createdAt,
    status,
    value,
    ...a,
  });
  const linkedin = { utm_source: "linkedin", utm_campaign: "launch", landing_page: "/services" };

  it("counts landing visitors, leads, conversion, and qualified or won leads with their value", async () => {
    // Landing visitors come from the rollups for finished days and from raw views today.
    await s.db
      .insertInto("page_views")
      .values([
        // Yesterday, rolled up below: v1 and v2 from LinkedIn's launch post, v3 and v7 from Google, v4 direct.
        pv("2026-11-24", "/services", "v1", "linkedin", "launch"),
        pv("2026-11-24", "/services", "v2", "linkedin", "launch"),
        pv("2026-11-24", "/", "v3", null, null, "google.com"),
        pv("2026-11-24", "/about", "v7", null, null, "google.com"),
        pv("2026-11-24", "/blog/ai-roi", "v4", null, null),
        // Today, raw: v5 from the newsletter, v6 from LinkedIn twice (one visitor).
        pv("2026-11-25", "/services", "v5", "newsletter", "diwali"),
        pv("2026-11-25", "/services", "v6", "linkedin", "launch"),
        pv("2026-11-25", "/services", "v6", "linkedin", "launch"),
      ])
      .execute();
    expect(await rollUpDay(s.db, "2026-11-24")).toBe(true);
    // Rows today would come from the beacon; the rollup of yesterday must not be read twice.
    await s.db.deleteFrom("page_views").where("day", "=", "2026-11-24").execute();
    await insertLeads(s, [
      lead("2026-11-24T09:00:00.000Z", linkedin, "won", 12_000),
      lead("2026-11-25T08:00:00.000Z", linkedin, "qualified", 3_000),
      lead("2026-11-25T08:30:00.000Z", linkedin, "new", 500),
      lead("2026-11-25T09:00:00.000Z", { referrer_host: "google.com", landing_page: "/" }, "won", null),
      lead(
        "2026-11-24T12:00:00.000Z",
        { utm_source: "newsletter", utm_campaign: "diwali", landing_page: "/services" },
        "lost",
        800,
      ),
      // Typed in by the team: nothing known.
      lead("2026-11-23T12:00:00.000Z", {}, "contacted", 2_000),
      // Before the 7 days.
      lead("2026-11-10T12:00:00.000Z", linkedin, "won", 99_999),
    ]);

    const report = await leadSourcesReport(s.db, 7, NOW);
    // None of these leads booked a strategy call (tests/api/booking-admin-report.test.ts counts those).
    const NO_CALLS = { callsBooked: 0, callsHeld: 0 };
    // Worked out by hand: LinkedIn 2 + 1 visitors and 3 leads, of which won 12,000 and qualified 3,000.
    expect(report.bySource).toEqual([
      { key: "linkedin", visitors: 3, leads: 3, conversion: 1, qualified: 2, value: 15_000, ...NO_CALLS },
      { key: "google.com", visitors: 2, leads: 1, conversion: 0.5, qualified: 1, value: 0, ...NO_CALLS },
      { key: "", visitors: 1, leads: 1, conversion: 1, qualified: 0, value: 0, ...NO_CALLS },
      { key: "newsletter", visitors: 1, leads: 1, conversion: 1, qualified: 0, value: 0, ...NO_CALLS },
    ]);
    expect(report.byCampaign).toEqual([
      { key: "launch", visitors: 3, leads: 3, conversion: 1, qualified: 2, value: 15_000, ...NO_CALLS },
      { key: "", visitors: 3, leads: 2, conversion: 2 / 3, qualified: 1, value: 0, ...NO_CALLS },
      { key: "diwali", visitors: 1, leads: 1, conversion: 1, qualified: 0, value: 0, ...NO_CALLS },
    ]);
    expect(report.byLanding).toEqual([
      { key: "/services", visitors: 4, leads: 4, conversion: 1, qualified: 2, value: 15_000, ...NO_CALLS },
      { key: "/", visitors: 1, leads: 1, conversion: 1, qualified: 1, value: 0, ...NO_CALLS },
      { key: "", visitors: 0, leads: 1, conversion: null, qualified: 0, value: 0, ...NO_CALLS },
      { key: "/about", visitors: 1, leads: 0, conversion: 0, qualified: 0, value: 0, ...NO_CALLS },
      { key: "/blog/ai-roi", visitors: 1, leads: 0, conversion: 0, qualified: 0, value: 0, ...NO_CALLS },
    ]);
  });
});
