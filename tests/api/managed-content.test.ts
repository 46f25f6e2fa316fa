import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createApp } from "../../server/app";
import { connectDatabase } from "../../server/db/connect";
import { MANAGED_SEEDED_KEY, seedManagedOnce } from "../../server/managed/seed";
import { type AdminServer, addUser, type Browser, startAdminServer } from "./admin-helpers";

// Portfolio, Testimonials and Team through HTTP as an admin, on the database the run uses (SQLite, or
// PostgreSQL with TEST_DATABASE_URL): each change shows on the public page at once, on this app and
// on a second app on the same database (a replica), with ETag/304 and Brotli kept.
let server: AdminServer;
let admin: Browser;

beforeAll(async () => {
  server = await startAdminServer({}, { managedPageCache: true });
  await addUser(server, "asha@example.com", "admin");
  await addUser(server, "ravi@example.com", "editor");
  admin = server.client();
  await admin.login("asha@example.com");
});
afterAll(async () => server?.close());
// Each test starts from the seeded rows, as on a first start (the seed bumps the content version, so
// no cached page of an earlier test is served).
beforeEach(async () => {
  for (const t of ["projects", "testimonials", "team_members"] as const) await server.db.deleteFrom(t).execute();
  await server.db.deleteFrom("site_settings").where("key", "=", MANAGED_SEEDED_KEY).execute();
  await seedManagedOnce(server.db);
});

const page = async (path: string, base = server.base) => (await fetch(`${base}${path}`)).text();

const project = (fields: Record<string, string> = {}) => ({
  intent: "save",
  title: "Warehouse Vision Inspection",
  client: "Malwa Foods, Indore",
  category: "ai",
  status: "in-progress",
  description: "Cameras on the packing line flag damaged cartons before they leave the warehouse.",
  technologies: "Python, PyTorch, Azure",
  results: "Damaged cartons shipped: -80%",
  value: "45000",
  duration: "3 months",
  team: "4 engineers",
  color: "from-emerald-700 to-teal-700",
  image: "",
  imageAlt: "",
  ...fields,
});

function statusOf(path: string, headers: Record<string, string>) {
  return new Promise<number>((resolve, reject) => {
    http
      .get(`${server.base}${path}`, { headers }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      })
      .on("error", reject);
  });
}

/** A second app on the same database, as another replica behind a load balancer would be. */
async function startReplica() {
  const database = connectDatabase(server.url);
  const app = createApp({ database, settings: server.settings, ...server.appOptions });
  const http = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => http.once("listening", () => resolve()));
  return {
    base: `http://127.0.0.1:${(http.address() as AddressInfo).port}`,
    async close() {
      await new Promise<void>((resolve) => http.close(() => resolve()));
      await database.close();
    },
  };
}

const idOf = async (table: "projects" | "testimonials" | "team_members", column: string, value: string) =>
  (
    await server.db
      .selectFrom(table)
      .select("id")
      .where(column as never, "=", value as never)
      .executeTakeFirstOrThrow()
  ).id;

