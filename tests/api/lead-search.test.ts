import { CompiledQuery, type Kysely, sql } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { leadCapHint, leadCountText, peopleCountText } from "~/features/admin/leads/lead-count";
import { parseLeadFilter } from "~/features/admin/leads/lead-filter";
import type { Database } from "../../server/db/schema";
import { leadsForExportInBatches } from "../../server/leads/lead-export";
import { listLeads } from "../../server/leads/lead-list";
import { listLeadPeople } from "../../server/leads/lead-pipeline";
import { leadSearch, SHORT_SEARCH_WINDOW } from "../../server/leads/lead-search";
import { insertLeads } from "../factories";
import { type AdminServer, type Browser, insertLead, signIn, startAdminServer, TEST_PASSWORD } from "./admin-helpers";

// The Leads tab's search from its index (migration 020_lead_search): SQLite's FTS5 trigram table kept by
// triggers, PostgreSQL's pg_trgm indexes. What a user types still finds what the old scan found.
let server: AdminServer;
let admin: Browser;

beforeAll(async () => {
  server = await startAdminServer();
  admin = await signIn(server, "asha@example.com", "admin");
}, 120_000);
afterAll(async () => server?.close());
beforeEach(async () => {
  for (const t of ["lead_notes", "outbox", "notifications", "chat_messages", "chat_conversations"] as const)
    await server.db.deleteFrom(t).execute();
  await server.db.deleteFrom("leads").execute();
  await add("s1", "Priya Sharma", "priya.sharma@malwatextiles.in", "Malwa Textiles Pvt Ltd", "+91 98270 41235");
  await add("s2", "Arjun Mehta", "arjun@narmadalogistics.com", "Narmada Logistics", "+91 73140 55512");
  await add("s3", "Neha Joshi", "neha.joshi@gmail.com", null, null);
});

let clock = Date.parse("2026-03-01T10:00:00.000Z");
async function add(id: string, name: string, email: string, company: string | null, phone: string | null) {
  clock += 60_000;
  await insertLead(server, {
    id,
    type: "contact",
    name,
    email,
    company,
    phone,
    createdAt: new Date(clock).toISOString(),
  });
}

/** The names the search shows for `q`, newest first, as the Leads tab lists them. */
const found = async (q: string) =>
  (await listLeads(server.db, parseLeadFilter(new URLSearchParams({ q })))).rows.map((r) => r.name);

/** On SQLite, FTS5 compares its index with the leads table itself: any drift is an error. */
async function indexMatchesLeads() {
  if (server.kind === "sqlite")
    await sql`insert into leads_fts (leads_fts, rank) values ('integrity-check', 1)`.execute(server.db);
}

