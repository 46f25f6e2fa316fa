import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { parseCsv } from "./admin-csv-parse";
import { type AdminServer, type Browser, insertLead, signIn, startAdminServer } from "./admin-helpers";
import { headings, page as parseHtml, tableRows } from "./html";
import { contactForm } from "./lead-fixtures";

// Attribution through the pages (real route actions and loaders): a form sent without JavaScript
// records its Referer path; the lead's page shows where it came from; the Leads tab filters by source
// and campaign; the CSV export carries it; Analytics lists leads by campaign.
let server: AdminServer;
let admin: Browser;

beforeAll(async () => {
  server = await startAdminServer({ RATE_LIMIT_MAX: "1000" });
  admin = await signIn(server, "asha@example.com", "admin");
}, 300_000);
afterAll(async () => server?.close());
beforeEach(async () => {
  for (const t of ["outbox", "notifications", "audit_log"] as const) await server.db.deleteFrom(t).execute();
  await server.db.deleteFrom("leads").execute();
});

const today = new Date().toISOString().slice(0, 10);

async function insert(name: string, attribution: Record<string, string | null>, createdAt = `${today}T00:00:01.000Z`) {
  return insertLead(server, { id: randomUUID(), type: "contact", name, payload: {}, createdAt, ...attribution });
}

const names = (html: string, all: string[]) => all.filter((n) => html.includes(n));

describe("a form sent without JavaScript", () => {
  it.each([
    ["", {}],
    [" (DNT)", { DNT: "1" }],
  ])("records the page it was sent from, from its Referer%s", async (_what, headers) => {
    const res = await fetch(`${server.base}/contact`, {
      method: "POST",
      body: new URLSearchParams(contactForm),
      headers: { Referer: `${server.base}/contact`, ...headers },
      redirect: "manual",
    });
    expect(res.status).toBe(200);
    const lead = await server.db
      .selectFrom("leads")
      .select(["name", "sent_from", "landing_page", "utm_source"])
      .executeTakeFirstOrThrow();
    expect(lead).toEqual({ name: "Priya Sharma", sent_from: "/contact", landing_page: null, utm_source: null });
  });
});

describe("the admin", () => {
  const linkedin = {
    landing_page: "/services",
    referrer_host: "linkedin.com",
    utm_source: "linkedin",
    utm_medium: "social",
    utm_campaign: "launch",
    sent_from: "/contact",
  };

  it("shows where a lead came from on its page, and says so when nothing is known", async () => {
    const id = await insert("Priya Sharma", linkedin);
    const html = await (await admin.get(`/admin/leads/${id}`)).text();
    expect(html).toContain("Where the lead came from");
    for (const [label, value] of [
      ["Source", "linkedin"],
      ["Medium", "social"],
      ["Campaign", "launch"],
      ["Landing page", "/services"],
      ["Referred by", "linkedin.com"],
      ["Sent from", "/contact"],
    ]) {
      expect(html).toMatch(new RegExp(`<dt[^>]*>${label}</dt><dd[^>]*>${value}</dd>`));
    }
    const typedIn = await insert("Arjun Mehta", {});
    expect(await (await admin.get(`/admin/leads/${typedIn}`)).text()).toContain("Not known: the lead was typed in");
  });

  it("filters the Leads tab by source (utm_source, else the referring site) and campaign", async () => {
    await insert("Priya Sharma", linkedin);
    await insert("Arjun Mehta", { utm_source: "linkedin", utm_campaign: "hiring" });
    await insert("Neha Joshi", { referrer_host: "google.com" });
    const all = ["Priya Sharma", "Arjun Mehta", "Neha Joshi"];
    const list = async (q: string) => names(await (await admin.get(`/admin/leads${q}`)).text(), all);
    expect(await list("?source=LinkedIn")).toEqual(["Priya Sharma", "Arjun Mehta"]);
    expect(await list("?source=linkedin&campaign=launch")).toEqual(["Priya Sharma"]);
    expect(await list("?source=google.com")).toEqual(["Neha Joshi"]);
    expect(await list("?campaign=nothing")).toEqual([]);
  });

  it("exports the attribution as the last eight CSV columns", async () => {
    await insert("Priya Sharma", { ...linkedin, utm_term: "=cmd|calc", utm_content: "carousel-2" });
    const rows = parseCsv(await (await admin.get("/admin/leads/export")).text());
    expect(rows[0].slice(-8)).toEqual([
      "Landing page",
      "Referred by",
      "UTM source",
      "UTM medium",
      "UTM campaign",
      "UTM term",
      "UTM content",
      "Sent from",
    ]);
    // A formula in a visitor's UTM is neutralised like any other cell.
    expect(rows[1].slice(-8)).toEqual([
      "/services",
      "linkedin.com",
      "linkedin",
      "social",
      "launch",
      "'=cmd|calc",
      "carousel-2",
      "/contact",
    ]);
  });

  it("lists leads by source, campaign and landing page on the Analytics tab", async () => {
    await insert("Priya Sharma", linkedin);
    const doc = parseHtml(await (await admin.get("/admin/analytics?days=7")).text());
    for (const title of ["Leads by source", "Leads by campaign", "Leads by landing page"])
      expect(headings(doc)).toContain(title);
    // launch: no landing visitor counted (no page view), 1 lead, no conversion rate, no call booked or
    // held, none qualified.
    expect(tableRows(doc, "Leads by campaign")).toContainEqual({
      Campaign: "launch",
      Visitors: "0",
      Leads: "1",
      Conversion: "–",
      "Calls booked": "0",
      "Calls held": "0",
      "Qualified or won": "0",
      Value: "$0",
    });
  });
});
