import { execFileSync } from "node:child_process";
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import express from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { apiRouter } from "../../server/api/router";
import { connectDatabase, type DbHandle } from "../../server/db/connect";
import { migrateToLatest } from "../../server/db/migrations";
import { createDeliverer } from "../../server/outbox/deliver";
import { createOutboxWorker } from "../../server/outbox/worker";
import type { ReportSettings } from "../../server/reports/report-settings";
import { coiInputs } from "./lead-fixtures";
import { deadPort, headerOf, pdfAttachmentOf, startSmtpPeer } from "./outbox-peers";
import { clearOfWindowEdge } from "./rate-window";
import { scratchDir } from "./scratch-dir";

// Report requests through the real API router on a real database: SQLite by default, PostgreSQL when
// TEST_DATABASE_URL is set. The router gets its report settings directly (outbox in a scratch folder,
// SMTP pointed at a local smtp-server when a test needs e-mail). The request only commits the lead
// and its outbox rows; `deliver()` runs the real outbox worker until nothing is due.

const lead = { name: "Priya Sharma", email: "Priya@Example.com", company: "Malwa Textiles" };

// COI inputs: tests/api/lead-fixtures.ts (total $129,160 a year, 3-year $387,480, worked by hand there).

// ROI: 1000×10×12×0.35 = 42000; 3×10×52×0.3×25 = 11700; 12×(8×2×0.6)×25 = 2880; 4×500×12×1.5 = 36000;
// total 92580; investment 30000; ROI (92580−30000)/30000 = 208.6% → 209; payback 30000/7715 = 3.89 → 3.9.
const roiInputs = {
  industry: "Healthcare",
  companySize: "Under 100 employees",
  revenue: "5000000",
  supportTickets: "1000",
  supportCostPerTicket: "10",
  manualEmployees: "3",
  manualHoursWeekly: "10",
  hourlyCost: "25",
  reportDays: 2,
  delayCost: "0",
  contentPerMonth: "4",
  contentCost: "500",
  investment: "30000",
};

// Benchmark: cse 100 − 7/3.5×50 + 20 = 20; oe 100 − 18/12×50 = 25; dms 100 − 3/2×50 = 25;
// igm 60 + (40 − 5×6) = 70; mean 140/4 = 35.
const benchmarkInputs = {
  industry: "Retail/eCommerce",
  companySize: "Mid (100-1000)",
  ticketsPerMonth: "800",
  responseTimeHrs: "7",
  autoHandlingPct: "25-50%",
  manualHoursPerWeek: "18",
  reportDays: 3,
  contentPerMonth: "6",
  timeToLaunchMonths: "6",
};

const dbLabel = process.env.TEST_DATABASE_URL ? "postgres" : "sqlite";

