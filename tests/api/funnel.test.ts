import { afterAll, beforeAll, expect, it } from "vitest";
import type { FunnelRow } from "~/features/admin/leads/lead-sources-types";
import {
  rebuildLeadSourceDays,
  recountLeadSourceDays,
  regroupLeadSourceDays,
  storedLeadSourceDays,
  storedLeadSourceDimDays,
} from "../../server/analytics/lead-source-days";
import { leadSourcesReport } from "../../server/analytics/lead-sources";
import { rollUpDay } from "../../server/analytics/rollup";
import { backfillFunnel } from "../../server/db/migrations/027_f_funnel";
import { insertLeads } from "../factories";
import type { Browser } from "./admin-helpers";
import { type CallsRig, startCallsRig } from "./booking-admin-helpers";
import { istJan } from "./booking-helpers";
import { getStartedForm } from "./lead-fixtures";

// The funnel from visit to won (issue #39) through the real app: visitors from page views (one day
// rolled up, today raw), leads sent with their attribution, calls booked on Get Started, cancelled and
// marked held by the team, statuses and values moved through the pipeline on the lead page. Each step
// counts the period's leads that ever reached it. The clock: Monday 4 January 2027, 8:00 AM IST.

const dbLabel = process.env.TEST_DATABASE_URL ? "postgres" : "sqlite";

let rig: CallsRig;
let admin: Browser;
beforeAll(async () => {
  rig = await startCallsRig();
  // The first admin takes calls on a fresh install.
  admin = await rig.signIn("asha@narmadaai.in", "admin");
});
afterAll(async () => rig?.close());

const linkedin = { utm_source: "linkedin", utm_campaign: "launch", landing_page: "/services" };
const google = { referrer_host: "google.com", landing_page: "/" };
const newsletter = { utm_source: "newsletter", utm_campaign: "diwali", landing_page: "/blog" };

/** A visitor books a call on Get Started, arriving from `from`; the lead's and the call's ids. */
async function book(slot: string, email: string, from: Record<string, string>) {
  const res = await rig.server.postJson("/api/leads", {
    type: "get_started",
    form: { ...getStartedForm, email, slot },
    attribution: { ...from, sent_from: "/get-started" },
  });
  expect(res.status).toBe(201);
  const { id } = (await res.json()) as { id: string };
  const call = await rig.server.db
    .selectFrom("bookings")
    .select("id")
    .where("lead_id", "=", id)
    .executeTakeFirstOrThrow();
  return { lead: id, call: call.id };
}

const update = async (lead: string, status: string, value = "") =>
  expect((await admin.post(`/admin/leads/${lead}`, { intent: "update", status, value })).status).toBe(200);
const mark = async (call: string, intent: "held" | "cancel") =>
  expect((await admin.post("/admin/calls", { intent, id: call })).status).toBe(200);

/** `n` landing visitors of a day from a source (each a view of its own, plus one later page that is no landing). */
async function visits(day: string, n: number, path: string, from: Record<string, string>) {
  const rows = Array.from({ length: n }, (_, i) => ({
    id: `${day}${path}${i}`,
    day,
    path,
    visitor: `${day}-${path}-${i}`,
    referrer_host: from.referrer_host ?? null,
    duration_ms: null,
    landing: 1,
    utm_source: from.utm_source ?? null,
    utm_campaign: from.utm_campaign ?? null,
  }));
  rows.push({ ...rows[0], id: `${rows[0].id}-next`, path: "/contact", landing: 0 });
  await rig.server.db.insertInto("page_views").values(rows).execute();
}

/** A row as [key, [count, rate] per step, overall, qualified value, won value]. */
const shown = (r: FunnelRow) => [r.key, r.steps.map((s) => [s.count, s.rate]), r.overall, r.qualifiedValue, r.wonValue];

