import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureSeeded } from "../../server/blog/posts";
import { type AdminServer, type Browser, signIn, startAdminServer } from "./admin-helpers";
import { listItems, page, region, terms, textOf } from "./html";

// A fresh install: the server seeds the six articles at start (server/main.ts calls ensureSeeded) and
// nobody has visited yet. The seed articles' counters start at zero, so the admin's figures say what
// the Analytics tab says: nothing counted yet (they once claimed 28,420 views beside Analytics' 0).
let server: AdminServer;
let admin: Browser;

beforeAll(async () => {
  server = await startAdminServer();
  expect(await ensureSeeded(server.db)).toBe(6);
  admin = await signIn(server, "asha@example.com", "admin");
});
afterAll(async () => server?.close());

describe("a fresh install's seeded blog", () => {
  it("shows 6 published posts with 0 views and 0 engagement on the dashboard", async () => {
    const doc = page(await (await admin.get("/admin/dashboard")).text());
    expect(terms(doc)).toMatchObject({
      "Published Posts": "6",
      "Total Views": "0",
      "Engagement (likes, comments and shares)": "0",
    });
    const top = listItems(region(doc, "Top Performing Posts"));
    expect(top).toHaveLength(5);
    for (const item of top) expect(item).toMatch(/ 0 views$/);
  });

  it("lists each seed article with 0 views, likes, comments and shares in the Blog tab", async () => {
    const doc = page(await (await admin.get("/admin/blog")).text());
    const table = doc.querySelector('section[aria-label="All blog posts, newest first"] table');
    const columns = [...(table?.querySelectorAll("thead th") ?? [])].map(textOf);
    const counters = ["Views", "Likes", "Comments", "Shares"].map((name) => columns.indexOf(name));
    expect(counters).not.toContain(-1);
    const rows = [...(table?.querySelectorAll("tbody tr") ?? [])].map((tr) => {
      const cells = [...tr.querySelectorAll("td")].map(textOf);
      return counters.map((i) => cells[i]);
    });
    expect(rows).toEqual(Array.from({ length: 6 }, () => ["0", "0", "0", "0"]));
  });

  it("agrees with the Analytics tab, which counted 0 page views", async () => {
    const doc = page(await (await admin.get("/admin/analytics")).text());
    expect(terms(doc)).toMatchObject({ "Page views": "0" });
  });
});
