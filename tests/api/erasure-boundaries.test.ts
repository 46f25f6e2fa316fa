import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outboxWorkerFrom } from "../../server/outbox/from-settings";
import { insertPost } from "../factories";
import { type AdminServer, type Browser, signIn, startAdminServer } from "./admin-helpers";
import { contactForm } from "./lead-fixtures";
import { headerOf, startSmtpPeer } from "./outbox-peers";

// Security issue #35, row 3, as the attack: people whose addresses hold the erased one as a substring
// (dan@x.io, Jan@x.io, an@x.io.evil) or look like it (ana@x.io) write in, then Settings → erase
// an@x.io. Only an@x.io's rows may change; dan@x.io's pending acknowledgement still reaches dan.

const dbLabel = process.env.TEST_DATABASE_URL ? "postgres" : "sqlite";

/** The tables an erasure reads or writes; every row of them is compared before and after. */
const TABLES = [
  "leads",
  "lead_events",
  "lead_notes",
  "outbox",
  "notifications",
  "subscribers",
  "chat_conversations",
  "chat_messages",
  "comments",
  "campaign_recipients",
  "login_attempts",
  "audit_log",
] as const;
type Table = (typeof TABLES)[number];
type Snapshot = Map<Table, Map<string, string>>;

let server: AdminServer;
let admin: Browser;
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  server = await startAdminServer({
    RATE_LIMIT_MAX: "1000",
    SMTP_URL: smtp.url(),
    SITE_URL: "https://narmadaai.in",
    SALES_EMAIL: "sales@narmadaai.in",
  });
  admin = await signIn(server, "asha@example.com", "admin");
}, 240_000);

afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

async function snapshot(): Promise<Snapshot> {
  const all: Snapshot = new Map();
  for (const table of TABLES) {
    const rows = (await server.db.selectFrom(table).selectAll().execute()) as { id: string }[];
    all.set(table, new Map(rows.map((r) => [r.id, JSON.stringify(r)])));
  }
  return all;
}

/** The rows of `before` that are gone or different in `after`, by table (tables with none left out). */
function touched(before: Snapshot, after: Snapshot): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [table, rows] of before) {
    const changed = [...rows].filter(([id, json]) => after.get(table)?.get(id) !== json).map(([id]) => id);
    if (changed.length) out[table] = changed.sort();
  }
  return out;
}