it(`counts each step's leads that ever reached it, per source, campaign and landing page (${dbLabel})`, async () => {
  // Visitors: 3 January rolled up, 4 January (today) still raw; 20 December is outside the 7 days.
  await visits("2027-01-03", 30, "/services", linkedin);
  await visits("2027-01-03", 20, "/", google);
  await visits("2027-01-03", 10, "/blog", newsletter);
  await visits("2027-01-04", 10, "/services", linkedin);
  await visits("2027-01-04", 5, "/", google);
  await visits("2026-12-20", 100, "/services", linkedin);
  expect(await rollUpDay(rig.server.db, "2027-01-03", rig.now())).toBe(true);

  // Leads sent without a call, the day before; one from long ago that must not count.
  const before = "2027-01-03T06:00:00.000Z";
  await insertLeads(rig.server, [
    { id: "li-form", type: "contact", name: "Li Form", createdAt: before, ...linkedin },
    { id: "g-form", type: "roi_report", name: "G Form", createdAt: before, ...google },
    { id: "nl-form", type: "coi_report", name: "Nl Form", createdAt: before, ...newsletter },
    { id: "old", type: "contact", name: "Old", createdAt: "2026-12-01T06:00:00.000Z", ...linkedin },
  ]);
  // Calls booked at 8:00 AM IST for 11:00, 12:00 and 2:00 PM; the noon call is cancelled by the team.
  const li1 = await book(istJan(4, 11), "li1@example.com", linkedin);
  const li2 = await book(istJan(4, 12), "li2@example.com", linkedin);
  const g1 = await book(istJan(4, 14), "g1@example.com", google);
  await mark(li2.call, "cancel");
  rig.setClock(Date.parse(istJan(4, 15)));
  await mark(li1.call, "held");
  await mark(g1.call, "held");
  // The pipeline: li1 qualified then won; li2 qualified then lost; g-form qualified; nl-form straight
  // to won; li-form only contacted; the old lead won (outside the period).
  await update(li1.lead, "qualified", "20000");
  await update(li1.lead, "won", "20000");
  await update(li2.lead, "qualified", "15000");
  await update(li2.lead, "lost", "15000");
  await update("g-form", "qualified", "8000");
  await update("nl-form", "won", "30000");
  await update("li-form", "contacted");
  await update("old", "won", "99999");

  const report = await leadSourcesReport(rig.server.db, 7, rig.now());
  // Worked out by hand. linkedin: 30 + 10 visitors, 3 leads (li1, li2, li-form), 2 booked (li1, li2;
  // li2's cancelled call counts), 1 held (li1), 2 qualified (li1, li2 though lost), 1 won (li1).
  const linkedinRow = (key: string) => [
    key,
    [
      [40, null],
      [3, 3 / 40],
      [2, 2 / 3],
      [1, 1 / 2],
      [2, 2], // qualified without a held call: 200% of calls held
      [1, 1 / 2],
    ],
    1 / 40,
    35_000,
    20_000,
  ];
  // google: 20 + 5 visitors, 2 leads (g1, g-form), g1 booked and held, g-form qualified, none won.
  const googleRow = (key: string) => [
    key,
    [
      [25, null],
      [2, 2 / 25],
      [1, 1 / 2],
      [1, 1],
      [1, 1],
      [0, 0],
    ],
    0,
    8_000,
    0,
  ];
  // newsletter: 10 visitors, 1 lead won without a call: nothing to divide by after 0 calls.
  const newsletterRow = (key: string) => [
    key,
    [
      [10, null],
      [1, 1 / 10],
      [0, 0],
      [0, null],
      [1, null],
      [1, 1],
    ],
    1 / 10,
    30_000,
    30_000,
  ];
  expect(report.funnel.bySource.map(shown)).toEqual([
    linkedinRow("linkedin"),
    googleRow("google.com"),
    newsletterRow("newsletter"),
  ]);
  expect(report.funnel.byCampaign.map(shown)).toEqual([linkedinRow("launch"), googleRow(""), newsletterRow("diwali")]);
  expect(report.funnel.byLanding.map(shown)).toEqual([
    linkedinRow("/services"),
    googleRow("/"),
    newsletterRow("/blog"),
  ]);
  // All together: 75 visitors, 6 leads, 3 booked, 2 held, 4 qualified, 2 won.
  const total = [
    "",
    [
      [75, null],
      [6, 6 / 75],
      [3, 3 / 6],
      [2, 2 / 3],
      [4, 4 / 2],
      [2, 2 / 4],
    ],
    2 / 75,
    73_000,
    50_000,
  ];
  expect(shown(report.funnel.total)).toEqual(total);

  // The migration's backfill finds the same steps from the timelines and calls alone (2 leads a batch).
  await rig.server.db
    .updateTable("leads")
    .set({ reached_booked_at: null, reached_held_at: null, reached_qualified_at: null, reached_won_at: null })
    .execute();
  expect(shown((await leadSourcesReport(rig.server.db, 7, rig.now())).funnel.total)[1]).toEqual([
    [75, null],
    [6, 6 / 75],
    [0, 0],
    [0, null],
    [0, null],
    [0, null],
  ]);
  await backfillFunnel(rig.server.db, 2);
  const again = await leadSourcesReport(rig.server.db, 7, rig.now());
  expect(shown(again.funnel.total)).toEqual(total);
  expect(again.funnel.bySource.map(shown)).toEqual(report.funnel.bySource.map(shown));

  // The report reads per-day sums (lead_source_days) that triggers keep in each write's transaction:
  // after a won with its value, a value edit and an erasure they still equal a recount from the leads.
  await update("li-form", "won", "5000");
  await update("g-form", "qualified", "9000");
  const erased = await admin.post("/admin/settings", { intent: "erase", email: "li1@example.com", confirm: "erase" });
  expect(erased.status).toBe(200);
  const recount = await recountLeadSourceDays(rig.server.db);
  expect(recount.map((d) => [d.day, d.source, d.leads])).toContainEqual(["2027-01-04", "linkedin", 1]);
  expect(await storedLeadSourceDays(rig.server.db)).toEqual(recount);
  // The report reads their sums per source, campaign or landing page alone (lead_source_dim_days),
  // kept by triggers on lead_source_days: the same as summing its rows now.
  const regrouped = await regroupLeadSourceDays(rig.server.db);
  expect(regrouped.map((d) => [d.day, d.dim, d.name, d.leads])).toContainEqual(["2027-01-04", "source", "linkedin", 1]);
  expect(await storedLeadSourceDimDays(rig.server.db)).toEqual(regrouped);
  // The migration's backfill (a week of leads per statement) gives the same sums from the leads alone.
  await rebuildLeadSourceDays(rig.server.db);
  expect(await storedLeadSourceDays(rig.server.db)).toEqual(recount);
  expect(await storedLeadSourceDimDays(rig.server.db)).toEqual(regrouped);
  const edited = await leadSourcesReport(rig.server.db, 7, rig.now());
  // linkedin without li1 (won, 20,000, its call held): li2 (qualified then lost, 15,000, call cancelled)
  // and li-form (won now, 5,000): 1 booked, none held, 2 qualified, 1 won.
  const row = (r: (typeof edited.bySource)[number]) => [
    r.key,
    r.leads,
    r.qualified,
    r.value,
    r.callsBooked,
    r.callsHeld,
  ];
  expect(edited.bySource.map(row)).toEqual([
    ["linkedin", 2, 1, 5_000, 0, 0],
    ["google.com", 2, 1, 9_000, 1, 1],
    ["newsletter", 1, 1, 30_000, 0, 0],
  ]);
  expect(shown(edited.funnel.bySource[0])[1]).toEqual([
    [40, null],
    [2, 2 / 40],
    [1, 1 / 2],
    [0, 0],
    [2, null],
    [1, 1 / 2],
  ]);
  expect(shown(edited.funnel.bySource[0]).slice(3)).toEqual([20_000, 5_000]);
});
