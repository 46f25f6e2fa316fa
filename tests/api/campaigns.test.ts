import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { parseSettings } from "~/lib/settings.server";
import { campaignsApi } from "../../server/campaigns/admin-campaigns";
import { outboxWorkerFrom } from "../../server/outbox/from-settings";
import { insertConfirmedSubscribers } from "../factories";
import { page as parseHtml, textOf as readText } from "./html";
import { headerOf, startSmtpPeer, textOf } from "./outbox-peers";
import { startTestServer, type TestServer } from "./test-server";

// Newsletter double opt-in, unsubscribe and campaigns end to end: the real app on a real database
// (SQLite, or PostgreSQL with TEST_DATABASE_URL), a real SMTP server, and the real workers.

const dbLabel = process.env.TEST_DATABASE_URL ? "postgres" : "sqlite";
const SITE = "https://narmadaai.in";
const ENV = {
  RATE_LIMIT_MAX: "1000",
  SITE_URL: SITE,
  MAIL_FROM: "Narmada AI <no-reply@narmadaai.in>",
  CAMPAIGN_BATCH_SIZE: "50",
  CAMPAIGN_RATE_PER_MINUTE: "100000",
};
const actor = { id: null, email: "marketing@narmadaai.in", ip: "127.0.0.1" };

type Smtp = Awaited<ReturnType<typeof startSmtpPeer>>;