async function startReportsServer(reports: Partial<ReportSettings> = {}, limit = 1000) {
  const tmp = scratchDir("reports-test-");
  const url = process.env.TEST_DATABASE_URL ?? `sqlite:${path.join(tmp, "test.db")}`;
  const database: DbHandle = connectDatabase(url);
  await migrateToLatest(database.db);
  await database.db.deleteFrom("outbox").execute();
  await database.db.deleteFrom("notifications").execute();
  await database.db.deleteFrom("leads").execute();
  await database.db.deleteFrom("rate_limits").execute();
  const outboxDir = path.join(tmp, "outbox");
  const settings: ReportSettings = {
    brandName: "Narmada AI Technologies",
    siteUrl: "https://narmadaai.in",
    contact: { email: "hello@narmadaai.in", phone: "+91 731 400 2200", address: "Vijay Nagar, Indore 452010, India" },
    smtpUrl: "",
    mailFrom: "Narmada AI <no-reply@narmadaai.in>",
    outboxDir,
    ...reports,
  };
  const app = express();
  app.use(
    "/api",
    apiRouter({
      db: database.db,
      dbKind: database.kind,
      postLimit: { windowSeconds: 600, max: limit },
      reports: settings,
    }),
  );
  const server = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const deliverer = createDeliverer({
    mail: { smtpUrl: settings.smtpUrl, outboxDir },
    mailContext: { ...settings, salesEmail: "sales@narmadaai.in" },
  });
  const worker = createOutboxWorker({
    db: database.db,
    kind: database.kind,
    deliverer,
    pollMs: 1000,
    leaseMs: 60_000,
    backoffSeconds: [60],
    maxAttempts: 8,
    log: { log: () => {}, warn: () => {}, error: () => {} },
  });
  return {
    db: database.db,
    outboxDir,
    async deliver() {
      while ((await worker.runOnce()) > 0) {}
    },
    /** The report e-mail written in demo mode (after `deliver()`), as raw MIME. */
    reportEml() {
      const file = this.outbox().find((f) => f.includes("_report_email_"));
      if (!file) throw new Error("no report e-mail in the outbox folder");
      return fs.readFileSync(path.join(outboxDir, file), "utf8");
    },
    async outboxRows() {
      return database.db.selectFrom("outbox").selectAll().orderBy("kind").execute();
    },
    post: (body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${base}/api/reports`, {
        method: "POST",
        headers: { "Content-Type": "application/json", ...headers },
        body: typeof body === "string" ? body : JSON.stringify(body),
      }),
    async leadCount() {
      const row = await database.db
        .selectFrom("leads")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    outbox: () => (fs.existsSync(outboxDir) ? fs.readdirSync(outboxDir).sort() : []),
    async clear() {
      await database.db.deleteFrom("outbox").execute();
      await database.db.deleteFrom("notifications").execute();
      await database.db.deleteFrom("leads").execute();
      // Each test starts with a fresh allowance: at most 3 report e-mails per address and day.
      await database.db.deleteFrom("rate_limits").execute();
      fs.rmSync(outboxDir, { recursive: true, force: true });
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      deliverer.close();
      await database.close();
      fs.rmSync(tmp, { recursive: true, force: true });
    },
  };
}
type ReportsServer = Awaited<ReturnType<typeof startReportsServer>>;

/** The text of a PDF, as poppler's pdftotext reads it. */
function pdfText(pdf: Buffer | string): string {
  const file = typeof pdf === "string" ? pdf : path.join(fs.mkdtempSync(path.join(os.tmpdir(), "pdf-")), "r.pdf");
  if (typeof pdf !== "string") fs.writeFileSync(file, pdf);
  return execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
}

async function storedRow(s: ReportsServer, id: string) {
  const row = await s.db.selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  return { ...row, payload: JSON.parse(row.payload) };
}

describe(`POST /api/reports in demo mode (${dbLabel}, no SMTP_URL)`, () => {
  let s: ReportsServer;
  beforeAll(async () => {
    s = await startReportsServer();
  });
  afterAll(async () => s.close());
  beforeEach(async () => s.clear());

  it("stores a Cost of Inaction lead with recomputed results, and the worker writes its e-mail as .eml", async () => {
    const res = await s.post({ type: "coi_report", lead, inputs: coiInputs });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { id: string; delivery: string };
    expect(body).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), delivery: "outbox" });

    const row = await storedRow(s, body.id);
    expect(row).toMatchObject({
      type: "coi_report",
      name: "Priya Sharma",
      email: "priya@example.com",
      company: "Malwa Textiles",
      phone: null,
      status: "new",
    });
    expect(row.payload).toEqual({
      inputs: coiInputs,
      results: {
        total: 129160,
        threeYear: 387480,
        breakdown: { supportLoss: 21000, opsLoss: 14976, reportingLoss: 5184, innovationLoss: 18000, churnLoss: 70000 },
      },
    });

    // The answer came before any delivery: the request wrote rows, not files.
    expect(s.outbox()).toEqual([]);
    expect((await s.outboxRows()).map((r) => [r.kind, r.status])).toEqual([
      ["report_email", "pending"],
      ["team_email", "pending"],
    ]);
    await s.deliver();
    expect((await s.outboxRows()).map((r) => r.status)).toEqual(["sent", "sent"]);
    const files = s.outbox();
    expect(files).toEqual([
      expect.stringMatching(new RegExp(`_report_email_${body.id}\\.eml$`)),
      expect.stringMatching(new RegExp(`_team_email_${body.id}\\.eml$`)),
    ]);
    const eml = s.reportEml();
    // nodemailer lowercases only the domain of the address as typed.
    expect(headerOf(eml, "To")).toBe("Priya Sharma <Priya@example.com>");
    expect(headerOf(eml, "Subject")).toBe("Your Cost of Inaction Report from Narmada AI Technologies");
    expect(headerOf(eml, "Reply-To")).toBe("hello@narmadaai.in");
    const text = pdfText(pdfAttachmentOf(eml));
    expect(text).toContain("Cost of Inaction Report");
    expect(text).toContain("Narmada AI Technologies");
    expect(text).toMatch(/Annual cost of inaction\s+\$129,160/);
    expect(text).toMatch(/3-year projection\s+\$387,480/);
    expect(text).toMatch(/Customer churn\s+\$70,000/);
    expect(text).toContain("Prepared for Priya Sharma, Malwa Textiles");
    expect(text).toContain("hello@narmadaai.in");
  });

  it("stores an ROI lead with its inputs and the server's results (savings, investment, ROI %, payback)", async () => {
    const res = await s.post({ type: "roi_report", lead, inputs: roiInputs });
    expect(res.status).toBe(201);
    const { id, delivery } = (await res.json()) as { id: string; delivery: string };
    expect(delivery).toBe("outbox");
    const row = await storedRow(s, id);
    expect(row.type).toBe("roi_report");
    expect(row.payload).toEqual({
      inputs: roiInputs,
      results: {
        totalSavings: 92580,
        investment: 30000,
        roiPct: 209,
        paybackMonths: 3.9,
        breakdown: { support: 42000, operations: 11700, reporting: 2880, innovation: 36000 },
      },
    });
    await s.deliver();
    const text = pdfText(pdfAttachmentOf(s.reportEml()));
    expect(text).toContain("AI ROI Report");
    expect(text).toMatch(/Total annual savings\s+\$92,580/);
    expect(text).toMatch(/ROI\s+209%/);
    expect(text).toMatch(/Payback period\s+3.9 months/);
  });

  it("stores a benchmark lead with role and consultation wish", async () => {
    const res = await s.post({
      type: "benchmark_report",
      lead: { ...lead, role: "Head of Operations", wantsConsult: true },
      inputs: benchmarkInputs,
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const row = await storedRow(s, id);
    expect(row.type).toBe("benchmark_report");
    expect(row.payload).toEqual({
      inputs: benchmarkInputs,
      lead: { role: "Head of Operations", wantsConsult: true },
      results: {
        yourScore: 35,
        peerAvg: 75,
        savingsCopy: "With AI, you could reduce costs by ~30%, save ~25 hrs/week, and speed decision-making by 60%.",
        kpis: {
          responseTime: { you: 7, peers: 3.5 },
          manualHours: { you: 18, peers: 12 },
          reportingTime: { you: 3, peers: 2 },
          launchCycle: { you: 6, peers: 5 },
        },
        radar: { cse: 20, oe: 25, dms: 25, igm: 70 },
      },
    });
    await s.deliver();
    const text = pdfText(pdfAttachmentOf(s.reportEml()));
    expect(text).toMatch(/Your score\s+35\/100/);
    expect(text).toMatch(/First response time\s+7 hours/);
  });

  it("ignores the results the browser sends and recomputes them", async () => {
    const res = await s.post({
      type: "coi_report",
      lead,
      inputs: coiInputs,
      results: { total: 999_999_999, threeYear: 1, breakdown: {} },
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const row = await storedRow(s, id);
    expect(row.payload.results.total).toBe(129160);
    expect(row.payload).not.toHaveProperty("results.breakdown.extra");
    await s.deliver();
    expect(pdfText(pdfAttachmentOf(s.reportEml()))).not.toContain("999,999,999");
  });

  it("draws names the PDF fonts cannot show as question marks instead of failing", async () => {
    const res = await s.post({ type: "roi_report", lead: { ...lead, name: "प्रिया Sharma" }, inputs: {} });
    expect(res.status).toBe(201);
    const row = await s.db.selectFrom("leads").select("name").executeTakeFirstOrThrow();
    expect(row.name).toBe("प्रिया Sharma");
  });

  it.each([
    ["a missing name", { type: "coi_report", lead: { ...lead, name: " " }, inputs: {} }, "name"],
    ["an email without @", { type: "roi_report", lead: { ...lead, email: "priya.example.com" }, inputs: {} }, "email"],
    ["an unknown report type", { type: "tax_report", lead, inputs: {} }, "type"],
    ["no type", { lead, inputs: {} }, "type"],
    ["no lead", { type: "coi_report", inputs: {} }, "lead"],
    [
      "another calculator's industry",
      { type: "coi_report", lead, inputs: { industry: "Retail/eCommerce" } },
      "inputs.industry",
    ],
    ["an object as a number", { type: "roi_report", lead, inputs: { investment: { $gt: 0 } } }, "inputs.investment"],
    ["a JSON array", [1, 2, 3], "type"],
  ])("rejects %s with 400 and stores and sends nothing", async (_label, body, field) => {
    const res = await s.post(body);
    expect(res.status).toBe(400);
    const json = (await res.json()) as { error: { message: string; fields: Record<string, string> } };
    expect(json.error.message).toEqual(expect.any(String));
    expect(Object.keys(json.error.fields)).toContain(field);
    expect(await s.leadCount()).toBe(0);
    expect(await s.outboxRows()).toEqual([]);
    await s.deliver();
    expect(s.outbox()).toEqual([]);
  });

  it("words lead errors like every other form", async () => {
    const missing = await s.post({ type: "coi_report", lead: { email: "a@b.co" }, inputs: {} });
    expect(await missing.json()).toEqual({
      error: { message: "Please fill in all required fields", fields: { name: "Please fill in all required fields" } },
    });
    const invalid = await s.post({ type: "coi_report", lead: { name: "A", email: "a@b" }, inputs: {} });
    expect(((await invalid.json()) as { error: { message: string } }).error.message).toBe(
      "Please enter a valid email address",
    );
  });

  it("rejects malformed JSON with 400", async () => {
    const res = await s.post('{"type":"coi_report", lead: }');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { message: "The request body is not valid JSON." } });
    expect(await s.leadCount()).toBe(0);
  });

  it("rejects a body over 64 KB with 413", async () => {
    const res = await s.post({ type: "coi_report", lead: { ...lead, company: "x".repeat(70_000) }, inputs: {} });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: { message: "The request body must be at most 64 KB." } });
    expect(await s.leadCount()).toBe(0);
    expect(s.outbox()).toEqual([]);
  });

  it.each([
    ["form-encoded", "application/x-www-form-urlencoded", "type=coi_report"],
    ["plain text", "text/plain", JSON.stringify({ type: "coi_report", lead, inputs: {} })],
  ])("rejects a %s body with 415", async (_label, contentType, body) => {
    const res = await s.post(body, { "Content-Type": contentType });
    expect(res.status).toBe(415);
    expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(/JSON/);
    expect(await s.leadCount()).toBe(0);
  });

  it("gives a filled honeypot a normal-looking 201 and stores and sends nothing", async () => {
    const res = await s.post({ type: "coi_report", lead: { ...lead, website: "http://spam.example" }, inputs: {} });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ id: expect.any(String), delivery: "outbox" });
    expect(await s.leadCount()).toBe(0);
    expect(await s.outboxRows()).toEqual([]);
  });
});

describe("rate limiting of report requests", () => {
  let s: ReportsServer;
  beforeAll(async () => {
    s = await startReportsServer({}, 3);
  });
  afterAll(async () => s.close());

  it("answers 429 once one client exceeds the limit, and stores nothing for it", async () => {
    await clearOfWindowEdge(600);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await s.post({ type: "roi_report", lead, inputs: {} })).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
    const res = await s.post({ type: "roi_report", lead, inputs: {} });
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(/Too many requests/);
    expect(await s.leadCount()).toBe(3);
    await s.deliver();
    expect(s.outbox().filter((f) => f.includes("_report_email_"))).toHaveLength(3);
  });
});

describe(`e-mail delivery (${dbLabel})`, () => {
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
  beforeAll(async () => {
    smtp = await startSmtpPeer();
  });
  afterAll(async () => smtp.close());

  it("answers before the mail server is involved, then the worker mails the PDF with the recomputed total", async () => {
    const s = await startReportsServer({ smtpUrl: smtp.url() });
    try {
      const res = await s.post({ type: "coi_report", lead, inputs: coiInputs, results: { total: 1 } });
      expect(res.status).toBe(201);
      const { id, delivery } = (await res.json()) as { id: string; delivery: string };
      expect(delivery).toBe("email");
      expect(smtp.messages).toEqual([]);
      expect(await s.leadCount()).toBe(1);
      expect((await storedRow(s, id)).payload.results.total).toBe(129160);

      await s.deliver();
      expect(s.outbox()).toEqual([]);
      const [mail] = smtp.find(/^Your Cost of Inaction Report/);
      expect(mail.from).toBe("no-reply@narmadaai.in");
      // Sent to the address as typed (nodemailer lowercases only the domain); stored lowercased.
      expect(mail.to).toEqual(["Priya@example.com"]);
      expect(headerOf(mail.raw, "Subject")).toBe("Your Cost of Inaction Report from Narmada AI Technologies");
      expect(headerOf(mail.raw, "Reply-To")).toBe("hello@narmadaai.in");
      expect(mail.raw).toMatch(/filename="?Cost-of-Inaction-Report\.pdf/);
      const pdf = pdfAttachmentOf(mail.raw);
      expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
      expect(pdfText(pdf)).toMatch(/Annual cost of inaction\s+\$129,160/);
      expect(smtp.find(/^New Cost of Inaction report lead: Priya Sharma/).map((m) => m.to)).toEqual([
        ["sales@narmadaai.in"],
      ]);
    } finally {
      await s.close();
    }
  });

  it("with the mail server down the visitor reads 'email' and the row retries with the reason, no secret", async () => {
    // 'email' is what every visitor reads: never an operator's message.
    const port = await deadPort();
    const s = await startReportsServer({ smtpUrl: `smtp://mailer:s3cret-pass@127.0.0.1:${port}` });
    try {
      const res = await s.post({ type: "roi_report", lead, inputs: roiInputs });
      expect(res.status).toBe(201);
      const { id, delivery } = (await res.json()) as { id: string; delivery: string };
      expect(delivery).toBe("email");
      expect((await storedRow(s, id)).payload.results.totalSavings).toBe(92580);

      await s.deliver();
      const rows = await s.outboxRows();
      expect(rows.map((r) => [r.kind, r.status, Number(r.attempts)])).toEqual([
        ["report_email", "pending", 1],
        ["team_email", "pending", 1],
      ]);
      for (const row of rows) {
        expect(row.last_error).toMatch(/ECONNREFUSED/);
        expect(row.last_error).not.toContain("s3cret-pass");
        expect(row.last_error?.toLowerCase()).not.toContain("priya@example.com");
      }
      // The PDF waits in the row, not in a folder.
      expect(s.outbox()).toEqual([]);
      expect(JSON.parse(rows[0].payload).message.attachments[0]).toMatchObject({
        filename: "AI-ROI-Report.pdf",
        contentType: "application/pdf",
      });
    } finally {
      await s.close();
    }
  });
});
