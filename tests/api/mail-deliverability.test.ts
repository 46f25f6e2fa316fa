import { generateKeyPairSync } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseSettings } from "~/lib/settings.server";
import type { OutboxKind } from "~/lib/statuses";
import { campaignsApi } from "../../server/campaigns/admin-campaigns";
import { outboxWorkerFrom } from "../../server/outbox/from-settings";
import { insertConfirmedSubscribers } from "../factories";
import { dkimTags, dkimValid } from "./dkim-verify";
import { contactForm } from "./lead-fixtures";
import { headerOf, startSmtpPeer } from "./outbox-peers";
import { startTestServer, type TestServer } from "./test-server";

// Mail that reaches inboxes (issue 22 item 6), end to end: the real app and workers on a real database
// (SQLite, or PostgreSQL with TEST_DATABASE_URL) and real smtp-server peers that sign nothing, refuse
// some addresses with 550 or 451, and stand for the lead mail's and the campaigns' providers.

const dbLabel = process.env.TEST_DATABASE_URL ? "postgres" : "sqlite";
const quiet = { log: () => {}, warn: () => {}, error: () => {} };
const actor = { id: null, email: "marketing@narmadaai.in", ip: "127.0.0.1" };
const BASE_ENV = {
  RATE_LIMIT_MAX: "1000",
  SITE_URL: "https://narmadaai.in",
  SALES_EMAIL: "sales@narmadaai.in",
  MAIL_FROM: "Narmada AI <no-reply@narmadaai.in>",
  CAMPAIGN_RATE_PER_MINUTE: "100000",
  OUTBOX_BACKOFF_SECONDS: "60,300",
};

const keys = generateKeyPairSync("rsa", {
  modulusLength: 2048,
  privateKeyEncoding: { type: "pkcs8", format: "pem" },
  publicKeyEncoding: { type: "spki", format: "pem" },
});
const keyDir = fs.mkdtempSync(path.join(os.tmpdir(), "dkim-"));
const keyFile = path.join(keyDir, "dkim.pem");
fs.writeFileSync(keyFile, keys.privateKey);

type Smtp = Awaited<ReturnType<typeof startSmtpPeer>>;

/** The app plus its workers on a test clock, so a retry a minute later takes no time. */
async function startStack(env: Record<string, string>) {
  const fullEnv = { ...BASE_ENV, ...env };
  const s = await startTestServer(fullEnv);
  const settings = parseSettings({ DATABASE_URL: "sqlite::memory:", ...fullEnv });
  let clock = new Date(Date.now() + 1000);
  const worker = outboxWorkerFrom({ db: s.db, kind: s.kind, close: async () => {} }, settings, {
    now: () => clock,
    random: () => 0.5,
    log: quiet,
  });
  const sync = () => {
    if (clock.getTime() < Date.now()) clock = new Date(Date.now() + 1);
  };
  return {
    s,
    /** Outbox rounds until nothing is due at the clock's time. */
    async drain() {
      sync();
      while ((await worker.runOnce()) > 0) {}
    },
    /** Campaign rounds until nothing is due at the clock's time. */
    async drainCampaigns() {
      sync();
      while ((await worker.campaigns.runOnce()) > 0) {}
    },
    advance(seconds: number) {
      clock = new Date(clock.getTime() + seconds * 1000);
    },
    async close() {
      await worker.stop();
      await s.close();
    },
  };
}

