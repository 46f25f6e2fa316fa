import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { INDIA_NATIONAL_HOLIDAYS } from "../../server/calendar/business-calendar";
import type { Browser } from "./admin-helpers";
import { CALL_TABLES, type CallsRig, startCallsRig } from "./booking-admin-helpers";
import { inviteOf, istJan, partOf } from "./booking-helpers";
import { page, region, tableRows, textOf } from "./html";

// Who takes strategy calls and when (issue #38), set by the team: the Users tab's "Takes calls", each
// consultant's hours and days off in Calls > Availability (a sales user their own only), and the
// company's holidays (admins only); each change shows in the times visitors are offered. The clock
// starts Monday 4 January 2027, 8:00 AM IST (two hours' notice: the first slot is 10:00 AM).

const dbLabel = process.env.TEST_DATABASE_URL ? "postgres" : "sqlite";
const ASHA = "user-asha@narmadaai.in";
const SAM = "user-sam@narmadaai.in";

let rig: CallsRig;
let admin: Browser;
let sales: Browser;
beforeAll(async () => {
  rig = await startCallsRig();
});
afterAll(async () => rig?.close());
beforeEach(async () => {
  for (const t of CALL_TABLES) await rig.server.db.deleteFrom(t).execute();
  await rig.server.db.deleteFrom("holidays").where("date", ">", "2026-12-31").execute();
  rig.setClock(Date.parse("2027-01-04T02:30:00.000Z"));
  admin = await rig.signIn("asha@narmadaai.in", "admin");
  sales = await rig.signIn("sam@narmadaai.in", "sales");
});

/** Every start offered on `date` (IST), shown or behind More times. */
async function startsOn(date: string) {
  const res = await fetch(`${rig.server.base}/api/booking/slots?zone=Asia/Kolkata`);
  const list = (await res.json()) as { days: { date: string; shown: { time: string }[]; more: { time: string }[] }[] };
  const day = list.days.find((d) => d.date === date);
  return day ? [...day.shown, ...day.more].map((s) => s.time) : [];
}

const takesCalls = (browser: Browser, id: string, on: boolean) =>
  browser.post("/admin/users", { intent: "calls", id, ...(on ? { takesCalls: "on" } : {}) });

const consultants = async () =>
  (await rig.server.db.selectFrom("consultants").select(["user_id", "takes_calls"]).orderBy("user_id").execute()).map(
    (r) => [r.user_id, Number(r.takes_calls)],
  );

