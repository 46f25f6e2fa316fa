import { execFileSync } from "node:child_process";
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import express from "express";
import { SMTPServer } from "smtp-server";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { apiRouter } from "../../server/api/router";
import { connectDatabase, type DbHandle } from "../../server/db/connect";
import { migrateToLatest } from "../../server/db/migrations";
import type { ReportSettings } from "../../server/reports/report-settings";

// Report requests through the real API router on a real database: SQLite by default, PostgreSQL when
// TEST_DATABASE_URL is set. The router gets its report settings directly (outbox in a scratch folder,
// SMTP pointed at a local smtp-server when a test needs e-mail).

const lead = { name: "Priya Sharma", email: "Priya@Example.com", company: "Malwa Textiles" };

// COI, worked by hand: 500×10×12×0.35 = 21000; 52×4×8×0.3×30 = 14976; 8×3×12×0.6×30 = 5184;
// 12×1000×1.5 = 18000; 1,000,000×0.07 = 70000; total 129160; 3-year 387480.
const coiInputs = {
  industry: "Manufacturing",
  companySize: "100-1000 employees",
  annualRevenue: "1,000,000",
  supportTickets: "500",
  supportCostPerTicket: 10,
  employeesManual: "4",
  hourlyCost: "30",
  reportDays: 3,
  contentLaunchesPerYear: 12,
  avgContentValue: 1000,
};

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
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "reports-test-"));
  const url = process.env.TEST_DATABASE_URL ?? `sqlite:${path.join(tmp, "test.db")}`;
  const database: DbHandle = connectDatabase(url);
  await migrateToLatest(database.db);
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
  return {
    db: database.db,
    outboxDir,
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
      await database.db.deleteFrom("leads").execute();
      fs.rmSync(outboxDir, { recursive: true, force: true });
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
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

  it("stores a Cost of Inaction lead with recomputed results and leaves the PDF in the outbox", async () => {
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

    const files = s.outbox();
    expect(files).toHaveLength(2);
    const pdf = files.find((f) => f.endsWith(".pdf"))!;
    expect(pdf).toContain(`coi_report_${body.id}`);
    const text = pdfText(path.join(s.outboxDir, pdf));
    expect(text).toContain("Cost of Inaction Report");
    expect(text).toContain("Narmada AI Technologies");
    expect(text).toMatch(/Annual cost of inaction\s+\$129,160/);
    expect(text).toMatch(/3-year projection\s+\$387,480/);
    expect(text).toMatch(/Customer churn\s+\$70,000/);
    expect(text).toContain("Prepared for Priya Sharma, Malwa Textiles");
    expect(text).toContain("hello@narmadaai.in");
    const note = JSON.parse(fs.readFileSync(path.join(s.outboxDir, pdf.replace(/pdf$/, "json")), "utf8"));
    expect(note).toMatchObject({
      leadId: body.id,
      to: { name: "Priya Sharma", email: "Priya@Example.com" },
      subject: "Your Cost of Inaction Report from Narmada AI Technologies",
      reason: expect.stringMatching(/demo mode/),
    });
  });

  it("stores an ROI lead with the spec's result fields", async () => {
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
    const text = pdfText(path.join(s.outboxDir, s.outbox().find((f) => f.endsWith(".pdf"))!));
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
    const text = pdfText(path.join(s.outboxDir, s.outbox().find((f) => f.endsWith(".pdf"))!));
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
    expect(pdfText(path.join(s.outboxDir, s.outbox().find((f) => f.endsWith(".pdf"))!))).not.toContain("999,999,999");
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
    expect(s.outbox()).toEqual([]);
  });
});

describe("rate limiting of report requests", () => {
  let s: ReportsServer;
  beforeAll(async () => {
    s = await startReportsServer({}, 3);
  });
  afterAll(async () => s.close());

  it("answers 429 once one client exceeds the limit, and stores nothing for it", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await s.post({ type: "roi_report", lead, inputs: {} })).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
    const res = await s.post({ type: "roi_report", lead, inputs: {} });
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(/Too many requests/);
    expect(await s.leadCount()).toBe(3);
    expect(s.outbox().filter((f) => f.endsWith(".pdf"))).toHaveLength(3);
  });
});

