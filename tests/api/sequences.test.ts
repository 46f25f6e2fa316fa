import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseSettings } from "~/lib/settings.server";
import type { ApiActor } from "../../server/auth/audit";
import { writeBackup } from "../../server/backups/create";
import { restoreBackup } from "../../server/backups/restore";
import { DEFAULT_STEPS } from "../../server/db/migrations/027_d_sequences";
import { leadsApi } from "../../server/leads/admin-leads";
import { outboxWorkerFrom } from "../../server/outbox/from-settings";
import { sequencesApi } from "../../server/sequences/admin-sequences";
import { TEST_PASSWORD } from "../factories";
import { BASE_ENV, type BookingRig, istJan, startBooking } from "./booking-helpers";
import { coiInputs, getStartedForm } from "./lead-fixtures";
import { headerOf, textOf } from "./outbox-peers";

// E-mail sequences (issue #39) against the real app on a test clock, a real SMTP peer (which refuses
// refuse@example.com for good) and the outbox worker driven round by round on the same clock.
// January 2027: Mon 4, Wed 6, Sat 9, Sat 16, Mon 18, Wed 20; no holiday (the test database has none).

const dbLabel = process.env.TEST_DATABASE_URL ? "postgres" : "sqlite";
const T0 = Date.parse("2027-01-04T02:30:00.000Z"); // Mon 8:00 IST, 02:30 in London
const at = (iso: string) => Date.parse(iso);
const sha256 = (v: string) => createHash("sha256").update(v).digest("hex");

let b: BookingRig;
let admin: ApiActor;
let sales: ApiActor;
const slice = (actor: ApiActor) => sequencesApi(b.s.db, actor, { siteUrl: "https://narmadaai.in", now: b.now });

/** Sequence step e-mails received for `address` (not the confirmation, not the team's). */
const steps = (address: string) =>
  b.smtp.messages.filter((m) => m.to.includes(address) && /unsubscribe/i.test(headerOf(m.raw, "List-Unsubscribe")));
const sequenceOf = (leadId: string) =>
  b.s.db.selectFrom("lead_sequences").selectAll().where("lead_id", "=", leadId).executeTakeFirstOrThrow();
const sendsOf = (sequenceId: string) =>
  b.s.db.selectFrom("sequence_sends").selectAll().where("lead_sequence_id", "=", sequenceId).orderBy("step").execute();
const outboxOf = (sequenceId: string) =>
  b.s.db
    .selectFrom("outbox")
    .select(["status", "last_error"])
    .where("depends_on", "like", `sequence:${sequenceId}:%`)
    .where("kind", "=", "sequence_email")
    .orderBy("depends_on")
    .execute();

