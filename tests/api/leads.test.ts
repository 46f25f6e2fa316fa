import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { contactForm as form, getStartedForm } from "./lead-fixtures";
import { clearOfWindowEdge } from "./rate-window";
import { startTestServer, type TestServer } from "./test-server";

// UUIDv7 (server/db/ids.ts): the time first, so rows written one after another sit together in each index.
const TIME_ORDERED_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ RATE_LIMIT_MAX: "1000" });
});
afterAll(async () => s.close());
beforeEach(async () => {
  await s.db.deleteFrom("leads").execute();
});

describe(`GET /api/health (${process.env.TEST_DATABASE_URL ? "postgres" : "sqlite"})`, () => {
  it("answers ok with the database kind after checking it", async () => {
    const res = await fetch(`${s.base}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok", db: process.env.TEST_DATABASE_URL ? "postgres" : "sqlite" });
  });
});

describe("POST /api/leads", () => {
  it("stores a contact lead and answers 201 with its id", async () => {
    const res = await s.postJson("/api/leads", { type: "contact", form });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    expect(id).toMatch(TIME_ORDERED_ID);
    const row = await s.db.selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      type: "contact",
      name: "Priya Sharma",
      email: "priya@example.com",
      company: "Malwa Textiles",
      phone: "+91 98260 12345",
      status: "new",
    });
    expect(JSON.parse(row.payload)).toEqual(form);
    expect(Date.parse(row.created_at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it("ignores a results field or other unknown keys in the stored payload", async () => {
    const res = await s.postJson("/api/leads", { type: "contact", form: { ...form, admin: true } });
    expect(res.status).toBe(201);
    const row = await s.db.selectFrom("leads").select("payload").executeTakeFirstOrThrow();
    expect(JSON.parse(row.payload)).not.toHaveProperty("admin");
  });

  it.each([
    ["missing name", { type: "contact", form: { ...form, name: "" } }, "Please fill in all required fields", "name"],
    [
      "missing message",
      { type: "contact", form: { ...form, message: " " } },
      "Please fill in all required fields",
      "message",
    ],
    [
      "email without @",
      { type: "contact", form: { ...form, email: "priya.example.com" } },
      "Please enter a valid email address",
      "email",
    ],
    [
      "unknown service",
      { type: "contact", form: { ...form, service: "Crypto" } },
      "Please choose a service from the list",
      "service",
    ],
    ["unknown lead type", { type: "spam", form }, "Unknown lead type", "type"],
    ["no form at all", { type: "contact" }, expect.any(String), "form"],
    ["a JSON array", [1, 2, 3], expect.any(String), expect.any(String)],
  ])("rejects %s with 400 and stores nothing", async (_label, body, message, field) => {
    const res = await s.postJson("/api/leads", body);
    expect(res.status).toBe(400);
    const json = (await res.json()) as { error: { message: string; fields: Record<string, string> } };
    expect(json.error.message).toEqual(message);
    expect(Object.keys(json.error.fields)).toContainEqual(field);
    expect(await s.leadCount()).toBe(0);
  });

  it("rejects malformed JSON with 400", async () => {
    const res = await s.postJson("/api/leads", '{"type":"contact", form: }');
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(/not valid JSON/);
    expect(await s.leadCount()).toBe(0);
  });

  it("rejects a body over 64 KB with 413", async () => {
    const res = await s.postJson("/api/leads", { type: "contact", form: { ...form, message: "x".repeat(70_000) } });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: { message: "The request body must be at most 64 KB." } });
    expect(await s.leadCount()).toBe(0);
  });

  it.each([
    ["form-encoded", "application/x-www-form-urlencoded", "name=a"],
    ["plain text", "text/plain", JSON.stringify({ type: "contact", form })],
  ])("rejects a %s body with 415", async (_label, contentType, body) => {
    const res = await fetch(`${s.base}/api/leads`, { method: "POST", headers: { "Content-Type": contentType }, body });
    expect(res.status).toBe(415);
    expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(/JSON/);
    expect(await s.leadCount()).toBe(0);
  });

  it("gives a filled honeypot a normal-looking 201 and stores no row", async () => {
    const res = await s.postJson("/api/leads", { type: "contact", form: { ...form, website: "http://spam.example" } });
    expect(res.status).toBe(201);
    // The same kind of id a stored lead gets: nothing in the answer tells the bot it was caught.
    expect(((await res.json()) as { id: string }).id).toMatch(TIME_ORDERED_ID);
    expect(await s.leadCount()).toBe(0);
  });

  it("gives a lead and every row written with it ids in the order they were written", async () => {
    // An address of its own: a visitor address gets at most three e-mails a day (server/leads/recipient-cap.ts).
    const lead = { type: "contact", form: { ...form, email: "ordered.ids@example.com" } };
    const first = (await (await s.postJson("/api/leads", lead)).json()) as { id: string };
    const second = (await (await s.postJson("/api/leads", lead)).json()) as { id: string };
    expect(second.id > first.id).toBe(true);
    const ids = [
      ...(await s.db.selectFrom("outbox").select("id").where("lead_id", "=", second.id).execute()),
      ...(await s.db.selectFrom("lead_events").select("id").where("lead_id", "=", second.id).execute()),
      ...(await s.db
        .selectFrom("notifications")
        .select("id")
        .where("link", "=", `/admin/leads/${second.id}`)
        .execute()),
    ].map((r) => r.id);
    // Two outbox rows (team and visitor e-mails), the "received" event and the admin notification.
    expect(ids).toHaveLength(4);
    for (const id of ids) {
      expect(id).toMatch(TIME_ORDERED_ID);
      expect(id > first.id).toBe(true);
    }
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const res = await fetch(`${s.base}/api/nothing-here`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { message: "Not found" } });
  });
});

describe("rate limiting", () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ RATE_LIMIT_MAX: "3", RATE_LIMIT_WINDOW_SECONDS: "600" });
  });
  afterAll(async () => limited.close());

  it("answers 429 once one client exceeds the limit, stores nothing for it, and counts in the database", async () => {
    await clearOfWindowEdge(600);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await limited.postJson("/api/leads", { type: "contact", form })).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
    const res = await limited.postJson("/api/leads", { type: "contact", form });
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(/Too many requests/);
    expect(await limited.leadCount()).toBe(3);
    // The count lives in the database, shared by every replica: one row for this client.
    // (The contact leads also count against their address's daily e-mail allowance, under "mail-to:".)
    const rows = await limited.db.selectFrom("rate_limits").selectAll().where("key", "not like", "mail-to:%").execute();
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row.key).toBe("api:127.0.0.1");
    expect(Number(row.count)).toBe(5);
  });
});

describe("other lead types", () => {
  it("stores a get_started lead with its outcomes and time preference", async () => {
    const res = await s.postJson("/api/leads", {
      type: "get_started",
      form: getStartedForm,
    });
    expect(res.status).toBe(201);
    const row = await s.db.selectFrom("leads").selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ type: "get_started", name: "Neha Joshi", company: "Joshi Logistics", phone: null });
    expect(JSON.parse(row.payload)).toMatchObject({
      outcomes: ["Reduce Costs", "AI-Powered Apps"],
      timePreference: "Next week",
    });
  });

  it("validates the get_started email on the server", async () => {
    const res = await s.postJson("/api/leads", {
      type: "get_started",
      form: { name: "N", email: "not-an-email", company: "C" },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      error: { message: "Please enter a valid email address", fields: { email: expect.any(String) } },
    });
    expect(await s.leadCount()).toBe(0);
  });

  it.each(["newsletter", "launch_notify"])(
    "keeps one %s row per address, and a repeat answers exactly like a new address (201, a fresh id)",
    async (type) => {
      const first = await s.postJson("/api/leads", { type, form: { email: "Reader@Example.com" } });
      expect(first.status).toBe(201);
      const { id } = (await first.json()) as { id: string };
      const again = await s.postJson("/api/leads", { type, form: { email: "reader@example.com " } });
      expect(again.status).toBe(201);
      const repeat = (await again.json()) as { id: string };
      expect(Object.keys(repeat)).toEqual(["id"]);
      expect(repeat.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(repeat.id).not.toBe(id);
      expect(await s.leadCount()).toBe(1);
    },
  );

  it("keeps one sign-up row even when the same address arrives twice at once", async () => {
    const results = await Promise.all(
      [1, 2, 3].map(() => s.postJson("/api/leads", { type: "newsletter", form: { email: "race@example.com" } })),
    );
    expect(results.map((r) => r.status)).toEqual([201, 201, 201]);
    expect(await s.leadCount()).toBe(1);
  });
});