describe(`newsletter and campaigns with a real SMTP peer (${dbLabel})`, () => {
  let smtp: Smtp;
  let s: TestServer;
  let settings: ReturnType<typeof parseSettings>;
  const workers = () => outboxWorkerFrom({ db: s.db, kind: s.kind, close: async () => {} }, settings, { log: quiet });
  const quiet = { log: () => {}, warn: () => {}, error: () => {} };
  let worker: ReturnType<typeof workers>;

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    const env = { ...ENV, SMTP_URL: smtp.url() };
    s = await startTestServer(env);
    settings = parseSettings({ DATABASE_URL: "sqlite::memory:", ...env });
    worker = workers();
  });
  afterAll(async () => {
    await worker.stop();
    await s.close();
    await smtp.close();
  });
  afterEach(async () => {
    // A test that failed mid-way may have left the worker running: the next one starts with a stopped one.
    await worker.stop();
    worker = workers();
    smtp.messages.length = 0;
    for (const t of ["campaign_recipients", "campaigns", "subscribers", "outbox", "notifications", "leads"] as const) {
      await s.db.deleteFrom(t).execute();
    }
  });

  const drainOutbox = async () => {
    while ((await worker.runOnce()) > 0) {}
  };
  const subscribe = (email: string) =>
    s.postJson("/api/leads", { type: "newsletter", form: { email, source: "blog-newsletter" } });
  const subscriber = (email: string) =>
    s.db.selectFrom("subscribers").selectAll().where("email", "=", email).executeTakeFirst();
  const post = (path: string, body: string) =>
    fetch(`${s.base}${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body,
      redirect: "manual",
    });
  const linkIn = (text: string, pattern: RegExp) => {
    const m = pattern.exec(text);
    if (!m) throw new Error(`no link like ${pattern} in:\n${text}`);
    return m[0];
  };
  /** Confirmed subscribers written directly: the opt-in itself is tested above. */
  const confirmedSubscribers = (n: number) =>
    insertConfirmedSubscribers(
      s,
      Array.from({ length: n }, (_, i) => `reader${String(i).padStart(3, "0")}@example.com`),
    );
  async function startCampaign(body = "Hello from Indore.") {
    const api = campaignsApi(s.db, actor);
    const saved = await api.save(null, { name: "November digest", subject: "What we shipped in November", body });
    if (!saved.ok || !saved.id) throw new Error("not saved");
    const sent = await api.send(saved.id);
    expect(sent.ok).toBe(true);
    return { api, id: saved.id };
  }
  const row = async (api: ReturnType<typeof campaignsApi>, id: string) =>
    (await api.list()).campaigns.find((c) => c.id === id);

  it("double opt-in: subscribe, receive the confirmation, confirm with the page's button", async () => {
    const res = await subscribe("Priya@Example.com");
    expect(res.status).toBe(201);
    expect((await subscriber("priya@example.com"))?.status).toBe("pending");
    await drainOutbox();
    const [mail] = smtp.find(/confirm your subscription/i);
    expect(mail?.to).toEqual(["priya@example.com"]);
    const link = linkIn(textOf(mail?.raw ?? ""), /https:\/\/narmadaai\.in\/newsletter\/confirm\?token=[\w-]+/);
    const path = link.slice(SITE.length);
    const token = new URL(link).searchParams.get("token") ?? "";

    // Opening the link (as a mail scanner would) changes nothing; it shows a button.
    const page = await fetch(`${s.base}${path}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Confirm subscription");
    expect((await subscriber("priya@example.com"))?.status).toBe("pending");

    const confirmed = await post("/newsletter/confirm", `token=${token}`);
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain("Your subscription is confirmed");
    expect((await subscriber("priya@example.com"))?.status).toBe("confirmed");
    // The token was single-use and is not stored in clear.
    expect((await post("/newsletter/confirm", `token=${token}`)).status).toBe(404);
    const stored = JSON.stringify(await s.db.selectFrom("subscribers").selectAll().execute());
    expect(stored).not.toContain(token);

    // Subscribing again: same answer as before for the visitor, no second row, no second e-mail.
    smtp.messages.length = 0;
    expect((await subscribe("priya@example.com")).status).toBe(201);
    await drainOutbox();
    expect(smtp.messages).toEqual([]);
    expect(await s.db.selectFrom("subscribers").select("id").execute()).toHaveLength(1);
  });

  it("an expired confirmation link is refused, and a new sign-up sends a fresh one", async () => {
    await subscribe("late@example.com");
    await drainOutbox();
    const token = new URL(
      linkIn(textOf(smtp.find(/confirm your subscription/i)[0]?.raw ?? ""), /https:\S+confirm\?token=[\w-]+/),
    ).searchParams.get("token");
    const longAgo = new Date(Date.now() - 8 * 24 * 3600 * 1000).toISOString();
    await s.db
      .updateTable("subscribers")
      .set({ confirm_expires_at: new Date(Date.now() - 1000).toISOString(), confirm_sent_at: longAgo })
      .execute();
    expect((await fetch(`${s.base}/newsletter/confirm?token=${token}`)).status).toBe(404);
    expect((await post("/newsletter/confirm", `token=${token}`)).status).toBe(404);
    expect((await subscriber("late@example.com"))?.status).toBe("pending");

    smtp.messages.length = 0;
    expect((await subscribe("late@example.com")).status).toBe(201);
    await drainOutbox();
    expect(smtp.find(/confirm your subscription/i)).toHaveLength(1);
  });

  it("a campaign to 500 confirmed subscribers survives a restart mid-send: 500 messages, nobody twice", async () => {
    await confirmedSubscribers(500);
    // An address that never confirmed receives nothing.
    await subscribe("unconfirmed@example.com");
    const { api, id } = await startCampaign();
    expect(await row(api, id)).toMatchObject({ status: "sending", recipients: 500, sent: 0 });

    // The first worker sends three batches of 50, then the process stops.
    for (let i = 0; i < 3; i++) await worker.campaigns.runOnce();
    await worker.stop();
    expect(smtp.find(/What we shipped/)).toHaveLength(150);
    expect(await row(api, id)).toMatchObject({ status: "sending", sent: 150 });

    // A new process picks up where it stopped.
    worker = workers();
    worker.start();
    await expect.poll(async () => (await row(api, id))?.status, { timeout: 45_000, interval: 50 }).toBe("sent");
    const campaignMails = smtp.find(/What we shipped/);
    expect(campaignMails).toHaveLength(500);
    const to = campaignMails.flatMap((m) => m.to);
    expect(new Set(to).size).toBe(500);
    expect(to).not.toContain("unconfirmed@example.com");
    expect(await row(api, id)).toMatchObject({ recipients: 500, sent: 500, opened: 0, clicked: 0 });
    await worker.stop();
    worker = workers();
  }, 60_000); // 500 SMTP sessions: about 9 s on an idle machine, several times that beside other suites

  it("the tab's actions: validation, drafts only for edit and delete, one Send, Duplicate as a new draft", async () => {
    const api = campaignsApi(s.db, actor);
    const invalid = await api.save(null, { name: " ", subject: "Line one\nBcc: x@example.com", body: "" });
    expect(invalid).toMatchObject({
      ok: false,
      fields: { name: expect.any(String), subject: "The subject must be one line.", body: "Please write the message." },
    });
    expect((await api.list()).campaigns).toEqual([]);

    await confirmedSubscribers(2);
    const draft = await api.save(null, {
      name: "Q4 webinar",
      subject: "Join our RAG webinar",
      body: "**Thursday** at 4 pm IST",
    });
    const id = draft.ok ? (draft.id ?? "") : "";
    expect(await api.preview("**Thursday** <script>x</script>")).toEqual({
      ok: true,
      html: "<p><strong>Thursday</strong> &lt;script&gt;x&lt;/script&gt;</p>\n",
    });
    expect(
      await api.save(id, { name: "Q4 webinar", subject: "Join our RAG webinar on Thursday", body: "Hi" }),
    ).toMatchObject({ ok: true });
    expect(await api.send(id)).toEqual({ ok: true, id, message: "Sending to 2 confirmed subscribers." });
    // A second Send (a double click, another admin) changes nothing.
    expect(await api.send(id)).toEqual({ ok: false, reason: "conflict", message: "This campaign was already sent." });
    expect(await s.db.selectFrom("campaign_recipients").select("id").execute()).toHaveLength(2);
    expect(await api.save(id, { name: "x", subject: "y", body: "z" })).toMatchObject({ ok: false });
    expect(await api.remove(id)).toMatchObject({ ok: false });

    const copy = await api.duplicate(id);
    expect(copy).toMatchObject({ ok: true, message: "Duplicated as the draft “Q4 webinar (copy)”." });
    const { campaigns, confirmedSubscribers: confirmed } = await api.list();
    expect(confirmed).toBe(2);
    const byName = [...campaigns].sort((a, b) => a.name.localeCompare(b.name));
    expect(byName.map((c) => [c.name, c.subject, c.status, c.recipients])).toEqual([
      ["Q4 webinar", "Join our RAG webinar on Thursday", "sending", 2],
      ["Q4 webinar (copy)", "Join our RAG webinar on Thursday", "draft", 0],
    ]);
    expect(await api.remove(copy.ok ? (copy.id ?? "") : "")).toEqual({ ok: true, message: "Draft deleted." });
    expect(await api.remove("no-such-id")).toEqual({
      ok: false,
      reason: "missing",
      message: "This campaign no longer exists.",
    });
  });

  it("two replicas sending the same campaign at once share it: each recipient exactly once", async () => {
    await confirmedSubscribers(200);
    const { api, id } = await startCampaign();
    const other = workers();
    worker.start();
    other.start();
    await expect.poll(async () => (await row(api, id))?.status, { timeout: 20_000, interval: 50 }).toBe("sent");
    await Promise.all([worker.stop(), other.stop()]);
    const to = smtp.messages.flatMap((m) => m.to);
    expect(to).toHaveLength(200);
    expect(new Set(to).size).toBe(200);
    worker = workers();
  });

  it("never sends twice a recipient whose process died mid-send (at most once)", async () => {
    await confirmedSubscribers(3);
    const { api, id } = await startCampaign();
    // A recipient claimed by a process that died before recording the outcome, long ago.
    const victim = await s.db.selectFrom("campaign_recipients").select("id").orderBy("email").executeTakeFirstOrThrow();
    await s.db
      .updateTable("campaign_recipients")
      .set({ status: "sending", claimed_at: new Date(Date.now() - 3600_000).toISOString() })
      .where("id", "=", victim.id)
      .execute();
    while ((await worker.campaigns.runOnce()) > 0) {}
    expect(smtp.messages.flatMap((m) => m.to).sort()).toEqual(["reader001@example.com", "reader002@example.com"]);
    expect(await row(api, id)).toMatchObject({ status: "sent", recipients: 3, sent: 2 });
  });

  it("counts failed, interrupted and skipped recipients, and Retry failed sends to the failed ones only", async () => {
    await confirmedSubscribers(4);
    const { api, id } = await startCampaign();
    const [a, b, c] = await s.db
      .selectFrom("campaign_recipients")
      .select(["id", "subscriber_id"])
      .orderBy("email")
      .execute();
    // What the sender records: reader000 refused on every attempt, reader001 under way when its process
    // died; reader002 unsubscribes before its turn.
    await s.db
      .updateTable("campaign_recipients")
      .set({ status: "failed", attempts: 5, last_error: "550 mailbox unavailable" })
      .where("id", "=", a.id)
      .execute();
    await s.db.updateTable("campaign_recipients").set({ status: "interrupted" }).where("id", "=", b.id).execute();
    await s.db.updateTable("subscribers").set({ status: "unsubscribed" }).where("id", "=", c.subscriber_id).execute();
    while ((await worker.campaigns.runOnce()) > 0) {}
    expect(smtp.messages.flatMap((m) => m.to)).toEqual(["reader003@example.com"]);
    expect(await row(api, id)).toMatchObject({
      status: "sent",
      recipients: 4,
      sent: 1,
      failed: 1,
      interrupted: 1,
      skipped: 1,
    });

    expect(await api.retryFailed(id)).toEqual({ ok: true, id, message: "Retrying 1 failed e-mail." });
    expect(await row(api, id)).toMatchObject({ status: "sending", failed: 0 });
    while ((await worker.campaigns.runOnce()) > 0) {}
    expect(smtp.messages.flatMap((m) => m.to).sort()).toEqual(["reader000@example.com", "reader003@example.com"]);
    expect(await row(api, id)).toMatchObject({ status: "sent", sent: 2, failed: 0, interrupted: 1, skipped: 1 });
    expect(await api.retryFailed(id)).toEqual({
      ok: false,
      reason: "conflict",
      message: "Nothing to retry: no e-mail of this campaign failed.",
    });
    expect(await api.retryFailed("no-such-id")).toEqual({
      ok: false,
      reason: "missing",
      message: "This campaign no longer exists.",
    });
  });

  it("skips an address that unsubscribed after Send, and still finishes the campaign", async () => {
    await confirmedSubscribers(1);
    const { api, id } = await startCampaign();
    await s.db.updateTable("subscribers").set({ status: "unsubscribed" }).execute();
    expect(await worker.campaigns.runOnce()).toBe(0);
    expect(smtp.messages).toEqual([]);
    expect(await row(api, id)).toMatchObject({ status: "sent", recipients: 1, sent: 0 });
  });

  it("sends no more per minute than CAMPAIGN_RATE_PER_MINUTE", async () => {
    const limited = outboxWorkerFrom(
      { db: s.db, kind: s.kind, close: async () => {} },
      parseSettings({
        DATABASE_URL: "sqlite::memory:",
        ...ENV,
        SMTP_URL: smtp.url(),
        CAMPAIGN_RATE_PER_MINUTE: "30",
      }),
      { log: quiet },
    );
    await confirmedSubscribers(40);
    await startCampaign();
    expect(await limited.campaigns.runOnce()).toBe(30);
    expect(await limited.campaigns.runOnce()).toBe(0);
    expect(smtp.messages).toHaveLength(30);
    await limited.stop();
  });

  it("carries List-Unsubscribe headers and unsubscribes by RFC 8058 POST or by the page's button", async () => {
    await confirmedSubscribers(2);
    await startCampaign();
    while ((await worker.campaigns.runOnce()) > 0) {}
    const [first, second] = [...smtp.messages].sort((a, b) => (a.to[0] ?? "").localeCompare(b.to[0] ?? ""));
    const header = headerOf(first?.raw ?? "", "List-Unsubscribe");
    expect(header).toMatch(/^<https:\/\/narmadaai\.in\/newsletter\/unsubscribe\?token=[\w-]{43}>$/);
    expect(headerOf(first?.raw ?? "", "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    const oneClick = header.slice(1, -1).slice(SITE.length);
    // The link in the text matches the header.
    expect(textOf(first?.raw ?? "")).toContain(`Unsubscribe: ${SITE}${oneClick}`);

    // RFC 8058: a POST of List-Unsubscribe=One-Click unsubscribes at once, no page in between.
    const res = await post(oneClick, "List-Unsubscribe=One-Click");
    expect(res.status).toBe(200);
    expect((await subscriber("reader000@example.com"))?.status).toBe("unsubscribed");
    expect((await subscriber("reader001@example.com"))?.status).toBe("confirmed");

    // The link in the e-mail: a GET shows a page and changes nothing; its button unsubscribes.
    const link = linkIn(textOf(second?.raw ?? ""), /https:\S+unsubscribe\?token=[\w-]+/).slice(SITE.length);
    const page = await fetch(`${s.base}${link}`);
    expect(page.status).toBe(200);
    const form = parseHtml(await page.text()).querySelector('form[method="post"]');
    expect([...(form?.querySelectorAll("button") ?? [])].map(readText)).toEqual(["Unsubscribe"]);
    expect((await subscriber("reader001@example.com"))?.status).toBe("confirmed");
    const action = form?.getAttribute("action") ?? "";
    expect((await post(action, "")).status).toBe(200);
    expect((await subscriber("reader001@example.com"))?.status).toBe("unsubscribed");

    // Nobody is left to receive the next campaign.
    const api = campaignsApi(s.db, actor);
    const next = await api.save(null, { name: "December", subject: "December news", body: "Hi" });
    expect(await api.send(next.ok && next.id ? next.id : "")).toMatchObject({ ok: false });
  });

  it("counts a click through the redirect (to the target, with UTM on our own pages) and an open once", async () => {
    await confirmedSubscribers(1);
    const { api, id } = await startCampaign(
      "Read [our case study](https://narmadaai.in/portfolio?ref=mail&x=1) or [book a call](https://cal.example.com/narmada).",
    );
    while ((await worker.campaigns.runOnce()) > 0) {}
    const html = textOf(smtp.messages[0]?.raw ?? "", "text/html");
    expect(html).not.toContain("cal.example.com");
    const clicks = [...html.matchAll(/href="https:\/\/narmadaai\.in(\/c\/[\w-]{43}\/\d+)"/g)].map((m) => m[1] ?? "");
    expect(clicks).toHaveLength(2);
    const open = /src="https:\/\/narmadaai\.in(\/o\/[\w-]{43})"/.exec(html)?.[1] ?? "";

    const opened = await fetch(`${s.base}${open}`);
    expect(opened.status).toBe(200);
    expect(opened.headers.get("content-type")).toMatch(/^image\/gif/);
    await fetch(`${s.base}${open}`);
    expect(await row(api, id)).toMatchObject({ opened: 1, clicked: 0 });

    const res = await fetch(`${s.base}${clicks[1]}`, { redirect: "manual" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("https://cal.example.com/narmada");
    const again = await fetch(`${s.base}${clicks[0]}`, { redirect: "manual" });
    // Our own page lands with the campaign's UTM ("November digest"), so its visits and leads count for it.
    expect(again.headers.get("location")).toBe(
      "https://narmadaai.in/portfolio?ref=mail&x=1&utm_source=newsletter&utm_medium=email&utm_campaign=november-digest",
    );
    expect(await row(api, id)).toMatchObject({ recipients: 1, sent: 1, opened: 1, clicked: 1 });
  });

  it("answers unknown or forged tokens with 404, never a 5xx", async () => {
    await confirmedSubscribers(1);
    await startCampaign("A [link](https://narmadaai.in/blog).");
    while ((await worker.campaigns.runOnce()) > 0) {}
    const html = textOf(smtp.messages[0]?.raw ?? "", "text/html");
    const real = /\/c\/([\w-]{43})\/0/.exec(html)?.[1] ?? "";
    const forged = "A".repeat(43);
    const cases: [string, string, string][] = [
      ["GET", `/c/${forged}/0`, ""],
      ["GET", `/c/${real}/1`, ""],
      ["GET", `/c/${real}/-1`, ""],
      ["GET", `/c/${real}/99999999999`, ""],
      ["GET", "/c/short/0", ""],
      ["GET", `/o/${forged}`, ""],
      ["GET", "/o/%00%ff", ""],
      ["GET", `/newsletter/confirm?token=${forged}`, ""],
      ["GET", "/newsletter/confirm?token[]=a", ""],
      ["GET", "/newsletter/confirm", ""],
      ["POST", "/newsletter/confirm", `token=${forged}`],
      ["POST", "/newsletter/confirm", "token=1&token=2"],
      ["GET", `/newsletter/unsubscribe?token=${forged}`, ""],
      ["POST", `/newsletter/unsubscribe?token=${forged}`, "List-Unsubscribe=One-Click"],
      ["POST", "/newsletter/unsubscribe", "List-Unsubscribe=One-Click"],
    ];
    for (const [method, path, body] of cases) {
      const res = await fetch(`${s.base}${path}`, {
        method,
        redirect: "manual",
        ...(method === "POST" ? { body, headers: { "Content-Type": "application/x-www-form-urlencoded" } } : {}),
      });
      expect([method, path, res.status]).toEqual([method, path, 404]);
    }
    // A body far over the form limit is refused as too large.
    expect((await post("/newsletter/confirm", `token=${"A".repeat(10_000)}`)).status).toBe(413);
    // The real link still works.
    expect((await fetch(`${s.base}/c/${real}/0`, { redirect: "manual" })).status).toBe(302);
  });
});