async function newLead(email: string): Promise<string> {
  const res = await b.s.postJson("/api/leads", { type: "get_started", form: { ...getStartedForm, email } });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

async function started(email: string): Promise<{ leadId: string; seqId: string }> {
  const leadId = await newLead(email);
  expect(await slice(sales).start(leadId)).toMatchObject({ ok: true });
  return { leadId, seqId: (await sequenceOf(leadId)).id };
}

beforeAll(async () => {
  b = await startBooking({}, T0, { refuse: (a) => (a === "refuse@example.com" ? 550 : undefined) });
  const adminId = await b.addConsultant("asha@narmadaai.in", "Asha Rao");
  const salesId = await b.s.db
    .insertInto("users")
    .values({
      id: "user-ravi",
      name: "Ravi Verma",
      email: "ravi@narmadaai.in",
      role: "sales",
      status: "active",
      password_hash: "x",
      last_login_at: null,
      created_at: new Date(T0).toISOString(),
      updated_at: new Date(T0).toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  admin = { id: adminId, email: "asha@narmadaai.in", name: "Asha Rao", role: "admin" };
  sales = { id: salesId.id, email: "ravi@narmadaai.in", name: "Ravi Verma", role: "sales" };
  // The installed three steps, saved through the editor (the test database starts empty).
  for (const s of DEFAULT_STEPS)
    expect(
      await slice(admin).saveStep(s.position, {
        delayDays: String(s.delay_days),
        subject: s.subject,
        body: s.body_markdown,
      }),
    ).toMatchObject({ ok: true });
});
afterAll(async () => b?.close());

describe(`e-mail sequences (${dbLabel})`, () => {
  it("a ticked box confirmed by e-mail sends the steps in the lead's hours, paused and resumed", async () => {
    // COI by hand (tests/api/lead-fixtures.ts): 21000 + 14976 + 5184 + 18000 + 70000 = $129,160 a year.
    const res = await b.s.postJson("/api/reports", {
      type: "coi_report",
      zone: "Europe/London",
      lead: { name: "Priya Sharma", email: "priya@example.com", company: "Malwa Textiles", sequenceConsent: "on" },
      inputs: coiInputs,
    });
    expect(res.status).toBeLessThan(300);
    const leadId = ((await res.json()) as { id: string }).id;
    await b.drain();
    const confirm = b.smtp.find(/Please confirm: ideas and next steps/);
    expect(confirm.map((m) => m.to)).toEqual([["priya@example.com"]]);
    const token = /\/sequence\/confirm\?token=([A-Za-z0-9_-]{43})/.exec(textOf(confirm[0].raw))?.[1] ?? "";
    let seq = await sequenceOf(leadId);
    expect(seq).toMatchObject({
      status: "pending_consent",
      consent_text: "Email me ideas and next steps for this",
      confirm_token_hash: sha256(token),
      time_zone: "Europe/London",
    });

    // The link's page changes nothing; its button confirms, once.
    // Asked with the lead (a report is stored at the server's own time, not the test clock).
    const leadRow = await b.s.db
      .selectFrom("leads")
      .select("created_at")
      .where("id", "=", leadId)
      .executeTakeFirstOrThrow();
    expect(seq.consent_asked_at).toBe(leadRow.created_at);
    const page = await fetch(`${b.s.base}/sequence/confirm?token=${token}`);
    expect([page.status, (await page.text()).includes("Yes, send them")]).toEqual([200, true]);
    expect((await sequenceOf(leadId)).status).toBe("pending_consent");
    b.advance(60);
    const post = () =>
      fetch(`${b.s.base}/sequence/confirm`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: `token=${token}`,
      });
    expect((await post()).status).toBe(200);
    expect((await post()).status).toBe(404);
    seq = await sequenceOf(leadId);
    expect([seq.status, seq.consent_confirmed_at, seq.confirm_token_hash]).toEqual([
      "active",
      "2027-01-04T03:30:00.000Z",
      null,
    ]);
    // Mon 03:30 UTC + 2, 5, 12 days is 03:30 in London: each waits for 9:00 there (Saturday is a working day).
    expect((await sendsOf(seq.id)).map((s) => s.planned_at)).toEqual([
      "2027-01-06T09:00:00.000Z",
      "2027-01-09T09:00:00.000Z",
      "2027-01-16T09:00:00.000Z",
    ]);

    b.setClock(at("2027-01-06T08:59:00Z"));
    await b.drain();
    expect(steps("priya@example.com")).toHaveLength(0);
    b.setClock(at("2027-01-06T09:00:00Z"));
    await b.drain();
    const [first] = steps("priya@example.com");
    expect(headerOf(first.raw, "Subject")).toBe("Priya, three ideas from your Cost of Inaction report");
    expect(textOf(first.raw)).toContain(
      "Thanks for running the numbers for Malwa Textiles. Your Cost of Inaction report came to **$129,160 a year**",
    );
    expect(headerOf(first.raw, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    const links = /https:\/\/narmadaai\.in\/sequence\/unsubscribe\?token=([A-Za-z0-9_-]{43})/.exec(
      headerOf(first.raw, "List-Unsubscribe"),
    );
    expect(textOf(first.raw)).toContain(`Unsubscribe: ${links?.[0]}`);
    // The open image and the booking link, counted once each, per step.
    const linkToken = links?.[1] ?? "";
    const open = await fetch(`${b.s.base}/sequence/o/${linkToken}`);
    expect([open.status, open.headers.get("content-type")]).toEqual([200, "image/gif"]);
    const click = await fetch(`${b.s.base}/sequence/c/${linkToken}/0`, { redirect: "manual" });
    expect([click.status, click.headers.get("location")]).toEqual([302, "https://narmadaai.in/get-started"]);
    expect((await fetch(`${b.s.base}/sequence/c/${linkToken}/7`, { redirect: "manual" })).status).toBe(404);
    const counts = (await slice(admin).overview()).steps.map((s) => [s.position, s.sent, s.opened, s.clicked]);
    expect(counts).toEqual([
      [1, 1, 1, 1],
      [2, 0, 0, 0],
      [3, 0, 0, 0],
    ]);
    expect((await slice(sales).leadSequence(leadId))?.sequence?.next?.label).toBe(
      "Step 2 on Sat 9 Jan, 09:00 their time, 14:30 IST",
    );

    // Paused when step 2 falls due: it waits (pending), and goes when resumed, in London's hours.
    b.setClock(at("2027-01-09T08:00:00Z"));
    expect(await slice(admin).setPaused(true)).toMatchObject({ ok: true });
    b.setClock(at("2027-01-09T09:00:00Z"));
    await b.drain();
    expect(steps("priya@example.com")).toHaveLength(1);
    expect(await outboxOf(seq.id)).toMatchObject([{ status: "sent" }, { status: "pending" }, { status: "pending" }]);
    // It looks again in 15 minutes, as the lead page shows.
    expect((await slice(sales).leadSequence(leadId))?.sequence).toMatchObject({
      paused: true,
      next: { step: 2, at: "2027-01-09T09:15:00.000Z" },
    });
    b.setClock(at("2027-01-09T10:00:00Z"));
    expect(await slice(admin).setPaused(false)).toMatchObject({ ok: true });
    await b.drain();
    expect(steps("priya@example.com").map((m) => headerOf(m.raw, "Subject"))).toEqual([
      "Priya, three ideas from your Cost of Inaction report",
      "What the first 90 days look like",
    ]);
    b.setClock(at("2027-01-16T09:00:00Z"));
    await b.drain();
    expect(steps("priya@example.com")).toHaveLength(3);
    expect((await sequenceOf(leadId)).status).toBe("finished");
  });

  it("stops on each exit, drops queued steps, and never mails a refused or unsubscribed address", async () => {
    b.setClock(at("2027-01-18T02:30:00Z")); // Mon 8:00 IST
    const lead = {
      booked: await started("book@example.com"),
      status: await started("status@example.com"),
      unsub: await started("unsub@example.com"),
      refused: await started("refuse@example.com"),
      erased: await started("erase@example.com"),
      stopped: await started("stop@example.com"),
      replied: await started("replied@example.com"),
      listed: await started("listed@example.com"),
    };
    expect(await slice(sales).start(lead.stopped.leadId)).toMatchObject({ ok: false, reason: "conflict" });
    // One at a time per person: another lead of the same address cannot start a second one.
    expect(await slice(sales).start(await newLead("stop@example.com"))).toMatchObject({
      ok: false,
      reason: "conflict",
      message: "A sequence cannot start: Already running for another lead of this address.",
    });
    await b.drain();

    expect((await b.bookOk(istJan(21, 10), { email: "book@example.com" })).id).toBeTruthy();
    expect(
      await leadsApi(b.s.db, admin).updateLead(lead.status.leadId, { status: "contacted", value: "" }),
    ).toMatchObject({ ok: true });
    expect(await leadsApi(b.s.db, admin).erasePerson({ email: "erase@example.com", confirm: "erase" })).toMatchObject({
      ok: true,
    });
    expect(await slice(sales).stop(lead.stopped.leadId)).toMatchObject({ ok: true });
    expect(await slice(sales).replied(lead.replied.leadId)).toMatchObject({ ok: true });
    // Unsubscribed from the newsletter (the one suppression list): caught when its step is due.
    await b.s.db
      .insertInto("subscribers")
      .values({
        id: "0190a000-0000-7000-8000-000000000001",
        email: "listed@example.com",
        lead_id: null,
        status: "unsubscribed",
        confirm_token_hash: null,
        confirm_expires_at: null,
        confirm_sent_at: null,
        confirmed_at: null,
        unsubscribed_at: new Date(b.now()).toISOString(),
        created_at: new Date(b.now()).toISOString(),
        updated_at: new Date(b.now()).toISOString(),
      })
      .execute();

    const stoppedWith = async (key: keyof typeof lead, reason: string) => {
      const seq = await sequenceOf(lead[key].leadId);
      expect([key, seq.status, seq.stop_reason]).toEqual([key, "stopped", reason]);
      expect((await sendsOf(seq.id)).map((s) => s.skipped_reason)).toEqual([reason, reason, reason]);
      expect((await outboxOf(seq.id)).map((o) => o.status)).toEqual(["skipped", "skipped", "skipped"]);
    };
    await stoppedWith("booked", "booked a call");
    await stoppedWith("status", "status changed");
    await stoppedWith("stopped", "stopped by Ravi Verma");
    await stoppedWith("replied", "replied");
    // Erased: the sequence, its steps and their outbox rows are gone with the lead.
    const erasedRows = await b.s.db
      .selectFrom("lead_sequences")
      .select("id")
      .where("id", "=", lead.erased.seqId)
      .execute();
    expect([
      erasedRows.length,
      (await sendsOf(lead.erased.seqId)).length,
      (await outboxOf(lead.erased.seqId)).length,
    ]).toEqual([0, 0, 0]);

    // Step 1 is due on Wed 9:00 IST: sent in Ravi's name to the three still running, refused for one.
    b.setClock(at("2027-01-20T03:30:00Z"));
    await b.drain();
    const [unsubFirst] = steps("unsub@example.com");
    expect(headerOf(unsubFirst.raw, "From")).toBe("Ravi Verma <no-reply@narmadaai.in>");
    expect(headerOf(unsubFirst.raw, "Reply-To")).toBe("ravi@narmadaai.in");
    expect((await outboxOf(lead.listed.seqId))[0]).toEqual({
      status: "skipped",
      last_error: "not sent: the address is unsubscribed",
    });
    await stoppedWith("refused", "address refused");
    const refusedList = await b.s.db
      .selectFrom("subscribers")
      .select("status")
      .where("email", "=", "refuse@example.com")
      .execute();
    expect(refusedList).toEqual([{ status: "suppressed" }]);
    expect((await slice(sales).leadSequence(lead.refused.leadId))?.cannotStartReason).toBe(
      "Unsubscribed or refused by the mail server",
    );

    // One click (RFC 8058) from the e-mail's header, no page, no Origin.
    const url =
      /<(https:\/\/narmadaai\.in\/sequence\/unsubscribe\?token=[^>]+)>/.exec(
        headerOf(unsubFirst.raw, "List-Unsubscribe"),
      )?.[1] ?? "";
    const oneClick = await fetch(url.replace("https://narmadaai.in", b.s.base), {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBe(200);
    const unsubSeq = await sequenceOf(lead.unsub.leadId);
    expect([unsubSeq.status, unsubSeq.stop_reason]).toEqual(["stopped", "unsubscribed"]);
    expect((await outboxOf(unsubSeq.id)).map((o) => o.status)).toEqual(["sent", "skipped", "skipped"]);

    // Weeks later: nothing more to any of them, and the refused address was tried once.
    b.setClock(at("2027-02-15T05:00:00Z"));
    await b.drain();
    for (const address of ["book", "status", "refuse", "erase", "stop", "replied", "listed"])
      expect([address, steps(`${address}@example.com`).length]).toEqual([address, 0]);
    expect(steps("unsub@example.com")).toHaveLength(1);
    expect(b.smtp.rcptTo.filter((a) => a === "refuse@example.com")).toHaveLength(1);
  });

  it("a backup restores the sequences, their steps and the switch", async () => {
    const dir = b.s.settings.BACKUP_DIR;
    const before = {
      sequences: await b.s.db.selectFrom("lead_sequences").selectAll().orderBy("id").execute(),
      sends: await b.s.db.selectFrom("sequence_sends").selectAll().orderBy("id").execute(),
      steps: await b.s.db.selectFrom("sequence_steps").selectAll().orderBy("position").execute(),
      control: await b.s.db.selectFrom("sequence_control").selectAll().execute(),
    };
    expect([before.sequences.length, before.sends.length, before.steps.length]).toEqual([8, 24, 3]);
    const backup = await writeBackup({ db: b.s.db, kind: b.s.kind }, dir, { kind: "manual" });
    await b.s.db.deleteFrom("sequence_sends").execute();
    await b.s.db.deleteFrom("lead_sequences").execute();
    await b.s.db.deleteFrom("sequence_control").execute();
    const restored = await restoreBackup(
      { db: b.s.db, kind: b.s.kind },
      { id: admin.id, email: admin.email },
      { entry: backup.id },
      TEST_PASSWORD,
      { dir, keep: 7 },
    );
    expect(restored).toMatchObject({ ok: true });
    expect(await b.s.db.selectFrom("lead_sequences").selectAll().orderBy("id").execute()).toEqual(before.sequences);
    expect(await b.s.db.selectFrom("sequence_sends").selectAll().orderBy("id").execute()).toEqual(before.sends);
    expect(await b.s.db.selectFrom("sequence_steps").selectAll().orderBy("position").execute()).toEqual(before.steps);
    expect(await b.s.db.selectFrom("sequence_control").selectAll().execute()).toEqual(before.control);
    expect(before.control).toMatchObject([{ id: 1, paused: 0, changed_by: admin.id }]);
  });

  it("the editor checks the text, previews it for a lead and test-sends it to the signed-in admin only", async () => {
    const lead = (
      await b.s.db.selectFrom("leads").select("id").where("email", "=", "priya@example.com").executeTakeFirstOrThrow()
    ).id;
    const step = {
      delayDays: "3",
      subject: "{{first_name}} at {{company}}",
      body: "{{figure}}: [book]({{booking_link}})",
    };
    expect(await slice(admin).saveStep(2, { ...step, body: "Hi {{name}}" })).toMatchObject({
      ok: false,
      reason: "invalid",
      fields: { body: "Use only the placeholders listed." },
    });
    expect(await slice(admin).saveStep(5, step)).toMatchObject({
      ok: false,
      reason: "invalid",
      message: "Add step 4 first.",
    });
    expect(await slice(sales).saveStep(1, step)).toMatchObject({ ok: false, reason: "forbidden" });
    expect(await slice(sales).setPaused(true)).toMatchObject({ ok: false, reason: "forbidden" });
    const preview = await slice(admin).preview(step, lead);
    expect(preview).toMatchObject({
      ok: true,
      preview: {
        subject: "Priya at Malwa Textiles",
        html: '<p>$129,160 a year: <a href="https://narmadaai.in/get-started" rel="noopener noreferrer">book</a></p>\n',
      },
    });
    expect(await slice(admin).preview(step, null)).toMatchObject({
      preview: { subject: "Priya at Acme Traders Pvt Ltd" },
    });
    expect(await slice(admin).testSend(step)).toMatchObject({ ok: true });
    await b.drain();
    const test = b.smtp.find(/^\[Test\] Priya at Acme Traders Pvt Ltd$/);
    expect(test.map((m) => m.to)).toEqual([["asha@narmadaai.in"]]);
    // Links that are not ours, or not tokens at all, are unknown: 404, never a 5xx.
    for (const path of ["/sequence/c/%E0%A4%A/0", "/sequence/o/not-a-token", "/sequence/unsubscribe?token=x"])
      expect([path, (await fetch(`${b.s.base}${path}`)).status]).toEqual([path, 404]);
    const bad = await fetch(`${b.s.base}/sequence/confirm`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: `token=${"x".repeat(10_000)}`,
    });
    expect(bad.status).toBe(413);
  });

  it("two workers racing on the same database send each step once", async () => {
    b.setClock(at("2027-03-01T02:30:00Z")); // Mon 8:00 IST
    const addresses = ["race1@example.com", "race2@example.com", "race3@example.com"];
    for (const a of addresses) await started(a);
    await b.drain();
    const settings = parseSettings({ DATABASE_URL: "sqlite::memory:", ...BASE_ENV, SMTP_URL: b.smtp.url() });
    const silent = { log: () => {}, warn: () => {}, error: () => {} };
    const other = outboxWorkerFrom({ db: b.s.db, kind: b.s.kind, close: async () => {} }, settings, {
      now: b.now,
      log: silent,
    });
    try {
      // Step 1 on Wed 3 March 9:00 IST, step 2 on Sat 6 March 9:00 IST.
      for (const due of ["2027-03-03T03:30:00Z", "2027-03-06T03:30:00Z"]) {
        b.setClock(at(due));
        while ((await Promise.all([b.worker.runOnce(), other.runOnce()])).some((n) => n > 0)) {}
      }
    } finally {
      await other.stop();
    }
    expect(addresses.map((a) => steps(a).map((m) => headerOf(m.raw, "Subject")))).toEqual(
      addresses.map(() => ["Neha, three ideas from your enquiry", "What the first 90 days look like"]),
    );
  });
});