describe("e-mail delivery", () => {
  const received: { from: string; to: string[]; raw: string }[] = [];
  let smtp: SMTPServer;
  let smtpPort: number;
  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onData(stream, session, done) {
        const chunks: Buffer[] = [];
        stream.on("data", (c: Buffer) => chunks.push(c));
        stream.on("end", () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString("utf8"),
          });
          done();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
    smtpPort = (smtp.server.address() as AddressInfo).port;
  });
  afterAll(async () => new Promise<void>((resolve) => smtp.close(resolve)));

  /** The base64 PDF attachment of a raw MIME message: the part typed application/pdf, after its headers. */
  function pdfAttachment(raw: string): Buffer {
    const part = raw.split(/\r?\n--/).find((p) => /Content-Type: application\/pdf/i.test(p));
    if (!part) throw new Error("no PDF attachment");
    const body = part.slice(part.search(/\r?\n\r?\n/));
    return Buffer.from(body.replace(/\s+/g, ""), "base64");
  }

  it("e-mails the PDF with the recomputed total to the lead and keeps nothing in the outbox", async () => {
    const s = await startReportsServer({ smtpUrl: `smtp://127.0.0.1:${smtpPort}` });
    try {
      const res = await s.post({ type: "coi_report", lead, inputs: coiInputs, results: { total: 1 } });
      expect(res.status).toBe(201);
      const { id, delivery } = (await res.json()) as { id: string; delivery: string };
      expect(delivery).toBe("email");
      expect(await s.leadCount()).toBe(1);
      expect((await storedRow(s, id)).payload.results.total).toBe(129160);
      expect(s.outbox()).toEqual([]);

      expect(received).toHaveLength(1);
      const mail = received[0];
      expect(mail.from).toBe("no-reply@narmadaai.in");
      // Sent to the address as typed (nodemailer lowercases only the domain); stored lowercased.
      expect(mail.to).toEqual(["Priya@example.com"]);
      expect(mail.raw).toMatch(/Subject: Your Cost of Inaction Report from Narmada AI Technologies/);
      expect(mail.raw).toMatch(/Reply-To: hello@narmadaai\.in/);
      expect(mail.raw).toMatch(/filename="?Cost-of-Inaction-Report\.pdf/);
      const pdf = pdfAttachment(mail.raw);
      expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
      const text = pdfText(pdf);
      expect(text).toMatch(/Annual cost of inaction\s+\$129,160/);
    } finally {
      await s.close();
    }
  });

  describe("when the mail server cannot be reached", () => {
    let errors: { mock: { calls: unknown[][] }; mockRestore: () => void };
    beforeEach(() => {
      errors = vi.spyOn(console, "error").mockImplementation(() => {});
    });
    afterEach(() => errors.mockRestore());

    it("still answers 201, with delivery outbox, keeps the PDF and logs no secrets", async () => {
      // A port nobody listens on: take one, then close it.
      const probe = express().listen(0, "127.0.0.1");
      await new Promise<void>((resolve) => probe.once("listening", () => resolve()));
      const deadPort = (probe.address() as AddressInfo).port;
      await new Promise<void>((resolve) => probe.close(() => resolve()));

      const s = await startReportsServer({ smtpUrl: `smtp://mailer:s3cret-pass@127.0.0.1:${deadPort}` });
      try {
        const res = await s.post({ type: "roi_report", lead, inputs: roiInputs });
        expect(res.status).toBe(201);
        const { id, delivery } = (await res.json()) as { id: string; delivery: string };
        expect(delivery).toBe("outbox");
        expect((await storedRow(s, id)).payload.results.totalSavings).toBe(92580);
        const pdf = s.outbox().find((f) => f.endsWith(".pdf"))!;
        expect(pdf).toContain(id);
        expect(pdfText(path.join(s.outboxDir, pdf))).toMatch(/Total annual savings\s+\$92,580/);

        const logged = errors.mock.calls.map((c) => c.map(String).join(" ")).join("\n");
        expect(logged).toContain(`lead ${id}`);
        expect(logged).toMatch(/ECONNREFUSED/);
        expect(logged).not.toContain("s3cret-pass");
        expect(logged.toLowerCase()).not.toContain("priya@example.com");
      } finally {
        await s.close();
      }
    });
  });
});