describe("lead search", () => {
  it.each([
    ["the middle of a name, any case", "HARM", ["Priya Sharma"]],
    ["across a space in a name", "ya sha", ["Priya Sharma"]],
    ["the middle of an e-mail address", "Logistics.CO", ["Arjun Mehta"]],
    ["a company", "textiles pvt", ["Priya Sharma"]],
    ["a phone number", "0 555", ["Arjun Mehta"]],
    ["a part every lead has", "a.", ["Neha Joshi", "Priya Sharma"]],
    ["three letters in several leads and fields", "arm", ["Arjun Mehta", "Priya Sharma"]],
    ["nothing across two fields", "Sharma priya", []],
    ["LIKE wildcards as plain text", "a%a", []],
    ["a double quote as plain text", 'a"r', []],
  ])("finds %s", async (_what, q, names) => {
    expect(await found(q)).toEqual(names);
  });

  it("finds one- and two-character searches among the newest leads", async () => {
    expect(await found("J")).toEqual(["Neha Joshi", "Arjun Mehta"]);
    expect(await found("rj")).toEqual(["Arjun Mehta"]);
    expect(await found("%")).toEqual([]);
  });

  it("keeps its index in step as leads are added, changed and deleted", async () => {
    await add("s4", "Kavita Rao", "kavita@indoreanalytics.in", "Indore Analytics", null);
    expect(await found("analyt")).toEqual(["Kavita Rao"]);
    await server.db.updateTable("leads").set({ company: "Ujjain Data Labs" }).where("id", "=", "s4").execute();
    expect(await found("analyt")).toEqual(["Kavita Rao"]); // still in the e-mail address
    await server.db.updateTable("leads").set({ email: "kavita@ujjaindata.in" }).where("id", "=", "s4").execute();
    expect(await found("analyt")).toEqual([]);
    expect(await found("data lab")).toEqual(["Kavita Rao"]);
    // A status change leaves the searched columns (and the index) as they are.
    await server.db.updateTable("leads").set({ status: "won" }).where("id", "=", "s4").execute();
    expect(await found("data lab")).toEqual(["Kavita Rao"]);
    await server.db.deleteFrom("leads").where("id", "=", "s4").execute();
    expect(await found("data lab")).toEqual([]);
    await indexMatchesLeads();
  });

  it("no longer finds an erased person", async () => {
    const res = await admin.post("/admin/settings", {
      intent: "erase",
      email: "Priya.Sharma@MalwaTextiles.in",
      confirm: "erase",
    });
    expect(res.status).toBeLessThan(400);
    expect(await found("sharma")).toEqual([]);
    expect(await found("malwa")).toEqual([]);
    expect(await found("mehta")).toEqual(["Arjun Mehta"]);
    await indexMatchesLeads();
  });

  it("finds the restored leads after a restore, and not those the backup lacks", async () => {
    const bytes = new Uint8Array(await (await admin.post("/admin/backup/download", {})).arrayBuffer());
    await add("s5", "Rohit Verma", "rohit@dewasfoods.com", "Dewas Foods", null);
    await server.db.updateTable("leads").set({ name: "Priya Kulkarni" }).where("id", "=", "s1").execute();
    expect(await found("kulkarni")).toEqual(["Priya Kulkarni"]);

    const form = new FormData();
    form.set("confirm", "yes");
    form.set("password", TEST_PASSWORD);
    form.set("file", new Blob([bytes]), "backup");
    const res = await admin.post("/admin/backup", form);
    expect(res.headers.get("location")).toMatch(/^\/admin\/login\?restored=1&saved=site-backup-[\w.-]+$/);
    await admin.login("asha@example.com");

    expect(await found("sharma")).toEqual(["Priya Sharma"]);
    expect(await found("kulkarni")).toEqual([]);
    expect(await found("dewas")).toEqual([]);
    expect(await found("narmada")).toEqual(["Arjun Mehta"]);
    await indexMatchesLeads();
  }, 60_000);
});