async function postContact(s: TestServer, email: string) {
  const res = await s.postJson("/api/leads", { type: "contact", form: { ...contactForm, email } });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

async function outboxRow(s: TestServer, leadId: string, kind: OutboxKind) {
  const row = await s.db
    .selectFrom("outbox")
    .select(["status", "attempts", "last_error"])
    .where("lead_id", "=", leadId)
    .where("kind", "=", kind)
    .executeTakeFirstOrThrow();
  return { ...row, attempts: Number(row.attempts) };
}

async function sendCampaign(s: TestServer, subject: string) {
  const api = campaignsApi(s.db, actor);
  const saved = await api.save(null, { name: subject, subject, body: "What we shipped this month in Indore." });
  if (!saved.ok || !saved.id) throw new Error("not saved");
  expect((await api.send(saved.id)).ok).toBe(true);
  return saved.id;
}

const offered = (smtp: Smtp, address: string) => smtp.rcptTo.filter((a) => a === address).length;

describe(`mail deliverability: DKIM, permanent refusals, the campaign stream (${dbLabel})`, () => {
  let leadSmtp: Smtp;
  let campaignSmtp: Smtp;
  let stack: Awaited<ReturnType<typeof startStack>>;
  const greylisted = new Set<string>();

  beforeAll(async () => {
    leadSmtp = await startSmtpPeer({
      refuse: (address) => {
        if (address === "ghost@example.com") return 550;
        // Greylisting: the first try of an address is put off, the next one accepted.
        if (address === "later@example.com" && !greylisted.has(address)) {
          greylisted.add(address);
          return 451;
        }
        return undefined;
      },
    });
    campaignSmtp = await startSmtpPeer({ refuse: (address) => (address === "gone@example.com" ? 550 : undefined) });
    stack = await startStack({
      SMTP_URL: leadSmtp.url(),
      DKIM_DOMAIN: "narmadaai.in",
      DKIM_SELECTOR: "mail2026",
      DKIM_PRIVATE_KEY: keyFile,
      CAMPAIGN_SMTP_URL: campaignSmtp.url(),
      CAMPAIGN_FROM: "Narmada AI Insights <news@narmadaai.in>",
    });
  });
  afterAll(async () => {
    await stack.close();
    await leadSmtp.close();
    await campaignSmtp.close();
  });

  it("DKIM-signs a lead's e-mails for the configured domain and selector, verifiable with the public key", async () => {
    await postContact(stack.s, "priya@example.com");
    await stack.drain();
    const [team] = leadSmtp.find(/^New Contact form lead/);
    const [ack] = leadSmtp.find(/^We received your message/);
    for (const mail of [team, ack]) {
      expect(dkimTags(mail.raw)).toMatchObject({ d: "narmadaai.in", s: "mail2026", a: "rsa-sha256" });
      expect(dkimValid(mail.raw, keys.publicKey)).toBe(true);
    }
    // The check is real: a changed body or another key fails it.
    expect(dkimValid(team.raw.replace("Malwa Textiles", "Malwa Textile5"), keys.publicKey)).toBe(false);
    const other = generateKeyPairSync("rsa", {
      modulusLength: 2048,
      privateKeyEncoding: { type: "pkcs8", format: "pem" },
      publicKeyEncoding: { type: "spki", format: "pem" },
    });
    expect(dkimValid(team.raw, other.publicKey)).toBe(false);
  });

  it("a 550 answer to RCPT TO fails the e-mail at once: one attempt, the reason kept, never retried", async () => {
    const id = await postContact(stack.s, "ghost@example.com");
    await stack.drain();
    const failed = await outboxRow(stack.s, id, "visitor_email");
    expect(failed).toMatchObject({ status: "failed", attempts: 1 });
    expect(failed.last_error).toMatch(/^EENVELOPE 550 .*550 5\.1\.1 Mailbox does not exist/);
    // The address itself is not stored in the reason.
    expect(failed.last_error).not.toContain("ghost@example.com");
    // The team e-mail of the same lead went out.
    expect(await outboxRow(stack.s, id, "team_email")).toMatchObject({ status: "sent", attempts: 1 });

    stack.advance(24 * 3600);
    await stack.drain();
    expect(offered(leadSmtp, "ghost@example.com")).toBe(1);
    expect(await outboxRow(stack.s, id, "visitor_email")).toMatchObject({ status: "failed", attempts: 1 });
    const notes = await stack.s.db
      .selectFrom("notifications")
      .select(["title", "body"])
      .where("kind", "=", "delivery_failed")
      .execute();
    expect(notes).toHaveLength(1);
    expect(notes[0].body).toMatch(/^Refused by the mail server, not retried: EENVELOPE 550 /);
    // The refused address joins the one suppression list: no sequence, newsletter or campaign e-mail goes to it.
    const ghost = await stack.s.db
      .selectFrom("subscribers")
      .select("status")
      .where("email", "=", "ghost@example.com")
      .executeTakeFirst();
    expect(ghost?.status).toBe("suppressed");
  });

  it("a 451 answer to RCPT TO is retried after the backoff, and the second attempt delivers", async () => {
    const id = await postContact(stack.s, "later@example.com");
    await stack.drain();
    const first = await outboxRow(stack.s, id, "visitor_email");
    expect(first).toMatchObject({ status: "pending", attempts: 1 });
    expect(first.last_error).toMatch(/^EENVELOPE 451 /);
    stack.advance(60);
    await stack.drain();
    expect(await outboxRow(stack.s, id, "visitor_email")).toMatchObject({
      status: "sent",
      attempts: 2,
      last_error: null,
    });
    expect(offered(leadSmtp, "later@example.com")).toBe(2);
    expect(leadSmtp.messages.filter((m) => m.to.includes("later@example.com"))).toHaveLength(1);
  });

  it("sends campaigns signed through CAMPAIGN_SMTP_URL from CAMPAIGN_FROM, and suppresses a 550 recipient", async () => {
    await insertConfirmedSubscribers(stack.s, ["ana@example.com", "gone@example.com", "ravi@example.com"]);
    const leadMessagesBefore = leadSmtp.messages.length;
    const id = await sendCampaign(stack.s, "What we shipped in November");
    await stack.drainCampaigns();

    expect(campaignSmtp.messages.map((m) => m.to[0]).sort()).toEqual(["ana@example.com", "ravi@example.com"]);
    expect(leadSmtp.messages).toHaveLength(leadMessagesBefore);
    for (const mail of campaignSmtp.messages) {
      expect(mail.from).toBe("news@narmadaai.in");
      expect(headerOf(mail.raw, "From")).toBe("Narmada AI Insights <news@narmadaai.in>");
      expect(dkimTags(mail.raw)).toMatchObject({ d: "narmadaai.in", s: "mail2026" });
      expect(dkimValid(mail.raw, keys.publicKey)).toBe(true);
    }

    const recipients = await stack.s.db
      .selectFrom("campaign_recipients")
      .select(["email", "status", "attempts", "last_error"])
      .where("campaign_id", "=", id)
      .orderBy("email")
      .execute();
    expect(recipients.map((r) => [r.email, r.status, Number(r.attempts)])).toEqual([
      ["ana@example.com", "sent", 1],
      ["gone@example.com", "failed", 1],
      ["ravi@example.com", "sent", 1],
    ]);
    expect(recipients[1].last_error).toMatch(/^EENVELOPE 550 /);
    const subscribers = await stack.s.db
      .selectFrom("subscribers")
      .select(["email", "status"])
      .orderBy("email")
      .execute();
    expect(subscribers).toEqual([
      { email: "ana@example.com", status: "confirmed" },
      // Refused as a lead's address in the test before.
      { email: "ghost@example.com", status: "suppressed" },
      { email: "gone@example.com", status: "suppressed" },
      { email: "ravi@example.com", status: "confirmed" },
    ]);
    const campaign = await stack.s.db.selectFrom("campaigns").select("status").where("id", "=", id).executeTakeFirst();
    expect(campaign?.status).toBe("sent");

    // No retry later, and the next campaign does not go to the suppressed address at all.
    stack.advance(24 * 3600);
    await stack.drainCampaigns();
    const next = await sendCampaign(stack.s, "What we shipped in December");
    await stack.drainCampaigns();
    expect(offered(campaignSmtp, "gone@example.com")).toBe(1);
    const nextRecipients = await stack.s.db
      .selectFrom("campaign_recipients")
      .select("email")
      .where("campaign_id", "=", next)
      .orderBy("email")
      .execute();
    expect(nextRecipients.map((r) => r.email)).toEqual(["ana@example.com", "ravi@example.com"]);
  });
});

describe(`mail without DKIM or a campaign stream (${dbLabel})`, () => {
  let smtp: Smtp;
  let stack: Awaited<ReturnType<typeof startStack>>;
  beforeAll(async () => {
    smtp = await startSmtpPeer();
    stack = await startStack({ SMTP_URL: smtp.url() });
  });
  afterAll(async () => {
    await stack.close();
    await smtp.close();
  });

  it("sends lead and campaign e-mails unsigned, campaigns through SMTP_URL from MAIL_FROM", async () => {
    await postContact(stack.s, "priya@example.com");
    await stack.drain();
    await insertConfirmedSubscribers(stack.s, ["ana@example.com"]);
    await sendCampaign(stack.s, "What we shipped in November");
    await stack.drainCampaigns();

    const [team] = smtp.find(/^New Contact form lead/);
    const [campaign] = smtp.find(/^What we shipped in November/);
    expect(campaign.to).toEqual(["ana@example.com"]);
    expect(headerOf(campaign.raw, "From")).toBe("Narmada AI <no-reply@narmadaai.in>");
    for (const mail of [team, campaign]) {
      expect(headerOf(mail.raw, "DKIM-Signature")).toBe("");
      expect(dkimTags(mail.raw)).toBeUndefined();
    }
  });
});
