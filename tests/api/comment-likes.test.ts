import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { insertPost } from "../factories";
import { type AdminServer, type Browser, signIn, startAdminServer, TEST_PASSWORD } from "./admin-helpers";
import { listItems, page, region, textOf } from "./html";
import { clearOfWindowEdge } from "./rate-window";

// Likes of a comment through HTTP, as the article page sends them and as the team reads them in the
// Comments tab, on the database the run uses (SQLite, or PostgreSQL with TEST_DATABASE_URL).
let server: AdminServer;
let editor: Browser;
let admin: Browser;
const RATE_LIMIT_MAX = 5;

beforeAll(async () => {
  server = await startAdminServer({ RATE_LIMIT_MAX: String(RATE_LIMIT_MAX) });
  editor = await signIn(server, "ravi@example.com", "editor");
  admin = await signIn(server, "asha@example.com", "admin");
  await fetch(`${server.base}/blog`); // seeds the six articles once; each test then starts empty
});
afterAll(async () => server?.close());
beforeEach(async () => {
  await server.db.deleteFrom("comments").execute();
  await server.db.deleteFrom("posts").execute();
  await server.db.deleteFrom("rate_limits").execute();
  await insertPost(server, { id: "post-rag", slug: "rag-in-practice", title: "RAG in practice" });
  const comment = (id: string, author_name: string, status: "approved" | "pending" | "rejected") => ({
    id,
    post_id: "post-rag",
    author_name,
    email: `${author_name.split(" ")[0]!.toLowerCase()}@example.com`,
    body: `${author_name} on retrieval over contracts.`,
    status,
    created_at: "2026-03-02T10:00:00.000Z",
  });
  await server.db
    .insertInto("comments")
    .values([
      comment("cm-meera", "Meera Iyer", "approved"),
      comment("cm-arjun", "Arjun Rao", "pending"),
      comment("cm-kavya", "Kavya Shah", "rejected"),
    ])
    .execute();
});