describe("a broad search or filter", () => {
  // Five leads of Indore Foods after the three of beforeEach, newest last; i2 and i4 won.
  beforeEach(async () => {
    const people = ["Kavya Rao", "Rohan Nair", "Meera Iyer", "Vikram Patel", "Aditya Gupta"];
    for (const [i, name] of people.entries()) {
      await add(`i${i + 1}`, name, `${name.split(" ")[0].toLowerCase()}@indorefoods.in`, "Indore Foods", null);
      if (i % 2)
        await server.db
          .updateTable("leads")
          .set({ status: "won" })
          .where("id", "=", `i${i + 1}`)
          .execute();
    }
  });

  /** The list as the Leads tab shows it, 2 leads a page, reading at most `cap` leads. */
  const list = async (query: string, cap: number) => {
    const page = await listLeads(server.db, parseLeadFilter(new URLSearchParams(query)), 2, cap);
    return { text: leadCountText(page), hint: leadCapHint(page.capped), names: page.rows.map((r) => r.name) };
  };

  it.each([
    // 5 match "indore": within a cap of 5 they are all counted, as before.
    ["q=indore", 5, "5 leads · page 1 of 3", ["Aditya Gupta", "Vikram Patel"]],
    ["q=indore&page=3", 5, "5 leads · page 3 of 3", ["Kavya Rao"]],
    // A cap of 3: the newest 3 (i5, i4, i3) in 2 pages, the second with one lead; page 9 is the last.
    ["q=indore", 3, "More than 3 leads · page 1 of 2", ["Aditya Gupta", "Vikram Patel"]],
    ["q=indore&page=2", 3, "More than 3 leads · page 2 of 2", ["Meera Iyer"]],
    ["q=indore&page=9", 3, "More than 3 leads · page 2 of 2", ["Meera Iyer"]],
    ["q=indore&page=2", 4, "More than 4 leads · page 2 of 2", ["Meera Iyer", "Rohan Nair"]],
    // Two characters (a windowed scan on SQLite) are capped the same way.
    ["q=oo&page=2", 3, "More than 3 leads · page 2 of 2", ["Meera Iyer"]],
    // Won among the newest 3 matches: i4 only (i2 is older than the 3).
    ["q=indore&status=won", 3, "1 lead among the newest 3 that match the search", ["Vikram Patel"]],
    // Filters alone: 6 new leads (s1-s3, i1, i3, i5) counted up to 3, then the 8 leads up to 8 and 7.
    ["status=new", 3, "More than 3 leads · page 1 of 2", ["Aditya Gupta", "Meera Iyer"]],
    ["status=new&page=2", 3, "More than 3 leads · page 2 of 2", ["Kavya Rao"]],
    ["status=won", 3, "2 leads", ["Vikram Patel", "Rohan Nair"]],
    ["page=4", 8, "8 leads · page 4 of 4", ["Arjun Mehta", "Priya Sharma"]],
    ["page=4", 7, "More than 7 leads · page 4 of 4", ["Arjun Mehta"]],
  ])("%s with a cap of %i: %s", async (query, cap, text, names) => {
    const shown = await list(query, cap);
    expect(shown.text).toBe(text);
    expect(shown.names).toEqual(names);
  });

  it("says why a capped list stops, and what finds the older leads", async () => {
    expect((await list("q=indore", 5)).hint).toBeNull();
    expect((await list("q=indore", 3)).hint).toBe(
      "Only the newest 3 are listed. Narrow the search or the filters (the From and To dates, for example) to find older ones.",
    );
    expect((await list("q=indore&status=won", 3)).hint).toBe(
      "More than 3 leads match the search. Only the newest 3 are listed. Type more of the name, e-mail, company or phone to find older ones.",
    );
  });

  it("groups by person only the newest leads of a broad filter, each person with all their matching leads", async () => {
    // Aditya's first lead, new, weeks before the others.
    await insertLead(server, {
      id: "i0",
      type: "contact",
      name: "Aditya Gupta",
      email: "Aditya@IndoreFoods.in",
      payload: {},
      createdAt: "2026-02-01T10:00:00.000Z",
    });
    const people = async (query: string, cap: number) => {
      const page = await listLeadPeople(server.db, parseLeadFilter(new URLSearchParams(query)), 2, cap);
      return [peopleCountText(page), page.groups.map((g) => `${g.latest.name} ${g.count}`)];
    };
    // 7 new leads of 6 people (i0 and i5 are Aditya): all counted within a cap of 10.
    expect(await people("status=new", 10)).toEqual(["6 people · page 1 of 3", ["Aditya Gupta 2", "Meera Iyer 1"]]);
    // A cap of 3 groups the newest 3 new leads (i5, i3, i1); Aditya still counts both of his.
    expect(await people("status=new", 3)).toEqual([
      "3 people among the newest 3 leads · page 1 of 2",
      ["Aditya Gupta 2", "Meera Iyer 1"],
    ]);
    expect(await people("status=new&page=2", 3)).toEqual([
      "3 people among the newest 3 leads · page 2 of 2",
      ["Kavya Rao 1"],
    ]);
  });

  it("exports every match of a broad search, newest first, batch by batch", async () => {
    const batches = async (query: string) => {
      const names = [];
      for await (const rows of leadsForExportInBatches(server.db, parseLeadFilter(new URLSearchParams(query)), 2))
        names.push(rows.map((r) => r.name));
      return names;
    };
    expect(await batches("q=indore")).toEqual([
      ["Aditya Gupta", "Vikram Patel"],
      ["Meera Iyer", "Rohan Nair"],
      ["Kavya Rao"],
    ]);
    expect((await batches("q=indore&status=won")).flat()).toEqual(["Vikram Patel", "Rohan Nair"]);
    const csv = await (await admin.get("/admin/leads/export?q=indore&status=won")).text();
    expect(
      csv
        .split("\r\n")
        .filter((l) => l.includes("Indore Foods"))
        .map((l) => l.split(",")[3]),
    ).toEqual(["Vikram Patel", "Rohan Nair"]);
  });

  it("shows the count on the Leads tab", async () => {
    const html = await (await admin.get("/admin/leads?q=indore")).text();
    expect(html).toContain("5 leads");
    expect(html).not.toContain("More than");
  });
});

