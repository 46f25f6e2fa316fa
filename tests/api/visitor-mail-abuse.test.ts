import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { registry } from "../../server/ops/metrics";
import { outboxWorkerFrom } from "../../server/outbox/from-settings";
import { headerOf, pdfAttachmentOf, startSmtpPeer, textOf } from "./outbox-peers";
import { startTestServer, type TestServer } from "./test-server";

// Security issue #35, rows 4 and 5, as the attacks: the report form used to send anyone a phishing
// paragraph from our own DKIM-signed domain (typed as the "name"), and plus-addresses used to multiply
// the daily allowance of e-mails to one mailbox. Mail is caught by a real local smtp-server.

const dbLabel = process.env.TEST_DATABASE_URL ? "postgres" : "sqlite";
const PHISHING = "Sam,\n\nYour invoice 4471 is overdue. Pay today at https://pay.example/4471\n\nRegards";
// ROI inputs as in reports.test.ts (investment 30000, total savings 92580 there).
const inputs = { investment: "30000", supportTickets: "1000", supportCostPerTicket: "10" };

let server: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
let worker: ReturnType<typeof outboxWorkerFrom>;
let tmp: string;

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "visitor-mail-"));
  smtp = await startSmtpPeer();
  server = await startTestServer({
    RATE_LIMIT_MAX: "1000",
    SMTP_URL: smtp.url(),
    SITE_URL: "https://narmadaai.in",
    SALES_EMAIL: "sales@narmadaai.in",
    MAIL_FROM: "Narmada AI <no-reply@narmadaai.in>",
  });
  worker = outboxWorkerFrom({ db: server.db, kind: server.kind, close: async () => {} }, server.settings, {
    log: { log: () => {}, warn: () => {}, error: () => {} },
  });
}, 120_000);

afterAll(async () => {
  await worker?.stop();
  await server?.close();
  await smtp?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

afterEach(async () => {
  smtp.messages.length = 0;
  for (const t of ["outbox", "notifications", "subscribers", "lead_events", "leads", "rate_limits"] as const)
    await server.db.deleteFrom(t).execute();
});

async function drain() {
  while ((await worker.runOnce()) > 0) {}
}

const report = (lead: { name: string; email: string; company?: string }) =>
  server.postJson("/api/reports", { type: "roi_report", lead, inputs });

const mailTo = (address: string) => smtp.messages.filter((m) => m.to[0].toLowerCase() === address.toLowerCase());

/** The PDF's text as poppler reads it, line by line (blank lines dropped). */
function pdfLines(pdf: Buffer): string[] {
  const file = path.join(tmp, `${Date.now()}-${Math.random()}.pdf`);
  fs.writeFileSync(file, pdf);
  return execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" })
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);
}

async function refusals() {
  const text = await registry.getSingleMetricAsString("refusals_total");
  return Number(/refusals_total\{reason="mail_address_cap"\} (\d+)/.exec(text)?.[1] ?? 0);
}

describe(`a report request with a phishing paragraph as the name (${dbLabel})`, () => {
  it("mails the typed address a report without the name or the paragraph, while the team reads it all", async () => {
    const res = await report({ name: PHISHING, email: "victim@example.com", company: "Pay at https://pay.example" });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ delivery: "email" });
    await drain();

    const [mail] = mailTo("victim@example.com");
    // No display name either: a mail client shows it as prominently as the text.
    expect(headerOf(mail.raw, "To")).toBe("victim@example.com");
    const text = textOf(mail.raw);
    expect(text.split("\n").slice(0, 3)).toEqual([
      "Hello,",
      "",
      "Thank you for using our calculator. Your AI ROI Report is attached as a PDF.",
    ]);
    // The headers and the text (the PDF's base64 is read below, decoded).
    const headers = mail.raw.split(/\r?\n\r?\n/)[0];
    for (const typed of ["Sam", "invoice", "4471", "overdue", "Pay today", "pay.example", "Regards"]) {
      expect(text).not.toContain(typed);
      expect(headers).not.toContain(typed);
    }

    // The PDF: brand, title, then "Prepared on <date>" with nothing typed, and none of it further down.
    const lines = pdfLines(pdfAttachmentOf(mail.raw));
    expect(lines.slice(0, 3)).toEqual([
      "Narmada AI Technologies",
      "AI ROI Report",
      expect.stringMatching(/^Prepared on \d{1,2} [A-Z][a-z]+ \d{4}$/),
    ]);
    for (const typed of ["Sam", "invoice", "4471", "overdue", "pay.example", "Regards"]) {
      expect(lines.join("\n")).not.toContain(typed);
    }

    // The team's e-mail keeps the full text, as text.
    const [team] = mailTo("sales@narmadaai.in");
    expect(textOf(team.raw)).toContain("Your invoice 4471 is overdue. Pay today at https://pay.example/4471");
  });

  it("greets a plain name and prints it on the PDF's first lines, as before", async () => {
    const res = await report({ name: "Ana-María O'Neil", email: "ana@example.com", company: "Malwa Textiles" });
    expect(res.status).toBe(201);
    await drain();
    const [mail] = mailTo("ana@example.com");
    expect(textOf(mail.raw).split("\n")[0]).toBe("Hello Ana-María O'Neil,");
    expect(pdfLines(pdfAttachmentOf(mail.raw))[2]).toMatch(
      /^Prepared for Ana-María O'Neil, Malwa Textiles on \d{1,2} [A-Z][a-z]+ \d{4}$/,
    );
  });
});