async function postLead(body: unknown) {
  const res = await server.postJson("/api/leads", body);
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

const contact = (name: string, email: string, message = contactForm.message) =>
  postLead({ type: "contact", form: { ...contactForm, name, email, message } });

async function conversation(id: string, contactInfo: unknown, texts: string[]) {
  const now = new Date().toISOString();
  await server.db
    .insertInto("chat_conversations")
    .values({
      id,
      lead_id: null,
      contact_info: contactInfo ? JSON.stringify(contactInfo) : null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  for (const text of texts) {
    await server.db
      .insertInto("chat_messages")
      .values({ id: randomUUID(), conversation_id: id, is_bot: 0, text, created_at: now, source: null })
      .execute();
  }
}

describe(`erasing an@x.io (${dbLabel})`, () => {
  it("changes only an@x.io's rows: look-alikes keep theirs, and dan@x.io's acknowledgement still goes out", async () => {
    // The person to erase, typed in another letter case, with a contact form and a newsletter sign-up.
    const anContact = await contact("An Person", "An@X.io");
    const anNews = await postLead({ type: "newsletter", form: { email: "an@x.io" } });
    // Everyone whose address holds "an@x.io" as a substring, or looks like it.
    await contact("Dan Rao", "dan@x.io");
    await postLead({ type: "newsletter", form: { email: "dan@x.io" } });
    await contact("Ana Gomes", "ana@x.io");
    await contact("Jan Novak", "Jan@x.io", "Copy dan@x.io and ana@x.io, not an@x.io.evil");
    await contact("Evil Twin", "an@x.io.evil");
    await conversation("c-an", { email: "an@x.io" }, ["hello"]);
    await conversation("c-an-typed", null, ["You can mail me at <AN@X.IO>."]);
    await conversation("c-dan", { name: "Dan", email: "dan@x.io" }, ["call me"]);
    await conversation("c-jan-typed", null, ["mail Jan@x.io or an@x.io.evil"]);
    await insertPost(server, { slug: "erasure" });
    const now = new Date().toISOString();
    await server.db
      .insertInto("comments")
      .values([
        {
          id: "cm-an",
          post_id: "post-erasure",
          author_name: "An",
          email: "an@x.io",
          body: "Nice",
          status: "approved",
          created_at: now,
        },
        {
          id: "cm-dan",
          post_id: "post-erasure",
          author_name: "Dan",
          email: "dan@x.io",
          body: "Ask dan@x.io",
          status: "approved",
          created_at: now,
        },
      ])
      .execute();

    const before = await snapshot();
    const danAck = await server.db
      .selectFrom("outbox")
      .selectAll()
      .where("kind", "=", "visitor_email")
      .where("payload", "like", '%"dan@x.io"%')
      .executeTakeFirstOrThrow();
    expect(danAck.status).toBe("pending");

    const res = await admin.post("/admin/settings", { intent: "erase", email: " AN@x.io ", confirm: "erase" });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Erased: 2 lead(s), 2 chat(s), 1 subscription(s)");
    const after = await snapshot();

    // Worked out by hand: an@x.io's two leads go with their "received" events and outbox rows (team
    // e-mail and acknowledgement; team e-mail and newsletter confirmation), its subscription, its two
    // conversations with their one message each; its two lead notifications lose the address, its
    // comment its e-mail. Nobody else's row.
    const anLeads = [anContact, anNews];
    const rowsOf = (table: Table, pick: (row: Record<string, unknown>) => boolean) =>
      [...(before.get(table) ?? new Map()).entries()]
        .filter(([, json]) => pick(JSON.parse(json)))
        .map(([id]) => id)
        .sort();
    const ofAnLead = (row: Record<string, unknown>) => anLeads.includes(row.lead_id as string);
    const expected = {
      chat_conversations: ["c-an", "c-an-typed"],
      chat_messages: rowsOf("chat_messages", (r) => ["c-an", "c-an-typed"].includes(r.conversation_id as string)),
      comments: ["cm-an"],
      lead_events: rowsOf("lead_events", ofAnLead),
      leads: [...anLeads].sort(),
      notifications: rowsOf("notifications", (r) => anLeads.some((id) => r.link === `/admin/leads/${id}`)),
      outbox: rowsOf("outbox", ofAnLead),
      subscribers: rowsOf("subscribers", (r) => r.email === "an@x.io"),
    };
    expect(expected.outbox).toHaveLength(4);
    expect(expected.lead_events).toHaveLength(2);
    expect(expected.notifications).toHaveLength(2);
    expect(touched(before, after)).toEqual(expected);
    expect(Object.values(touched(before, after)).flat()).toHaveLength(16);

    // dan@x.io's pending acknowledgement is byte for byte as it was, and reaches dan.
    expect(after.get("outbox")?.get(danAck.id)).toBe(before.get("outbox")?.get(danAck.id));
    const worker = outboxWorkerFrom({ db: server.db, kind: server.kind, close: async () => {} }, server.settings, {
      log: { log: () => {}, warn: () => {}, error: () => {} },
    });
    try {
      while ((await worker.runOnce()) > 0) {}
    } finally {
      await worker.stop();
    }
    const subjectsTo = (address: string) =>
      smtp.messages
        .filter((m) => m.to[0].toLowerCase() === address)
        .map((m) => headerOf(m.raw, "Subject"))
        .sort();
    expect(subjectsTo("dan@x.io")).toEqual([
      expect.stringMatching(/^Please confirm your subscription/),
      expect.stringMatching(/^We received your message/),
    ]);
    for (const other of ["ana@x.io", "jan@x.io", "an@x.io.evil"]) {
      expect(subjectsTo(other)).toEqual([expect.stringMatching(/^We received your message/)]);
    }
    expect(subjectsTo("an@x.io")).toEqual([]);
    const failed = await server.db.selectFrom("outbox").select("id").where("status", "!=", "sent").execute();
    expect(failed).toEqual([]);
  }, 120_000);

  it("reads look-alikes in pages: 1,200 notices quoting dan@x.io stay, the one after quoting an@x.io goes", async () => {
    const now = new Date().toISOString();
    const row = (id: string, body: string) => ({
      id,
      kind: "lead" as const,
      title: "Note",
      body,
      link: null,
      read_at: null,
      created_at: now,
    });
    const lookAlikes = Array.from({ length: 1200 }, (_, i) =>
      row(`n-${String(i).padStart(4, "0")}`, `from dan@x.io #${i}`),
    );
    for (let i = 0; i < lookAlikes.length; i += 200) {
      await server.db
        .insertInto("notifications")
        .values(lookAlikes.slice(i, i + 200))
        .execute();
    }
    // Sorts after every look-alike: reached only if the pages go on past the first.
    await server.db.insertInto("notifications").values(row("n-zzzz", "from an@x.io and dan@x.io")).execute();

    const res = await admin.post("/admin/settings", { intent: "erase", email: "an@x.io", confirm: "erase" });
    expect(res.status).toBe(200);
    const rows = await server.db
      .selectFrom("notifications")
      .select(["id", "body"])
      .where("id", "like", "n-%")
      .orderBy("id")
      .execute();
    expect(rows).toHaveLength(1201);
    expect(rows.at(-1)).toEqual({ id: "n-zzzz", body: "from [erased] and dan@x.io" });
    expect(rows.slice(0, -1).filter((r, i) => r.body !== `from dan@x.io #${i}`)).toEqual([]);
  }, 120_000);
});
