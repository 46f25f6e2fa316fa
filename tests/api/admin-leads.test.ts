import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { LeadType } from "~/lib/statuses";
import { parseCsv } from "./admin-csv-parse";
import { type AdminServer, type Browser, insertLead, signIn, startAdminServer } from "./admin-helpers";

// The Leads tab through HTTP: list, filters, paging, status and value, notes, detail, Add Lead, CSV.
let server: AdminServer;
let admin: Browser;

beforeAll(async () => {
  server = await startAdminServer();
  admin = await signIn(server, "asha@example.com", "admin");
});
afterAll(async () => server?.close());
beforeEach(async () => {
  for (const t of ["lead_notes", "outbox", "notifications", "audit_log"] as const)
    await server.db.deleteFrom(t).execute();
  await server.db.deleteFrom("leads").execute();
});

const lead = (
  id: string,
  type: LeadType,
  name: string,
  createdAt: string,
  extra: { company?: string; payload?: unknown } = {},
) => insertLead(server, { id, type, name, createdAt, ...extra });

describe("leads list", () => {
  it("lists every lead newest first, and filters by type, status, date and search", async () => {
    await lead("l1", "contact", "Priya Sharma", "2026-03-01T10:00:00.000Z", { company: "Malwa Textiles" });
    await lead("l2", "roi_report", "Arjun Mehta", "2026-03-05T10:00:00.000Z");
    await lead("l3", "chat", "Neha Joshi", "2026-03-09T10:00:00.000Z");
    await server.db.updateTable("leads").set({ status: "won" }).where("id", "=", "l2").execute();

    const order = (html: string) =>
      ["Neha Joshi", "Arjun Mehta", "Priya Sharma"]
        .filter((n) => html.includes(n))
        .sort((a, b) => html.indexOf(a) - html.indexOf(b));
    const all = await (await admin.get("/admin/leads")).text();
    expect(order(all)).toEqual(["Neha Joshi", "Arjun Mehta", "Priya Sharma"]);
    expect(all).toContain("3 leads");

    expect(order(await (await admin.get("/admin/leads?type=chat")).text())).toEqual(["Neha Joshi"]);
    expect(order(await (await admin.get("/admin/leads?status=won")).text())).toEqual(["Arjun Mehta"]);
    expect(order(await (await admin.get("/admin/leads?from=2026-03-05&to=2026-03-05")).text())).toEqual([
      "Arjun Mehta",
    ]);
    expect(order(await (await admin.get("/admin/leads?q=MALWA")).text())).toEqual(["Priya Sharma"]);
    expect(order(await (await admin.get("/admin/leads?q=%25")).text())).toEqual([]);
  });

  it("pages 25 leads at a time", async () => {
    for (let i = 0; i < 27; i++) {
      await lead(
        `p${String(i).padStart(2, "0")}`,
        "newsletter",
        `Reader ${String(i).padStart(2, "0")}`,
        `2026-02-01T00:00:${String(i).padStart(2, "0")}.000Z`,
      );
    }
    const first = await (await admin.get("/admin/leads")).text();
    expect(first).toContain("page 1 of 2");
    expect(first).toContain("Reader 26");
    expect(first).not.toContain("Reader 01");
    const second = await (await admin.get("/admin/leads?page=2")).text();
    expect(second).toContain("Reader 01");
    expect(second).toContain("Reader 00");
    expect(second).not.toContain("Reader 02");
  });
});