const explain = (prefix: string, q: CompiledQuery) => CompiledQuery.raw(`${prefix} ${q.sql}`, [...q.parameters]);

describe("lead search index", () => {
  const plan = async (db: Kysely<Database>, q: string) => {
    const query = db
      .selectFrom("leads")
      .select("id")
      .where(leadSearch(q, server.kind === "sqlite"));
    if (server.kind === "sqlite") {
      const { rows } = await db.executeQuery<{ detail: string }>(explain("explain query plan", query.compile()));
      return rows.map((r) => r.detail).join("\n");
    }
    return db.connection().execute(async (c) => {
      // With so few rows a scan is cheaper; forbidding it shows whether the index can serve the search.
      await sql`set enable_seqscan = off`.execute(c);
      try {
        const { rows } = await c.executeQuery<{ "QUERY PLAN": string }>(explain("explain", query.compile()));
        return rows.map((r) => r["QUERY PLAN"]).join("\n");
      } finally {
        await sql`reset enable_seqscan`.execute(c);
      }
    });
  };

  it("serves a search of three characters or more", async () => {
    if (server.kind === "sqlite") expect(await plan(server.db, "sharma")).toMatch(/SCAN leads_fts VIRTUAL TABLE INDEX/);
    else {
      const explained = await plan(server.db, "sharma");
      for (const c of ["name", "email", "company", "phone"]) expect(explained).toContain(`leads_${c}_trgm_idx`);
    }
  });

  it.runIf(process.env.TEST_DATABASE_URL === undefined)(
    "bounds a shorter search on SQLite to the newest leads",
    async () => {
      // The oldest lead falls out of the window once SHORT_SEARCH_WINDOW newer ones exist.
      await server.db.deleteFrom("leads").execute();
      clock = Date.parse("2026-01-01T00:00:00.000Z");
      await add("old", "Zubin Qureshi", "zq@example.com", null, null);
      await insertLeads(
        server,
        Array.from({ length: SHORT_SEARCH_WINDOW }, (_, i) => ({
          id: `w${i}`,
          type: "newsletter" as const,
          name: null,
          email: `reader${i}@example.com`,
          payload: {},
          createdAt: new Date(Date.parse("2026-02-01T00:00:00.000Z") + i * 1000).toISOString(),
        })),
      );
      expect(await found("zq")).toEqual([]);
      expect(await found("zq@")).toEqual(["Zubin Qureshi"]);
      await server.db.deleteFrom("leads").where("id", "=", "w0").execute();
      expect(await found("zq")).toEqual(["Zubin Qureshi"]);
    },
    60_000,
  );
});
