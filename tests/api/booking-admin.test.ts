import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Browser } from "./admin-helpers";
import { CALL_TABLES, type CallsRig, startCallsRig } from "./booking-admin-helpers";
import { inviteOf, istJan, partOf } from "./booking-helpers";
import { page, tableRows, textOf } from "./html";
import { headerOf } from "./outbox-peers";

// The team's side of strategy calls (issue #38) through HTTP against the real app: the sales role in
// every area, and the Calls area's marks (held, no-show), the cancel on the visitor's behalf and the
// no-show's rebooking e-mail, each on the lead's timeline. The test clock starts on Monday 4 January
// 2027, 8:00 AM IST; Asha, the first admin, takes calls in the office hours.

const dbLabel = process.env.TEST_DATABASE_URL ? "postgres" : "sqlite";

let rig: CallsRig;
beforeAll(async () => {
  rig = await startCallsRig();
});
afterAll(async () => rig?.close());

async function reset() {
  for (const t of CALL_TABLES) await rig.server.db.deleteFrom(t).execute();
}

describe(`what each role may use (${dbLabel})`, () => {
  const browsers: Record<string, Browser> = {};
  beforeAll(async () => {
    await reset();
    browsers.admin = await rig.signIn("asha@narmadaai.in", "admin");
    browsers.sales = await rig.signIn("sam@narmadaai.in", "sales");
    browsers.editor = await rig.signIn("ravi@narmadaai.in", "editor");
  });

  // [area, admin, sales, editor]: what a GET of the screen answers.
  const SCREENS: [string, number, number, number][] = [
    ["/admin/dashboard", 200, 200, 200],
    ["/admin/leads", 200, 200, 403],
    ["/admin/leads/new", 200, 200, 403],
    ["/admin/calls", 200, 200, 403],
    ["/admin/calls/availability", 200, 200, 403],
    ["/admin/settings", 200, 403, 403],
    ["/admin/users", 200, 403, 403],
    ["/admin/backup", 200, 403, 403],
    ["/admin/blog", 200, 403, 200],
    ["/admin/account", 200, 200, 200],
  ];
  const TABLE = SCREENS.flatMap(([path, admin, sales, editor]) => [
    ["admin", path, admin],
    ["sales", path, sales],
    ["editor", path, editor],
  ]) as [string, string, number][];

  it.each(TABLE)("%s opening %s gets %i", async (role, path, status) => {
    expect((await browsers[role].get(path)).status).toBe(status);
  });

  it.each([
    ["/admin/settings", { blogTitle: "Hijacked" }],
    ["/admin/users", { intent: "create", name: "Mallory", email: "m@example.com", role: "admin", password: "x" }],
    ["/admin/backup", { intent: "restore" }],
    ["/admin/calls.data", { intent: "held", id: "x" }],
  ])("sales posting to %s is refused unless it is Calls", async (path, fields) => {
    const res = await browsers.sales.post(path, fields);
    // Calls is theirs: the gate lets the post through and the unknown call answers 404.
    expect(res.status).toBe(path.startsWith("/admin/calls") ? 404 : 403);
  });

  it("an editor posting to Calls or Availability is refused with 403", async () => {
    for (const path of ["/admin/calls", "/admin/calls/availability", "/admin/calls.data"])
      expect((await browsers.editor.post(path, { intent: "held", id: "x" })).status, path).toBe(403);
  });

  it("sales sees the Dashboard with leads and follow-ups but not the audit log", async () => {
    const doc = page(await (await browsers.sales.get("/admin/dashboard")).text());
    const titles = [...doc.querySelectorAll("h2")].map(textOf);
    expect(titles).toContain("Newest leads");
    expect(titles).not.toContain("Recent activity");
    expect(textOf(doc.querySelector("dl"))).toContain("Total Leads");
    const nav = [...doc.querySelectorAll('nav[aria-label="Admin sections"] a')].map(textOf);
    expect(nav).toEqual(["Dashboard", "Leads", "Calls", "Live chat"]);
    // The admin's own Dashboard still has the audit log.
    const own = page(await (await browsers.admin.get("/admin/dashboard")).text());
    expect([...own.querySelectorAll("h2")].map(textOf)).toContain("Recent activity");
  });

  it("the platforms grid shows sales the Leads tile only", async () => {
    const doc = page(await (await browsers.sales.get("/admin")).text());
    const tiles = [...doc.querySelectorAll("main li a")].map((a) => a.getAttribute("href"));
    expect(tiles).toEqual(["/admin/leads"]);
  });
});