describe("one lead", () => {
  it("shows what the visitor sent, the chat transcript and the delivery state, as text", async () => {
    await lead("c1", "chat", "<b>Rahul</b>", "2026-03-09T10:00:00.000Z", {
      payload: {
        name: "<b>Rahul</b>",
        transcript: [
          {
            text: "Hi, I need a chatbot <script>alert(1)</script>",
            isBot: false,
            timestamp: "2026-03-09T10:00:00.000Z",
          },
          { text: "Happy to help! What is your e-mail?", isBot: true },
        ],
      },
    });
    await server.db
      .insertInto("outbox")
      .values({
        id: "o1",
        lead_id: "c1",
        kind: "team_email",
        payload: "{}",
        status: "failed",
        attempts: 5,
        next_attempt_at: "2026-03-09T10:00:00.000Z",
        locked_until: null,
        last_error: "SMTP 554 rejected",
        sent_at: null,
        created_at: "2026-03-09T10:00:00.000Z",
      })
      .execute();
    const html = await (await admin.get("/admin/leads/c1")).text();
    expect(html).toContain("Chat transcript");
    expect(html).toContain("Hi, I need a chatbot &lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).not.toContain("<script>alert(1)");
    expect(html).toContain("&lt;b&gt;Rahul&lt;/b&gt;");
    expect(html).toContain("E-mail to the sales team");
    expect(html).toContain("SMTP 554 rejected");
    expect((await admin.get("/admin/leads/nope")).status).toBe(404);
  });

  it("changes status and value, adds a note with its author, and audits the changes", async () => {
    await lead("s1", "contact", "Priya Sharma", "2026-03-01T10:00:00.000Z");
    const saved = await admin.post("/admin/leads/s1", { intent: "update", status: "contacted", value: "12000" });
    expect(saved.status).toBe(200);
    const bad = await admin.post("/admin/leads/s1", { intent: "update", status: "sold", value: "12000" });
    expect(bad.status).toBe(400);
    await admin.post("/admin/leads/s1", { intent: "note", body: "Called; wants a pilot in April." });
    const row = await server.db
      .selectFrom("leads")
      .select(["status", "value"])
      .where("id", "=", "s1")
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: "contacted", value: 12000 });
    const html = await (await admin.get("/admin/leads/s1")).text();
    expect(html).toContain("Called; wants a pilot in April.");
    expect(html).toContain("Asha asha");
    const log = await server.db
      .selectFrom("audit_log")
      .select(["action", "details", "actor"])
      .orderBy("created_at")
      .execute();
    expect(log.map((l) => l.action)).toEqual(["lead.status", "lead.value", "lead.note"]);
    expect(JSON.parse(log[0].details)).toEqual({ from: "new", to: "contacted" });
    expect(log[0].actor).toBe("asha@example.com");
  });

  // A lead erased (or never stored) while its page was open: 404 with the page's message, nothing written.
  it.each([
    ["update", { status: "contacted", value: "12000" }],
    ["note", { body: "Called; wants a pilot in April." }],
    ["owner", { owner: "" }],
    ["assign-me", {}],
    ["follow-up", { followUp: "2026-04-01" }],
  ])("%s on a lead that no longer exists answers 404", async (intent, fields) => {
    const res = await admin.post("/admin/leads/gone.data", { intent, ...fields });
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("This lead no longer exists.");
    expect(await server.db.selectFrom("audit_log").select("action").execute()).toEqual([]);
    expect(await server.db.selectFrom("lead_events").select("id").execute()).toEqual([]);
  });

  it("Add Lead refuses a bad e-mail address and stores nothing", async () => {
    const bad = await admin.post("/admin/leads/new", {
      type: "contact",
      name: "Kiran Rao",
      email: "not-an-email",
      phone: "",
      company: "",
      value: "",
      message: "",
    });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Enter a valid e-mail address.");
    expect(await server.db.selectFrom("leads").select("id").execute()).toEqual([]);
  });

  it("Add Lead stores a lead and opens its page", async () => {
    const res = await admin.post("/admin/leads/new", {
      type: "get_started",
      name: "Kiran Rao",
      email: "Kiran@Example.com",
      phone: "+91 98260 12345",
      company: "Indore Logistics",
      value: "5000",
      message: "Met at the Nasscom event.",
    });
    expect(res.status).toBe(302);
    const stored = await server.db.selectFrom("leads").selectAll().executeTakeFirstOrThrow();
    expect(res.headers.get("location")).toBe(`/admin/leads/${stored.id}`);
    expect(stored).toMatchObject({ type: "get_started", name: "Kiran Rao", email: "kiran@example.com", value: 5000 });
    expect(JSON.parse(stored.payload)).toMatchObject({ source: "admin", message: "Met at the Nasscom event." });
    // The team hears of it, but the person gets no "we'll reply within 24 hours": they never wrote to us.
    const kinds = await server.db.selectFrom("outbox").select("kind").where("lead_id", "=", stored.id).execute();
    expect(kinds.map((k) => k.kind).sort()).toEqual(["team_email"]);
  });
});

describe("CSV export", () => {
  it("exports the current filter as RFC 4180 UTF-8 with formula cells neutralised", async () => {
    await lead("x1", "contact", '=HYPERLINK("http://evil.example","Click")', "2026-03-01T10:00:00.000Z", {
      company: 'Sharma, Sons & "Co"',
    });
    await lead("x2", "chat", "Neha Joshi", "2026-03-02T10:00:00.000Z");
    const res = await admin.get("/admin/leads/export?type=contact");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // UTF-8 byte-order mark
    const rows = parseCsv(new TextDecoder("utf-8").decode(bytes));
    expect(rows[0].slice(0, 6)).toEqual(["Received (UTC)", "Type", "Status", "Name", "Email", "Company"]);
    expect(rows).toHaveLength(2);
    expect(rows[1][3]).toBe(`'=HYPERLINK("http://evil.example","Click")`);
    expect(rows[1][5]).toBe('Sharma, Sons & "Co"');
    expect(rows[1][1]).toBe("Contact form");
    const audit = await server.db.selectFrom("audit_log").select("action").execute();
    expect(audit.map((a) => a.action)).toEqual(["lead.export"]);
  });

  it("needs a session", async () => {
    const res = await server.client().get("/admin/leads/export");
    expect(res.status).toBe(303);
  });
});