/** A like as the article page sends it (fetch from our own page: the browser adds Origin). */
const like = (id: string, body: unknown = { action: "like" }, headers: Record<string, string> = {}) =>
  fetch(`${server.base}/api/comments/${id}/likes`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: server.base, ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
const stored = async (id: string) =>
  Number((await server.db.selectFrom("comments").select("likes").where("id", "=", id).executeTakeFirstOrThrow()).likes);
/** The Like button under a comment on the public article, read as a screen reader names it. */
async function likeButton(author: string) {
  const doc = page(await (await fetch(`${server.base}/blog/rag-in-practice`)).text());
  const buttons = [...region(doc, "Comments (1)").querySelectorAll("button")];
  const button = buttons.find((b) => textOf(b).startsWith(`Like the comment by ${author}`));
  return button && { name: textOf(button), pressed: button.getAttribute("aria-pressed") };
}
const adminItem = async (author: string) =>
  listItems(page(await (await editor.get("/admin/comments")).text())).find((t) => t.startsWith(author));

describe("comment likes", () => {
  it("counts a like (and takes one back) on an approved comment, shown on the article and the Comments tab", async () => {
    expect(await likeButton("Meera Iyer")).toEqual({ name: "Like the comment by Meera Iyer (0)", pressed: "false" });
    expect(await adminItem("Meera Iyer")).toContain("approved · 0 likes");

    expect(await (await like("cm-meera")).json()).toEqual({ likes: 1 });
    expect(await (await like("cm-meera")).json()).toEqual({ likes: 2 });
    expect(await (await like("cm-meera", { action: "unlike" })).json()).toEqual({ likes: 1 });
    expect(await likeButton("Meera Iyer")).toEqual({ name: "Like the comment by Meera Iyer (1)", pressed: "false" });
    expect(await adminItem("Meera Iyer")).toContain("approved · 1 like");
    expect(await adminItem("Meera Iyer")).not.toContain("1 likes");

    // Taking back more likes than there are stops at zero.
    expect(await (await like("cm-meera", { action: "unlike" })).json()).toEqual({ likes: 0 });
    expect(await (await like("cm-meera", { action: "unlike" })).json()).toEqual({ likes: 0 });
    // A pending or rejected comment is not on the article and cannot be liked.
    expect(await likeButton("Arjun Rao")).toBeUndefined();
    expect(await adminItem("Arjun Rao")).toContain("pending · 0 likes");
  });

  it("answers 404 for an unknown, pending or rejected comment and counts nothing", async () => {
    for (const id of ["cm-nobody", "cm-arjun", "cm-kavya"]) {
      const res = await like(id);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: { message: "No approved comment with this id." } });
    }
    expect([await stored("cm-arjun"), await stored("cm-kavya")]).toEqual([0, 0]);
  });

  it("refuses a like sent from another site, or by no browser at all, with 403", async () => {
    const crossSite: Record<string, string>[] = [
      { Origin: "https://evil.example" },
      { Origin: server.base, "Sec-Fetch-Site": "cross-site" },
      { Origin: "", "Sec-Fetch-Site": "same-site" },
    ];
    for (const headers of crossSite) expect((await like("cm-meera", { action: "like" }, headers)).status).toBe(403);
    const bare = await fetch(`${server.base}/api/comments/cm-meera/likes`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ action: "like" }),
    });
    expect(bare.status).toBe(403);
    expect((await like("cm-meera", { action: "like" }, { Origin: "", "Sec-Fetch-Site": "same-origin" })).status).toBe(
      200,
    );
    expect(await stored("cm-meera")).toBe(1);
  });

  it.each([
    ["an unknown action", "cm-meera", { action: "love" }, 400],
    ["an extra field", "cm-meera", { action: "like", count: 100 }, 400],
    ["no action", "cm-meera", {}, 400],
    ["broken JSON", "cm-meera", '{"action":', 400],
    ["an id with a dot", "cm.meera", { action: "like" }, 400],
    ["an id of 65 characters", "a".repeat(65), { action: "like" }, 400],
  ])("answers %s with 400 and counts nothing", async (_name, id, body, status) => {
    const res = await like(id, body);
    expect(res.status).toBe(status);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(await stored("cm-meera")).toBe(0);
  });

  it("answers a body that is not JSON with 415", async () => {
    const res = await like("cm-meera", "action=like", { "Content-Type": "application/x-www-form-urlencoded" });
    expect(res.status).toBe(415);
    expect(await stored("cm-meera")).toBe(0);
  });

  it("limits likes per client like every API post: beyond the limit 429 and nothing counted", async () => {
    await clearOfWindowEdge(600); // RATE_LIMIT_WINDOW_SECONDS's default
    for (let n = 1; n <= RATE_LIMIT_MAX; n++) expect(await (await like("cm-meera")).json()).toEqual({ likes: n });
    const refused = await like("cm-meera");
    expect(refused.status).toBe(429);
    expect(await stored("cm-meera")).toBe(RATE_LIMIT_MAX);
  });

  it("travels in a backup: a restore brings the likes back", async () => {
    await like("cm-meera");
    await like("cm-meera");
    const backup = await admin.post("/admin/backup/download", {});
    expect(backup.status).toBe(200);
    const bytes = new Uint8Array(await backup.arrayBuffer());
    await server.db.updateTable("comments").set({ likes: 0 }).where("id", "=", "cm-meera").execute();
    const form = new FormData();
    form.set("confirm", "yes");
    form.set("password", TEST_PASSWORD);
    form.set("file", new Blob([bytes]), "backup");
    const restored = await admin.post("/admin/backup", form);
    expect(restored.headers.get("location")).toMatch(/^\/admin\/login\?restored=1&saved=site-backup-[\w.-]+$/);
    expect(await stored("cm-meera")).toBe(2);
  }, 60_000);
});
