import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newRowId } from "../../server/db/ids";
import { maintain } from "../../server/maintenance/job";
import { DEFAULT_RETENTION } from "../../server/maintenance/policy";
import { rescoreLeadAlone } from "../../server/score/rescore";
import { type Browser, insertLead } from "./admin-helpers";
import { CALL_TABLES, type CallsRig, startCallsRig } from "./booking-admin-helpers";
import { istJan, MONDAY_8AM_IST } from "./booking-helpers";
import { page, region, tableRows, textOf } from "./html";
import { coiInputs } from "./lead-fixtures";

// The lead score (issue #39) through the real app on the calls rig's clock (Monday 4 January 2027,
// 8:00 AM IST): a hand-built Cost of Inaction lead scored by the maintenance job, the same person
// booking a call (a repeat lead), the call held, the fading 31 days later, the hot e-mail once even
// when rescoring races, and the Leads list sorted and filtered by score, as the sales role sees it.

const dbLabel = process.env.TEST_DATABASE_URL ? "postgres" : "sqlite";
const DAY = 86_400_000;
const MEERA = "meera@malwa-textiles.in";
// Lead ids are UUIDs, as the hot e-mail's payload schema requires.
const [meeraId, kabirId, coldId] = [newRowId(), newRowId(), newRowId()];

let rig: CallsRig;
let sales: Browser;
beforeAll(async () => {
  rig = await startCallsRig();
  for (const t of CALL_TABLES) await rig.server.db.deleteFrom(t).execute();
  // The first admin takes calls on a fresh install; Sam (sales) works the leads.
  await rig.addUser("asha@narmadaai.in", "admin", "Asha Verma");
  sales = await rig.signIn("sam@narmadaai.in", "sales");
});
afterAll(async () => rig?.close());

/** The lead page's "Lead score" panel: its score line and its list of lines. */
async function scoreOf(leadId: string) {
  const res = await sales.get(`/admin/leads/${leadId}`);
  expect(res.status).toBe(200);
  const panel = region(page(await res.text()), "Lead score");
  return { score: textOf(panel.querySelector("p")), lines: [...panel.querySelectorAll("li")].map(textOf) };
}

/**
 * One pass of the maintenance job at `now`; its lead-score report. The job's retention also ends the
 * sessions idle for a month of the test clock, so Sam signs in again.
 */
async function job(now: Date) {
  const report = await maintain(rig.server.db, DEFAULT_RETENTION, { now });
  await sales.login("sam@narmadaai.in");
  return report.leadScores;
}

const hotMails = async (leadId?: string) =>
  (
    await rig.server.db
      .selectFrom("outbox")
      .select(["lead_id", "payload"])
      .where("kind", "=", "score_email")
      .$if(leadId !== undefined, (q) => q.where("lead_id", "=", leadId ?? ""))
      .orderBy("created_at")
      .execute()
  ).map((r) => {
    const { hot } = JSON.parse(r.payload) as { hot: { leadId: string; score: number; to: unknown } };
    return { lead: r.lead_id, score: hot.score, to: hot.to };
  });

/** A Cost of Inaction lead as the report form stores it: Finance, over 1,000 people, $480,000 a year. */
const coiLead = (id: string, email: string, at: number, phone: string | null = null) =>
  insertLead(rig.server, {
    id,
    type: "coi_report",
    name: id === meeraId ? "Meera Iyer" : "Kabir Rao",
    email,
    phone,
    createdAt: new Date(at).toISOString(),
    payload: {
      inputs: { industry: "Finance", companySize: "Over 1000 employees", employeesManual: "40" },
      results: { total: 480_000, threeYear: 1_440_000, breakdown: {} },
    },
  });

const FIT_LINES = [
  "+15 company of over 1,000 employees",
  "+10 industry: Finance",
  "+20 calculated cost of inaction above $250,000",
  "+10 company e-mail address, not a free mailbox",
];