describe(`who takes calls (${dbLabel})`, () => {
  it("ticking a sales user keeps the first admin taking calls: one slot then takes two bookings", async () => {
    const res = await takesCalls(admin, SAM, true);
    expect(res.status).toBe(200);
    // The fresh-install rule (every active admin) was written down before Sam was added.
    expect(await consultants()).toEqual([
      [ASHA, 1],
      [SAM, 1],
    ]);
    const users = page(await (await admin.get("/admin/users")).text());
    const sam = [...users.querySelectorAll("li")].find((li) => textOf(li.querySelector("h3")) === "Ravi sam");
    expect(textOf(sam?.querySelector("dl"))).toContain("Takes calls yes");
    await rig.book(istJan(4, 11));
    await rig.book(istJan(4, 11), { email: "kiran@example.com" });
    const owners = await rig.server.db.selectFrom("bookings").select("consultant_id").execute();
    expect(owners.map((o) => o.consultant_id).sort()).toEqual([ASHA, SAM]);
  });

  it("unticking the admin leaves the sales user alone on the calls", async () => {
    await takesCalls(admin, SAM, true);
    expect((await takesCalls(admin, ASHA, false)).status).toBe(200);
    const { bookingId } = await rig.book(istJan(4, 11));
    const booking = await rig.server.db
      .selectFrom("bookings")
      .select("consultant_id")
      .where("id", "=", bookingId)
      .executeTakeFirstOrThrow();
    expect(booking.consultant_id).toBe(SAM);
    // Sam is busy at 11:00 now: the slot is gone.
    expect(await startsOn("2027-01-04")).not.toContain("11:00 AM");
  });

  it("an editor cannot take calls, and a consultant made editor stops taking them", async () => {
    await rig.addUser("ravi@narmadaai.in", "editor");
    const refused = await takesCalls(admin, "user-ravi@narmadaai.in", true);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("An editor does not take calls: make them sales or admin first.");
    await takesCalls(admin, SAM, true);
    expect((await admin.post("/admin/users", { intent: "role", id: SAM, role: "editor" })).status).toBe(200);
    expect(await consultants()).toEqual([
      [ASHA, 1],
      [SAM, 0],
    ]);
  });

  it("who stops taking calls hands each upcoming call to a free consultant, or keeps it and is told", async () => {
    const bookingOf = (id: string) =>
      rig.server.db.selectFrom("bookings").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    // Sam alone takes Kiran's Monday 11:00 and Meera's Tuesday 10:00; then Asha Neha's Monday 11:00.
    await takesCalls(admin, SAM, true);
    await takesCalls(admin, ASHA, false);
    const kiran = await rig.book(istJan(4, 11), { name: "Kiran Rao", email: "kiran@example.com" });
    const meera = await rig.book(istJan(5, 10), { name: "Meera Iyer", email: "meera@example.com" });
    await takesCalls(admin, ASHA, true);
    const neha = await rig.book(istJan(4, 11));
    expect((await bookingOf(neha.bookingId)).consultant_id).toBe(ASHA);
    await rig.drain();

    let before = rig.smtp.messages.length;
    const res = await admin.post("/admin/users.data", { intent: "calls", id: SAM });
    expect(res.status).toBe(200);
    const answer = await res.text();
    expect(answer).toContain(
      "sam@narmadaai.in no longer takes strategy calls. 1 upcoming call goes to other consultants.",
    );
    expect(answer).toContain(
      "No one else is free for this call, which stays with Ravi sam: Monday, 4 January 2027 at 11:00 AM IST (Kiran Rao). Move or cancel it in Calls.",
    );
    // Asha is free on Tuesday at 10:00: Meera's call is hers, one version on; Kiran's stays as it was.
    expect(await bookingOf(meera.bookingId)).toMatchObject({ consultant_id: ASHA, sequence: 1, status: "booked" });
    expect(await bookingOf(kiran.bookingId)).toMatchObject({ consultant_id: SAM, sequence: 0, status: "booked" });
    const lead = await rig.server.db
      .selectFrom("leads")
      .select("owner_id")
      .where("id", "=", meera.leadId)
      .executeTakeFirst();
    expect(lead?.owner_id).toBe(ASHA);
    const events = await rig.server.db
      .selectFrom("lead_events")
      .select(["actor_name", "detail"])
      .where("lead_id", "=", meera.leadId)
      .orderBy("at")
      .execute();
    // The rig's clock stands still, so the hand-over shares its time with the other events: it is
    // found by its action, not by its place in the list.
    const handovers = events
      .map((e) => ({ actor: e.actor_name, ...JSON.parse(e.detail) }))
      .filter((e) => e.action === "reassigned");
    expect(handovers).toEqual([
      {
        actor: "Asha asha",
        action: "reassigned",
        start: "2027-01-05T04:30:00.000Z",
        from: "Ravi sam",
        consultant: "Asha asha",
      },
    ]);
    // The updated invite (SEQUENCE 1, organizer Asha) to Meera and Asha, the cancellation to Sam.
    await rig.drain();
    const mails = rig.smtp.messages.slice(before);
    const byTo = Object.fromEntries(mails.map((m) => [m.to[0], inviteOf(m)]));
    expect(Object.keys(byTo).sort()).toEqual(["asha@narmadaai.in", "meera@example.com", "sam@narmadaai.in"]);
    for (const to of ["meera@example.com", "asha@narmadaai.in"])
      expect(byTo[to]).toMatchObject({ method: "REQUEST", sequence: 1, start: "2027-01-05T04:30:00.000Z" });
    expect(byTo["meera@example.com"].organizer).toContain("asha@narmadaai.in");
    expect(byTo["sam@narmadaai.in"]).toMatchObject({ method: "CANCEL", sequence: 1 });
    const meeraMail = mails.find((m) => m.to[0] === "meera@example.com");
    expect(partOf(meeraMail?.raw ?? "", "text/plain")).toContain("is now with Asha; the time stays the same.");
    // The reminders of the old version are skipped; the new version's wait for their time.
    const reminders = await rig.server.db
      .selectFrom("outbox")
      .select(["status", "payload"])
      .where("payload", "like", '%"purpose":"reminder"%')
      .where("payload", "like", `%${meera.bookingId}%`)
      .execute();
    expect(reminders.map((r) => [r.status, JSON.parse(r.payload).booking.sequence]).sort()).toEqual([
      ["pending", 1],
      ["pending", 1],
      ["skipped", 0],
      ["skipped", 0],
    ]);

    // Deactivating Asha (another admin stays): Sam, taking calls again, is free for Meera, not for Neha.
    await takesCalls(admin, SAM, true);
    await rig.addUser("dev@narmadaai.in", "admin");
    before = rig.smtp.messages.length;
    const off = await admin.post("/admin/users.data", { intent: "status", id: ASHA, status: "inactive" });
    expect(off.status).toBe(200);
    expect(await off.text()).toContain(
      "1 upcoming call goes to other consultants. No one else is free for this call, which stays with Asha asha: Monday, 4 January 2027 at 11:00 AM IST (Neha Joshi).",
    );
    expect(await bookingOf(meera.bookingId)).toMatchObject({ consultant_id: SAM, sequence: 2 });
    expect(await bookingOf(neha.bookingId)).toMatchObject({ consultant_id: ASHA, sequence: 0 });
  });

  it("only an admin ticks Takes calls: the Users tab is no sales user's", async () => {
    expect((await takesCalls(sales, SAM, true)).status).toBe(403);
    expect(await consultants()).toEqual([]);
  });
});

