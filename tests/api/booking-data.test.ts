import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { writeBackup } from "../../server/backups/create";
import { restoreBackup } from "../../server/backups/restore";
import { erasePerson } from "../../server/leads/erasure";
import { DEFAULT_RETENTION, retentionCutoffs } from "../../server/maintenance/policy";
import { applyRetention } from "../../server/maintenance/retention";
import { TEST_PASSWORD } from "../factories";
import { type BookingRig, istJan, startBooking, tokenOf } from "./booking-helpers";

// Bookings are covered like leads (issue #38): erasure takes a person's calls and manage links with
// their leads, and a backup restores them, links included.

const dbLabel = process.env.TEST_DATABASE_URL ? "postgres" : "sqlite";

describe(`bookings in erasure and backups (${dbLabel})`, () => {
  let b: BookingRig;
  let asha: string;
  let token: string;
  beforeAll(async () => {
    b = await startBooking();
  });
  afterAll(async () => {
    await b.close();
  });
  beforeEach(async () => {
    await b.reset();
    asha = await b.addConsultant("asha@narmadaai.in", "Asha Verma");
    token = tokenOf((await b.bookOk(istJan(6, 10))).booking.manageUrl);
    await b.bookOk(istJan(6, 11), { email: "ravi@example.com", name: "Ravi Kumar" });
  });

  it("erases a person's calls and their manage links with their leads, and frees the slot", async () => {
    const result = await erasePerson(
      b.s.db,
      { id: asha, email: "asha@narmadaai.in", role: "admin" },
      { email: "Neha@Example.com", confirm: "erase" },
    );
    expect(result.ok).toBe(true);
    const left = await b.bookings();
    expect(left.map((x) => x.starts_at)).toEqual(["2027-01-06T05:30:00.000Z"]);
    const tokens = await b.s.db.selectFrom("booking_tokens").select("booking_id").execute();
    expect(tokens.map((t) => t.booking_id)).toEqual([left[0].id]);
    const outbox = await b.s.db.selectFrom("outbox").select("payload").execute();
    expect(JSON.stringify(outbox)).not.toContain("neha@example.com");
    expect((await b.manage({ intent: "view", token })).status).toBe(404);
    const list = (await (await fetch(`${b.s.base}/api/booking/slots`)).json()) as {
      days: { shown: { start: string }[] }[];
    };
    expect(list.days.flatMap((d) => d.shown.map((s) => s.start))).toContain("2027-01-06T04:30:00.000Z");
  });

  it("restores the calls and their manage links from a backup", async () => {
    const dir = b.s.settings.BACKUP_DIR;
    const backup = await writeBackup({ db: b.s.db, kind: b.s.kind }, dir, { kind: "manual" });
    expect((await b.manage({ intent: "cancel", token }, { Origin: b.s.base })).status).toBe(200);
    await b.s.db.deleteFrom("bookings").where("status", "=", "booked").execute();
    expect(await b.bookings()).toHaveLength(1);
    const restored = await restoreBackup(
      { db: b.s.db, kind: b.s.kind },
      { id: asha, email: "asha@narmadaai.in" },
      { entry: backup.id },
      TEST_PASSWORD,
      { dir, keep: 7 },
    );
    expect(restored.ok).toBe(true);
    const calls = await b.bookings();
    expect(calls.map((x) => [x.starts_at, x.status, Number(x.sequence)])).toEqual([
      ["2027-01-06T04:30:00.000Z", "booked", 0],
      ["2027-01-06T05:30:00.000Z", "booked", 0],
    ]);
    const view = await b.manage({ intent: "view", token });
    expect(view.status).toBe(200);
    expect(((await view.json()) as { booking: { status: string } }).booking.status).toBe("booked");
  });

  it("strips the addresses from skipped reminders by their age, like sent rows, and leaves pending ones", async () => {
    expect((await b.manage({ intent: "cancel", token })).status).toBe(200);
    const rows = () =>
      b.s.db.selectFrom("outbox").select(["status", "payload"]).where("kind", "=", "booking_email").execute();
    // Cancelled before the worker ran: the two invites and the two reminders of that version are skipped.
    expect((await rows()).filter((r) => r.status === "skipped")).toHaveLength(4);
    // 31 days after the rows were written (on the app's clock, 4 January 2027).
    await applyRetention(b.s.db, retentionCutoffs(new Date("2027-02-04T03:00:00.000Z"), DEFAULT_RETENTION));
    const after = await rows();
    for (const r of after.filter((x) => x.status === "skipped")) expect(r.payload).toBe("{}");
    // Ravi's call is still ahead: its reminders keep what they need.
    expect(
      after.filter((x) => x.status === "pending" && x.payload.includes("ravi@example.com")).length,
    ).toBeGreaterThan(0);
  });
});