describe("managed content", () => {
  it("seeds the tables once from the content modules: a deleted seed row stays deleted after a restart", async () => {
    expect(await page("/portfolio")).toContain("B2B Ordering Portal for a Pharma Distributor");
    const count = async (t: "projects" | "testimonials" | "team_members") =>
      (await server.db.selectFrom(t).select("id").execute()).length;
    expect([await count("projects"), await count("testimonials"), await count("team_members")]).toEqual([6, 7, 4]);

    const id = await idOf("projects", "title", "AI Roadmap for a Textile Manufacturer");
    expect((await admin.post("/admin/portfolio", { intent: "delete", id })).status).toBe(200);
    // A restart: a new process finds the seeded marker and adds nothing back.
    expect(await seedManagedOnce(server.db)).toBe(false);
    const replica = await startReplica();
    try {
      const html = await page("/portfolio", replica.base);
      expect(html).toContain("B2B Ordering Portal");
      expect(html).not.toContain("AI Roadmap for a Textile Manufacturer");
    } finally {
      await replica.close();
    }
    expect(await count("projects")).toBe(5);
  });

  it("add → on /portfolio at once with a new ETag, 304 for a repeat visit, Brotli on request", async () => {
    const before = await fetch(`${server.base}/portfolio`);
    const oldTag = before.headers.get("etag");
    expect(oldTag).toMatch(/^"[\w-]{27}"$/);
    expect(await before.text()).not.toContain("Warehouse Vision Inspection");

    const res = await admin.post("/admin/portfolio", project());
    expect(res.status).toBe(200);
    const after = await fetch(`${server.base}/portfolio`);
    const html = await after.text();
    expect(html).toContain("Warehouse Vision Inspection");
    expect(html).toContain("In progress");
    // The contract value is for the team only.
    expect(html).not.toContain("45000");
    const tag = after.headers.get("etag");
    expect(tag).not.toBe(oldTag);

    // node:http, because fetch adds Cache-Control: no-cache to a conditional request. An ETag names
    // one encoding's bytes (ADR 053): the repeat visit accepts what fetch accepted.
    expect(await statusOf("/portfolio", { "If-None-Match": String(tag), "Accept-Encoding": "gzip, deflate" })).toBe(
      304,
    );
    const br = await fetch(`${server.base}/portfolio`, { headers: { "Accept-Encoding": "br" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(await br.text()).toContain("Warehouse Vision Inspection");
  });

  it("edit → the page shows the new text, move → the new order", async () => {
    expect((await admin.post("/admin/portfolio", project())).status).toBe(200);
    const id = await idOf("projects", "title", "Warehouse Vision Inspection");
    const res = await admin.post("/admin/portfolio", project({ id, title: "Packing Line Vision Inspection" }));
    expect(res.status).toBe(200);
    let html = await page("/portfolio");
    expect(html).toContain("Packing Line Vision Inspection");
    expect(html).not.toContain("Warehouse Vision Inspection");

    // Added last, after the last seed project (the AI roadmap); one move up puts it between the roadmap
    // and the project before it (the AI claims assistant).
    const at = (h: string) =>
      ["AI Claims Processing Assistant", "Packing Line Vision", "AI Roadmap for a Textile Manufacturer"].map((t) =>
        h.indexOf(t),
      );
    const [claims, mine, roadmap] = at(html);
    expect(claims).toBeLessThan(roadmap);
    expect(roadmap).toBeLessThan(mine);
    expect((await admin.post("/admin/portfolio", { intent: "move", id, direction: "up" })).status).toBe(200);
    html = await page("/portfolio");
    const [claims2, mine2, roadmap2] = at(html);
    expect(claims2).toBeLessThan(mine2);
    expect(mine2).toBeLessThan(roadmap2);
  });

  it("a pending testimonial is not on the home page until it is approved", async () => {
    const quote = "They rebuilt our dispatch planning in ten weeks and fuel costs fell by a fifth.";
    const res = await admin.post("/admin/testimonials", {
      intent: "save",
      name: "Nikhil Rao",
      position: "Head of Operations",
      company: "Deccan Freight, Hyderabad",
      content: quote,
      rating: "5",
      status: "pending",
      date: "2026-11-20",
      page: "/",
      result: "",
      image: "",
    });
    expect(res.status).toBe(200);
    expect(await page("/")).not.toContain("Nikhil Rao");
    expect(await page("/")).toContain("Priya Sharma");
    const id = await idOf("testimonials", "name", "Nikhil Rao");
    expect((await admin.post("/admin/testimonials", { intent: "status", id, status: "approved" })).status).toBe(200);
    const html = await page("/");
    expect(html).toContain(quote);
    expect(html).toContain("Head of Operations, Deccan Freight, Hyderabad");
    // A service page shows its own stories: not the Home quotes, and not once they are pending.
    const audit = await page("/services/consulting/data-audit");
    expect(audit).toContain("Rohit Agarwal");
    expect(audit).toContain("Model accuracy up from 78% to 91% after remediation");
    expect(audit).not.toContain("Nikhil Rao");
    const rohit = await idOf("testimonials", "name", "Rohit Agarwal");
    expect((await admin.post("/admin/testimonials", { intent: "status", id: rohit, status: "pending" })).status).toBe(
      200,
    );
    expect(await page("/services/consulting/data-audit")).not.toContain("Rohit Agarwal");
    // The 404 page shows Home, with the same testimonials.
    const missing = await fetch(`${server.base}/no-such-page`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain(quote);
  });

  it("keeps an inactive team member off About, and a second app on the database sees each change", async () => {
    const replica = await startReplica();
    try {
      expect(await page("/about", replica.base)).toContain("Kavita Joshi");
      const id = await idOf("team_members", "name", "Kavita Joshi");
      expect((await admin.post("/admin/team", { intent: "status", id, status: "inactive" })).status).toBe(200);
      expect(await page("/about")).not.toContain("Kavita Joshi");
      expect(await page("/about", replica.base)).not.toContain("Kavita Joshi");
      // E-mail addresses stay in the admin area.
      expect(await page("/about")).not.toContain("@narmada.ai");

      const arjun = await idOf("team_members", "name", "Arjun Mehta");
      const edit = await admin.post("/admin/team", {
        intent: "save",
        id: arjun,
        name: "Arjun Mehta",
        role: "Founder & Managing Director",
        email: "arjun.mehta@narmada.ai",
        bio: "Founded the company in Indore.",
        skills: "AI strategy",
        status: "active",
        image: "",
      });
      expect(edit.status).toBe(200);
      expect(await page("/about", replica.base)).toContain("Founder &amp; Managing Director");

      expect((await admin.post("/admin/team", { intent: "delete", id: arjun })).status).toBe(200);
      expect(await page("/about", replica.base)).not.toContain("Arjun Mehta");
    } finally {
      await replica.close();
    }
  });

  it("refuses bad fields naming them, stores nothing, and keeps editors and strangers out", async () => {
    const res = await admin.post(
      "/admin/portfolio.data",
      project({ title: "Bad image", image: "javascript:alert(1)", technologies: "" }),
    );
    expect(res.status).toBe(400);
    const body = await res.text();
    expect(body).toContain("Use a site path such as /images/portfolio/cover.svg or /media/photo.jpg.");
    expect(body).toContain("List at least one technology.");
    expect(await server.db.selectFrom("projects").select("id").where("title", "=", "Bad image").execute()).toEqual([]);

    const editor = server.client();
    await editor.login("ravi@example.com");
    expect((await editor.get("/admin/team")).status).toBe(403);
    expect((await editor.post("/admin/team", { intent: "delete", id: "seed-member-rahul-verma" })).status).toBe(403);
    expect(
      (await server.client().post("/admin/team", { intent: "delete", id: "seed-member-rahul-verma" })).status,
    ).toBe(401);
    expect(await page("/about")).toContain("Rahul Verma");
  });
});