describe(`the Calls area (${dbLabel})`, () => {
  let sales: Browser;
  beforeEach(async () => {
    await reset();
    rig.setClock(Date.parse("2027-01-04T02:30:00.000Z"));
    // The first admin takes calls on a fresh install; Sam (sales) works the calls.
    await rig.addUser("asha@narmadaai.in", "admin", "Asha Verma");
    sales = await rig.signIn("sam@narmadaai.in", "sales");
  });

  const timeline = async (leadId: string) =>
    (
      await rig.server.db
        .selectFrom("lead_events")
        .select(["actor_name", "detail"])
        .where("lead_id", "=", leadId)
        .where("kind", "=", "booking")
        .orderBy("at")
        .execute()
    ).map((e) => ({ actor: e.actor_name, ...(JSON.parse(e.detail) as { action?: string } & Record<string, unknown>) }));

  it("lists the calls by day in IST with the lead, the consultant and the status", async () => {
    const first = await rig.book(istJan(4, 11));
    await rig.book(istJan(5, 15, 30), { email: "kiran@example.com", name: "Kiran Rao", zone: "America/New_York" });
    const doc = page(await (await sales.get("/admin/calls")).text());
    expect([...doc.querySelectorAll("main h2")].map(textOf)).toEqual([
      "Monday, 4 January 2027",
      "Tuesday, 5 January 2027",
    ]);
    expect(tableRows(doc, "Calls on Monday, 4 January 2027")).toEqual([
      {
        "Time (IST)": "11:00 AM",
        Lead: "Neha Joshi",
        Consultant: "Asha Verma",
        Status: "Booked",
        Actions: "Cancel call for Neha Joshi at 11:00 AM",
      },
    ]);
    expect(tableRows(doc, "Calls on Tuesday, 5 January 2027")[0]).toMatchObject({
      "Time (IST)": "3:30 PM",
      Lead: "Kiran Rao visitor in America/New_York",
    });
    const link = [...doc.querySelectorAll("main a")].find((a) => textOf(a) === "Neha Joshi");
    expect(link?.getAttribute("href")).toBe(`/admin/leads/${first.leadId}`);
  });

  it("refuses to mark a call held before it starts and changes nothing", async () => {
    const { bookingId, leadId } = await rig.book(istJan(4, 11));
    const res = await sales.post("/admin/calls", { intent: "held", id: bookingId });
    expect(res.status).toBe(409);
    expect(await res.text()).toContain("A call is marked held or no-show once it has started.");
    const row = await rig.server.db.selectFrom("bookings").select("status").executeTakeFirstOrThrow();
    expect(row.status).toBe("booked");
    expect((await timeline(leadId)).map((e) => e.action)).toEqual(["booked"]);
  });

  it("marks a started call held, corrects it to a no-show, and each mark lands on the timeline", async () => {
    const { bookingId, leadId } = await rig.book(istJan(4, 11));
    rig.setClock(Date.parse(istJan(4, 11, 40)));
    const held = await sales.post("/admin/calls", { intent: "held", id: bookingId });
    expect(held.status).toBe(200);
    expect(await held.text()).toContain("is marked held.");
    const again = await sales.post("/admin/calls", { intent: "held", id: bookingId });
    expect(again.status).toBe(409);
    const noShow = await sales.post("/admin/calls", { intent: "no-show", id: bookingId });
    expect(noShow.status).toBe(200);
    const row = await rig.server.db.selectFrom("bookings").select("status").executeTakeFirstOrThrow();
    expect(row.status).toBe("no_show");
    const start = "2027-01-04T05:30:00.000Z";
    expect((await timeline(leadId)).slice(1)).toEqual([
      { actor: "Ravi sam", action: "held", start, consultant: "Asha Verma" },
      { actor: "Ravi sam", action: "no_show", start, consultant: "Asha Verma" },
    ]);
    // The lead's page reads them as sentences.
    const lead = await (await sales.get(`/admin/leads/${leadId}`)).text();
    expect(lead).toContain("Strategy call on 4 Jan 2027, 11:00 AM IST with Asha Verma marked held");
    expect(lead).toContain("Strategy call on 4 Jan 2027, 11:00 AM IST with Asha Verma marked a no-show");
  });

  it("sends a no-show's visitor one rebooking e-mail with the Get Started link", async () => {
    const { bookingId, leadId } = await rig.book(istJan(4, 11));
    rig.setClock(Date.parse(istJan(4, 12)));
    // Only for a no-show.
    expect((await sales.post("/admin/calls", { intent: "rebook", id: bookingId })).status).toBe(409);
    expect((await sales.post("/admin/calls", { intent: "no-show", id: bookingId })).status).toBe(200);
    await rig.drain();
    const before = rig.smtp.messages.length;
    const sent = await sales.post("/admin/calls", { intent: "rebook", id: bookingId });
    expect(sent.status).toBe(200);
    expect(await sent.text()).toContain("The rebooking e-mail to neha@example.com is on its way.");
    const second = await sales.post("/admin/calls", { intent: "rebook", id: bookingId });
    expect(second.status).toBe(409);
    expect(await second.text()).toContain("The rebooking e-mail was already sent for this call.");
    // One row queued, for the visitor only.
    const rows = await rig.server.db
      .selectFrom("outbox")
      .select("payload")
      .where("kind", "=", "booking_email")
      .where("payload", "like", '%"purpose":"rebook"%')
      .execute();
    expect(rows.map((r) => JSON.parse(r.payload).booking.to)).toEqual(["visitor"]);
    await rig.drain();
    const mails = rig.smtp.messages.slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0].to).toEqual(["neha@example.com"]);
    expect(headerOf(mails[0].raw, "Subject")).toBe(
      "We missed you: book another strategy call with Narmada AI Technologies",
    );
    const text = partOf(mails[0].raw, "text/plain") ?? "";
    expect(text).toContain("We missed you at your strategy call with Asha on Monday, 4 January 2027 at 11:00 AM");
    expect(text).toContain("To book another time: https://narmadaai.in/get-started");
    // No invite and no manage link: that call is over.
    expect(partOf(mails[0].raw, "text/calendar")).toBeUndefined();
    expect(text).not.toContain("/booking/manage/");
    expect(await rig.server.db.selectFrom("booking_tokens").selectAll().execute()).toHaveLength(1);
    expect((await timeline(leadId)).at(-1)).toEqual({
      actor: "Ravi sam",
      action: "rebooking_sent",
      start: "2027-01-04T05:30:00.000Z",
    });
  });

  it("cancels a call for the visitor: the cancellation goes to both sides and the time is free again", async () => {
    const { bookingId, leadId } = await rig.book(istJan(5, 10));
    await rig.drain();
    const before = rig.smtp.messages.length;
    const res = await sales.post("/admin/calls", { intent: "cancel", id: bookingId });
    expect(res.status).toBe(200);
    const row = await rig.server.db.selectFrom("bookings").selectAll().executeTakeFirstOrThrow();
    expect(row.status).toBe("cancelled");
    expect(Number(row.sequence)).toBe(1);
    // The reminders of the call are skipped now, not sent.
    const reminders = await rig.server.db
      .selectFrom("outbox")
      .select("status")
      .where("payload", "like", '%"purpose":"reminder"%')
      .execute();
    expect(reminders.map((r) => r.status)).toEqual(["skipped", "skipped"]);
    await rig.drain();
    const mails = rig.smtp.messages.slice(before);
    expect(mails.map((m) => m.to[0]).sort()).toEqual(["asha@narmadaai.in", "neha@example.com"]);
    for (const mail of mails) {
      const invite = inviteOf(mail);
      expect(invite).toMatchObject({ method: "CANCEL", sequence: 1, start: "2027-01-05T04:30:00.000Z" });
    }
    expect((await timeline(leadId)).at(-1)).toEqual({
      actor: "Ravi sam",
      action: "cancelled",
      start: "2027-01-05T04:30:00.000Z",
      by: "team",
    });
    const again = await sales.post("/admin/calls", { intent: "cancel", id: bookingId });
    expect(again.status).toBe(409);
    // The slot is offered again.
    const slots = (await (await fetch(`${rig.server.base}/api/booking/slots?zone=Asia/Kolkata`)).json()) as {
      days: { date: string; shown: { start: string }[] }[];
    };
    const tuesday = slots.days.find((d) => d.date === "2027-01-05");
    expect(tuesday?.shown.map((s) => s.start)).toContain("2027-01-05T04:30:00.000Z");
  });

  it("refuses to cancel a call that has started", async () => {
    const { bookingId } = await rig.book(istJan(4, 11));
    rig.setClock(Date.parse(istJan(4, 11, 5)));
    const res = await sales.post("/admin/calls", { intent: "cancel", id: bookingId });
    expect(res.status).toBe(409);
    expect(await res.text()).toContain("This call has already started: mark it held or no-show instead.");
  });

  it.each(["held", "no-show", "cancel", "rebook"])("%s on a call that does not exist answers 404", async (intent) => {
    for (const id of ["3f1e6a52-7a34-4bb4-9a39-0d0f3c1f2b77", "not-an-id", ""]) {
      const res = await sales.post("/admin/calls", { intent, id });
      expect(res.status, id).toBe(404);
      expect(await res.text()).toContain("This call no longer exists.");
    }
  });

  it("an unknown intent answers 400", async () => {
    expect((await sales.post("/admin/calls", { intent: "delete", id: "x" })).status).toBe(400);
  });
});