describe(`the lead score (${dbLabel})`, () => {
  it("scores and explains, follows a booking and a held call, fades, tells sales and the owner once", async () => {
    // Sunday: Meera asks for the report (stored by hand, as an older row that was never scored).
    await coiLead(meeraId, MEERA, MONDAY_8AM_IST - DAY);
    expect(await job(rig.now())).toEqual({
      scored: 1,
      faded: 0,
    });
    // Fit 15 + 10 + 20 + 10 = 55, engagement: the report 10.
    expect(await scoreOf(meeraId)).toEqual({ score: "Score 65", lines: [...FIT_LINES, "+10 requested a report"] });
    expect(await hotMails()).toEqual([]);

    // Monday: she comes back through Get Started (two outcomes, a phone) and books Tuesday 11:00.
    const { leadId, bookingId } = await rig.book(istJan(5, 11), {
      name: "Meera Iyer",
      email: MEERA,
      phone: "+91 98260 12345",
    });
    // The person: booked 25 + report 10 + came back 10 = 45. Meera's report lead: 55 + 45 = 100.
    expect(await scoreOf(meeraId)).toEqual({
      score: "Score 100 · hot",
      lines: [
        ...FIT_LINES,
        "+25 booked a call",
        "+10 requested a report",
        "+10 came back: 1 other lead from the same address",
      ],
    });
    // The Get Started lead: company address 10 + 2 outcomes 10 + phone 5 = 25, + 45 = 70: hot exactly.
    expect(await scoreOf(leadId)).toEqual({
      score: "Score 70 · hot",
      lines: [
        "+10 company e-mail address, not a free mailbox",
        "+10 chose 2 outcomes",
        "+5 phone number given",
        "+25 booked a call",
        "+10 requested a report",
        "+10 came back: 1 other lead from the same address",
      ],
    });
    // The report lead was hot as soon as the new lead came in (55 + report 10 + came back 10 = 75, the
    // booking not yet written) and has no owner: the sales address. The booking made Asha the new
    // lead's owner, and it reached 70 with the booking.
    expect(await hotMails()).toEqual([
      { lead: meeraId, score: 75, to: null },
      { lead: leadId, score: 70, to: { name: "Asha Verma", email: "asha@narmadaai.in" } },
    ]);

    // Tuesday 11:40: the call was held (+15); both leads were hot already, nobody is told again.
    rig.setClock(Date.parse(istJan(5, 11, 40)));
    expect((await sales.post("/admin/calls", { intent: "held", id: bookingId })).status).toBe(200);
    expect((await scoreOf(leadId)).score).toBe("Score 85 · hot");
    expect(await hotMails()).toHaveLength(2);
    // The two e-mails as delivered: to the sales address and to Asha, with the lines that counted.
    await rig.drain();
    const mails = rig.smtp.messages.filter((m) => /^Subject: Hot lead/m.test(m.raw));
    const sent = mails.map((m) => [m.to.join(), /^Subject: (.*)$/m.exec(m.raw)?.[1] ?? ""]).sort();
    expect(sent).toEqual([
      ["asha@narmadaai.in", `Hot lead (score 70): Meera Iyer (${MEERA})`],
      ["sales@narmadaai.in", `Hot lead (score 75): Meera Iyer (${MEERA})`],
    ]);
    expect(mails.find((m) => m.to.includes("sales@narmadaai.in"))?.raw).toContain(
      "+20 calculated cost of inaction above $250,000",
    );

    // 31 days after the call, the daily job halves the engagement: 25 + 15 + 10 + 10 = 60 → 30.
    const later = new Date(Date.parse(istJan(5, 11, 40)) + 31 * DAY);
    expect(await job(later)).toEqual({
      scored: 0,
      faded: 2,
    });
    const faded = await scoreOf(leadId);
    expect(faded.score).toBe("Score 55");
    expect(faded.lines.at(-1)).toBe("-30 engagement faded: no activity for 31 days");
    expect((await scoreOf(meeraId)).score).toBe("Score 85 · hot");
    // The same day again: nothing to fade (once a day).
    expect(await job(later)).toEqual({
      scored: 0,
      faded: 0,
    });

    // The Leads list, highest score first, and only the hot ones.
    await insertLead(rig.server, {
      id: coldId,
      type: "contact",
      name: "Cold Caller",
      email: "cc@gmail.com",
      createdAt: new Date(MONDAY_8AM_IST).toISOString(),
    });
    await rescoreLeadAlone(rig.server.db, coldId, later);
    const byScore = page(await (await sales.get("/admin/leads?sort=score")).text());
    expect(tableRows(byScore, "Leads, highest score first").map((r) => [r.Name.split(" ")[0], r.Score])).toEqual([
      ["Meera", "85 · hot"],
      ["Meera", "55"],
      ["Cold", "0"],
    ]);
    const hot = page(await (await sales.get("/admin/leads?score=70")).text());
    expect(tableRows(hot, "Leads, newest first").map((r) => r.Score)).toEqual(["85 · hot"]);
  });

  it("queues the hot e-mail once when replicas rescore the same lead at the same moment", async () => {
    // Fit 55 + phone 5, engagement: the report 10 = 70, reached by four rescorings at once.
    await coiLead(kabirId, "kabir@rao-finance.in", MONDAY_8AM_IST, "+91 90000 00000");
    const now = new Date(MONDAY_8AM_IST + 60_000);
    await Promise.all([1, 2, 3, 4].map(() => rescoreLeadAlone(rig.server.db, kabirId, now)));
    // (The first test's sent rows had their payloads stripped by the job's retention: only Kabir's are read.)
    expect(await hotMails(kabirId)).toEqual([{ lead: kabirId, score: 70, to: null }]);
    const told = await rig.server.db
      .selectFrom("notifications")
      .select("title")
      .where("link", "=", `/admin/leads/${kabirId}`)
      .execute();
    expect(told.map((n) => n.title)).toEqual(["Hot lead (score 70): Kabir Rao (kabir@rao-finance.in)"]);
  });

  it("scores a first lead with its insert as a rescore would, and a past campaign click counts", async () => {
    const scoreRow = (id: string) =>
      rig.server.db
        .selectFrom("leads")
        .select(["score", "score_lines", "score_fit", "score_engagement", "engaged_at", "created_at"])
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
    const report = async (email: string, inputs: Record<string, unknown>) => {
      const res = await rig.server.postJson("/api/reports", {
        type: "coi_report",
        lead: { name: "Rohan Mehta", email, company: "Indore Steel" },
        inputs,
      });
      expect(res.status).toBe(201);
      return ((await res.json()) as { id: string }).id;
    };
    // coiInputs: 100-1,000 employees 10, Manufacturing 5, $129,160 a year above $50,000 10, company
    // address 10; the report 10 = 45.
    const rohan = await report("rohan@indore-steel.in", coiInputs);
    expect(await scoreOf(rohan)).toEqual({
      score: "Score 45",
      lines: [
        "+10 company of 100-1,000 employees",
        "+5 industry: Manufacturing",
        "+10 calculated cost of inaction above $50,000",
        "+10 company e-mail address, not a free mailbox",
        "+10 requested a report",
      ],
    });
    // Scoring the lead again the slow way, at its arrival, finds nothing to change.
    const stored = await scoreRow(rohan);
    expect(stored.engaged_at).toBe(stored.created_at);
    await rescoreLeadAlone(rig.server.db, rohan, new Date(stored.created_at));
    expect(await scoreRow(rohan)).toEqual(stored);

    // Ira's address clicked three campaign e-mails before she ever left a lead (her newsletter lead
    // was erased, the subscription kept). Her first report: over 1,000 employees 15, Finance 10,
    // 3,000,000 × 0.07 = 210,000 + 59,160 = $269,160 above $250,000 20, company address 10; the report
    // 10 and three clicks 15 = 80: hot on arrival, the sales address told once.
    const subscriber = newRowId();
    const at = new Date(MONDAY_8AM_IST - 3 * DAY).toISOString();
    await rig.server.db
      .insertInto("subscribers")
      .values({ id: subscriber, email: "ira@narmada-capital.in", lead_id: null, created_at: at, updated_at: at })
      .execute();
    for (const n of [1, 2, 3]) {
      const campaign = newRowId();
      await rig.server.db
        .insertInto("campaigns")
        .values({
          id: campaign,
          name: `Issue ${n}`,
          subject: "AI notes",
          body: "Hello",
          created_at: at,
          updated_at: at,
        })
        .execute();
      await rig.server.db
        .insertInto("campaign_recipients")
        .values({
          id: newRowId(),
          campaign_id: campaign,
          subscriber_id: subscriber,
          email: "ira@narmada-capital.in",
          next_attempt_at: at,
          clicked_at: at,
          created_at: at,
        })
        .execute();
    }
    const ira = await report("ira@narmada-capital.in", {
      ...coiInputs,
      industry: "Finance",
      companySize: "Over 1000 employees",
      annualRevenue: "3,000,000",
    });
    expect(await scoreOf(ira)).toEqual({
      score: "Score 80 · hot",
      lines: [...FIT_LINES, "+10 requested a report", "+15 clicked 3 campaign e-mails"],
    });
    expect(await hotMails(ira)).toEqual([{ lead: ira, score: 80, to: null }]);
    const irasRow = await scoreRow(ira);
    await rescoreLeadAlone(rig.server.db, ira, new Date(irasRow.created_at));
    expect(await scoreRow(ira)).toEqual(irasRow);
    expect(await hotMails(ira)).toHaveLength(1);
  });
});