describe(`one mailbox behind six plus-addresses (${dbLabel})`, () => {
  it("six report requests to target+1 … +6 at once: three mailed, three not queued, all answered alike", async () => {
    const before = await refusals();
    const addresses = Array.from({ length: 6 }, (_, i) => `target+${i + 1}@example.com`);
    const answers = await Promise.all(addresses.map((email) => report({ name: "Sam", email })));
    for (const res of answers) {
      expect(res.status).toBe(201);
      expect(await res.json()).toMatchObject({ delivery: "email" });
    }
    expect(await server.leadCount()).toBe(6);

    await drain();
    const toMailbox = smtp.messages.filter((m) => /^target\+[1-6]@example\.com$/.test(m.to[0]));
    expect(toMailbox).toHaveLength(3);
    // Each went to the address as typed, one per address.
    expect(new Set(toMailbox.map((m) => m.to[0])).size).toBe(3);
    expect(mailTo("sales@narmadaai.in")).toHaveLength(6);
    const queued = await server.db.selectFrom("outbox").select("id").where("kind", "=", "report_email").execute();
    expect(queued).toHaveLength(3);
    expect((await refusals()) - before).toBe(3);
  });

  it("newsletter sign-ups for one Gmail mailbox under six spellings: three confirmation e-mails", async () => {
    const spellings = [
      "reader@gmail.com",
      "r.eader@gmail.com",
      "Reader+news@gmail.com",
      "re.ader+1@googlemail.com",
      "READER@googlemail.com",
      "r.e.a.d.e.r@gmail.com",
    ];
    for (const email of spellings) {
      const res = await server.postJson("/api/leads", { type: "newsletter", form: { email } });
      expect(res.status).toBe(201);
    }
    await drain();
    const confirmations = smtp.find(/^Please confirm your subscription/);
    expect(confirmations.map((m) => m.to[0].toLowerCase()).sort()).toEqual(
      spellings
        .slice(0, 3)
        .map((e) => e.toLowerCase())
        .sort(),
    );
    // Another mailbox has its own allowance.
    await server.postJson("/api/leads", { type: "newsletter", form: { email: "other.reader@gmail.com" } });
    await drain();
    expect(mailTo("other.reader@gmail.com")).toHaveLength(1);
  });
});