describe(`hours and days off (${dbLabel})`, () => {
  beforeEach(async () => {
    await takesCalls(admin, SAM, true);
    await takesCalls(admin, ASHA, false);
  });

  it("a sales user sets their own hours, and visitors are offered just those", async () => {
    const res = await sales.post("/admin/calls/availability", {
      intent: "hours",
      userId: SAM,
      mon: "2:00 PM-4:00 PM",
      tue: "9-13, 14-18",
      wed: "",
      thu: "9:00 AM-6:00 PM",
      fri: "9:00 AM-6:00 PM",
      sat: "",
      sun: "",
    });
    expect(res.status).toBe(200);
    expect(await startsOn("2027-01-04")).toEqual(["2:00 PM", "2:30 PM", "3:00 PM", "3:30 PM"]);
    expect(await startsOn("2027-01-06")).toEqual([]);
    expect(await startsOn("2027-01-05")).not.toContain("1:00 PM");
    expect(await startsOn("2027-01-05")).toContain("2:00 PM");
    const doc = page(await (await sales.get("/admin/calls/availability")).text());
    const monday = doc.querySelector<HTMLInputElement>(`input[name="mon"]`);
    expect(monday?.getAttribute("value")).toBe("2:00 PM-4:00 PM");
  });

  it("answers 400 naming each day whose hours do not read, and stores nothing", async () => {
    const res = await sales.post("/admin/calls/availability", {
      intent: "hours",
      userId: SAM,
      mon: "6 PM-9 AM",
      tue: "whenever",
    });
    expect(res.status).toBe(400);
    const text = await res.text();
    expect(text).toContain("ends before it starts.");
    expect(text).toContain("is not).");
    const row = await rig.server.db
      .selectFrom("consultants")
      .select("weekly_hours")
      .where("user_id", "=", SAM)
      .executeTakeFirstOrThrow();
    expect(row.weekly_hours).toBeNull();
  });

  it("a sales user cannot change someone else's availability, and sees it read-only", async () => {
    await takesCalls(admin, ASHA, true);
    const tries: Record<string, string>[] = [
      { intent: "hours", userId: ASHA, mon: "9-10" },
      { intent: "day-off-add", userId: ASHA, from: "2027-01-05" },
      { intent: "feed-save", userId: ASHA, url: "https://calendar.google.com/x.ics" },
      { intent: "feed-remove", userId: ASHA },
    ];
    for (const fields of tries) {
      const res = await sales.post("/admin/calls/availability", fields);
      expect(res.status, fields.intent).toBe(403);
      expect(await res.text()).toContain("You can change only your own availability.");
    }
    const doc = page(await (await sales.get("/admin/calls/availability")).text());
    const buttons = [...doc.querySelectorAll("main button")].map(textOf);
    expect(buttons).toContain("Save hours for Ravi sam");
    expect(buttons).not.toContain("Save hours for Asha asha");
    // An admin changes anyone's.
    expect((await admin.post("/admin/calls/availability", { intent: "hours", userId: SAM, mon: "9-10" })).status).toBe(
      200,
    );
  });

  it("a range of days off blocks those days, a past day is refused, and removing one frees it", async () => {
    const added = await sales.post("/admin/calls/availability", {
      intent: "day-off-add",
      userId: SAM,
      from: "2027-01-05",
      to: "2027-01-07",
    });
    expect(added.status).toBe(200);
    for (const d of ["2027-01-05", "2027-01-06", "2027-01-07"]) expect(await startsOn(d), d).toEqual([]);
    expect(await startsOn("2027-01-08")).toHaveLength(18);
    const past = await sales.post("/admin/calls/availability", {
      intent: "day-off-add",
      userId: SAM,
      from: "2027-01-03",
    });
    expect(past.status).toBe(400);
    expect(await past.text()).toContain("A day off cannot be in the past.");
    const removed = await sales.post("/admin/calls/availability", {
      intent: "day-off-remove",
      userId: SAM,
      date: "2027-01-06",
    });
    expect(removed.status).toBe(200);
    expect(await startsOn("2027-01-06")).toHaveLength(18);
    const again = await sales.post("/admin/calls/availability", {
      intent: "day-off-remove",
      userId: SAM,
      date: "2027-01-06",
    });
    expect(again.status).toBe(404);
  });

  it("availability of someone who does not take calls answers 404", async () => {
    const res = await admin.post("/admin/calls/availability", { intent: "hours", userId: ASHA, mon: "9-10" });
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("This person does not take calls.");
  });
});

describe(`the company's holidays (${dbLabel})`, () => {
  // Migration 025's seed (the test database is emptied before the suite): India's three national holidays.
  beforeEach(async () => {
    await rig.server.db.deleteFrom("holidays").execute();
    await rig.server.db
      .insertInto("holidays")
      .values(INDIA_NATIONAL_HOLIDAYS.map((h) => ({ date: h.date, name: h.name, every_year: 1 })))
      .execute();
  });

  it("an admin adds one and no calls are offered that day, once only, then removes it", async () => {
    const added = await admin.post("/admin/calls/availability", {
      intent: "holiday-add",
      date: "2027-01-05",
      name: "Company offsite",
    });
    expect(added.status).toBe(200);
    expect(await startsOn("2027-01-05")).toEqual([]);
    const twice = await admin.post("/admin/calls/availability", {
      intent: "holiday-add",
      date: "2027-01-05",
      name: "Again",
    });
    expect(twice.status).toBe(409);
    expect(await twice.text()).toContain("There is already a holiday on 2027-01-05.");
    const doc = page(await (await admin.get("/admin/calls/availability")).text());
    const rows = tableRows(region(doc, "Company holidays"), "Company holidays");
    // The three national holidays, every year, and the new one.
    expect(rows.map((r) => [r.Date, r.Holiday, r["Every year"]])).toEqual([
      ["2026-01-26", "Republic Day", "yes"],
      ["2026-08-15", "Independence Day", "yes"],
      ["2026-10-02", "Gandhi Jayanti", "yes"],
      ["2027-01-05", "Company offsite", "no"],
    ]);
    expect(
      (await admin.post("/admin/calls/availability", { intent: "holiday-remove", date: "2027-01-05" })).status,
    ).toBe(200);
    expect(await startsOn("2027-01-05")).toHaveLength(18);
  });

  it("a sales user sees the holidays but cannot add or remove one", async () => {
    const tries: Record<string, string>[] = [
      { intent: "holiday-add", date: "2027-01-05", name: "Sam's day" },
      { intent: "holiday-remove", date: "2026-01-26" },
    ];
    for (const fields of tries) {
      const res = await sales.post("/admin/calls/availability", fields);
      expect(res.status, fields.intent).toBe(403);
    }
    const doc = page(await (await sales.get("/admin/calls/availability")).text());
    expect(tableRows(region(doc, "Company holidays"), "Company holidays")).toHaveLength(3);
    expect(doc.querySelector('input[name="name"]')).toBeNull();
  });

  it("refuses a holiday without a name or with a bad date, naming the field", async () => {
    const res = await admin.post("/admin/calls/availability", { intent: "holiday-add", date: "5 Jan", name: "" });
    expect(res.status).toBe(400);
    const text = await res.text();
    expect(text).toContain("Enter a date as yyyy-mm-dd.");
    expect(text).toContain("Name the holiday.");
  });
});
