import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type AdminServer, type Browser, signIn, startAdminServer } from "./admin-helpers";
import { headings, listItems, page, region, textOf } from "./html";

// The Blog Posts tab through HTTP, as an editor: create → publish → public → unpublish → 404, on the
// database the run uses (SQLite, or PostgreSQL with TEST_DATABASE_URL).
let server: AdminServer;
let editor: Browser;

beforeAll(async () => {
  server = await startAdminServer();
  editor = await signIn(server, "ravi@example.com", "editor");
  // The first public read seeds the six articles (once per database); each test then starts empty.
  await fetch(`${server.base}/blog`);
});
afterAll(async () => server?.close());
beforeEach(async () => {
  await server.db.deleteFrom("comments").execute();
  await server.db.deleteFrom("posts").execute();
});

const MARKDOWN = [
  "## What changes on the shop floor",
  "",
  "- Fewer stoppages",
  "- Faster changeovers",
  "",
  "Run `make audit` first. <script>alert('x')</script>",
  "",
  '<img src=x onerror="alert(1)">',
  "",
  "[Click me](javascript:alert(1)) or read [our approach](/our-approach).",
].join("\n");

const form = (fields: Record<string, string>) => ({
  intent: "save",
  title: "Agentic workflows in Indore factories",
  slug: "",
  author: "Ravi ravi",
  content: MARKDOWN,
  excerpt: "Where agents help a plant team and where they do not.",
  category: "Technical",
  tags: "agents, manufacturing",
  status: "draft",
  image: "",
  imageAlt: "",
  ...fields,
});

const today = () => new Date().toISOString().slice(0, 10);
const row = (slug: string) => server.db.selectFrom("posts").selectAll().where("slug", "=", slug).executeTakeFirst();
const publicStatus = async (path: string) => (await fetch(`${server.base}${path}`)).status;

describe("blog posts tab", () => {
  it("lists posts for an editor and answers 401 to a post without a session", async () => {
    const res = await editor.get("/admin/blog");
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Add New Post");
    const anonymous = server.client();
    expect((await anonymous.post("/admin/blog", form({}))).status).toBe(401);
  });

  it("refuses a post without content, naming the field, and stores nothing", async () => {
    const res = await editor.post("/admin/blog.data", form({ content: "  " }));
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Content is required: write the post's text.");
    expect(await server.db.selectFrom("posts").select("id").execute()).toEqual([]);
  });

  it("create → publish → public at once → unpublish → 404 → delete", async () => {
    expect((await editor.post("/admin/blog", form({}))).status).toBe(200);
    const draft = await row("agentic-workflows-in-indore-factories");
    expect(draft).toMatchObject({
      status: "draft",
      publish_date: "",
      category: "Technical",
      tags: '["agents","manufacturing"]',
    });
    expect(await publicStatus("/blog/agentic-workflows-in-indore-factories")).toBe(404);

    await editor.post("/admin/blog", { intent: "status", id: draft!.id, status: "published" });
    expect((await row("agentic-workflows-in-indore-factories"))?.publish_date).toBe(today());
    const article = await fetch(`${server.base}/blog/agentic-workflows-in-indore-factories`);
    expect(article.status).toBe(200);
    const html = await article.text();
    expect(html).toContain("<h2>What changes on the shop floor</h2>");
    expect(html).toContain("<li>Fewer stoppages</li>");
    expect(html).toContain("<code>make audit</code>");
    expect(html).toContain('<a href="/our-approach">our approach</a>');
    // Inert: escaped as text, never an element, an attribute or a link.
    expect(html).toContain("&lt;script&gt;alert(");
    expect(html).not.toContain("<script>alert(");
    expect(html).not.toMatch(/<img[^>]*onerror/i);
    expect(html).not.toContain('href="javascript:');
    expect(await (await fetch(`${server.base}/blog`)).text()).toContain("Agentic workflows in Indore factories");
    const category = await (await fetch(`${server.base}/blog?category=Technical`)).text();
    expect(category).toContain("Agentic workflows in Indore factories");

    await editor.post("/admin/blog", { intent: "status", id: draft!.id, status: "draft" });
    expect(await publicStatus("/blog/agentic-workflows-in-indore-factories")).toBe(404);
    expect(await (await fetch(`${server.base}/blog`)).text()).not.toContain("Agentic workflows in Indore factories");

    // Republishing keeps the first publish date; deleting removes the post for good.
    await editor.post("/admin/blog", { intent: "status", id: draft!.id, status: "published" });
    await editor.post("/admin/blog", { intent: "delete", id: draft!.id });
    expect(await row("agentic-workflows-in-indore-factories")).toBeUndefined();
    expect(await publicStatus("/blog/agentic-workflows-in-indore-factories")).toBe(404);
    const actions = await server.db
      .selectFrom("audit_log")
      .select("action")
      .where("actor", "=", "ravi@example.com")
      .execute();
    expect(actions.map((a) => a.action)).toEqual(expect.arrayContaining(["post.create", "post.status", "post.delete"]));
  });

  it("makes slugs unique: a derived one gets a number, a typed one in use is refused", async () => {
    await editor.post("/admin/blog", form({ status: "published" }));
    await editor.post("/admin/blog", form({}));
    expect((await row("agentic-workflows-in-indore-factories-2"))?.status).toBe("draft");
    const clash = await editor.post(
      "/admin/blog.data",
      form({ title: "Another title", slug: "agentic-workflows-in-indore-factories" }),
    );
    expect(clash.status).toBe(400);
    expect(await clash.text()).toContain("Another post already uses this slug.");
  });

  it("edits a post in place: a new title keeps the slug, a typed slug moves it", async () => {
    await editor.post("/admin/blog", form({ status: "published" }));
    const created = await row("agentic-workflows-in-indore-factories");
    const readTime = "1 min read"; // 300-odd characters: ceil(length / 500) = 1
    expect(await (await fetch(`${server.base}/blog/agentic-workflows-in-indore-factories`)).text()).toContain(readTime);
    await editor.post(
      "/admin/blog",
      form({ id: created!.id, title: "Agents on the shop floor", slug: "agents-shop-floor", status: "published" }),
    );
    expect(await row("agentic-workflows-in-indore-factories")).toBeUndefined();
    expect(await row("agents-shop-floor")).toMatchObject({
      id: created!.id,
      title: "Agents on the shop floor",
      publish_date: today(),
    });
  });

  it("counts one view per client and article (none for a bot, a HEAD, a prefetch or .data), sets no cookie", async () => {
    await editor.post("/admin/blog", form({ status: "published" }));
    const path = "/blog/agentic-workflows-in-indore-factories";
    const chrome = {
      "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36",
    };
    const first = await fetch(`${server.base}${path}`, { headers: chrome });
    expect(first.status).toBe(200);
    expect(first.headers.get("set-cookie")).toBeNull();
    // A client-side navigation back to it from the same client, within the half hour: not a second view.
    await fetch(`${server.base}${path}.data`, { headers: chrome });
    await fetch(`${server.base}${path}`, { headers: { "User-Agent": "Mozilla/5.0 (compatible; bingbot/2.0)" } });
    await fetch(`${server.base}${path}`, { headers: { ...chrome, "Sec-Purpose": "prefetch" } });
    await fetch(`${server.base}${path}`, { method: "HEAD", headers: chrome });
    expect((await row("agentic-workflows-in-indore-factories"))?.views).toBe(1);
    // The Dashboard's Top Performing Posts reads the same counter.
    const dashboard = page(await (await editor.get("/admin/dashboard")).text());
    expect(listItems(region(dashboard, "Top Performing Posts"))).toContain(
      "Agentic workflows in Indore factories 1 views",
    );
  });

  it("counts likes, an unlike and shares of a published article, with 404 for a draft and 400 for junk", async () => {
    await editor.post("/admin/blog", form({ status: "published" }));
    const url = `${server.base}/api/posts/agentic-workflows-in-indore-factories/reactions`;
    const send = (body: unknown) =>
      fetch(url, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
    expect(await (await send({ action: "like" })).json()).toEqual({ likes: 1, shares: 0 });
    expect(await (await send({ action: "like" })).json()).toEqual({ likes: 2, shares: 0 });
    expect(await (await send({ action: "unlike" })).json()).toEqual({ likes: 1, shares: 0 });
    expect(await (await send({ action: "share" })).json()).toEqual({ likes: 1, shares: 1 });
    expect((await send({ action: "love" })).status).toBe(400);
    const created = await row("agentic-workflows-in-indore-factories");
    await editor.post("/admin/blog", { intent: "status", id: created!.id, status: "draft" });
    expect((await send({ action: "like" })).status).toBe(404);
    expect((await row("agentic-workflows-in-indore-factories"))?.likes).toBe(1);
  });

  it("a comment waits as pending and notifies the team, then shows once approved, without its e-mail", async () => {
    await editor.post("/admin/blog", form({ status: "published" }));
    const path = "/blog/agentic-workflows-in-indore-factories";
    const comment = (fields: Record<string, string>) =>
      fetch(`${server.base}${path}`, { method: "POST", body: new URLSearchParams(fields), redirect: "manual" });
    const bad = await comment({ name: "Meera", email: "not-an-email", comment: "Useful." });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Enter a valid e-mail address.");
    await comment({ name: "Bot", email: "bot@example.com", comment: "Buy now", website: "https://spam.example" });
    const ok = await comment({
      name: "Meera Iyer",
      email: "meera@example.com",
      comment: "We saw the same on our line in Dewas.",
    });
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain("Your comment will appear once our team has reviewed it.");
    const stored = await server.db.selectFrom("comments").selectAll().execute();
    expect(stored.map((c) => [c.author_name, c.status])).toEqual([["Meera Iyer", "pending"]]);
    expect(await server.db.selectFrom("notifications").select("title").where("kind", "=", "comment").execute()).toEqual(
      [{ title: "New comment on “Agentic workflows in Indore factories”" }],
    );
    const article = async () => page(await (await fetch(`${server.base}${path}`)).text());
    expect(headings(await article())).toContain("Comments (0)");

    const tab = await (await editor.get("/admin/comments")).text();
    expect(tab).toContain("We saw the same on our line in Dewas.");
    await editor.post("/admin/comments", { id: stored[0]!.id, status: "approved" });
    const approved = await article();
    expect(headings(approved)).toContain("Comments (1)");
    expect(textOf(approved.body)).toContain("We saw the same on our line in Dewas.");
    expect(approved.documentElement.outerHTML).not.toContain("meera@example.com");
    expect((await row("agentic-workflows-in-indore-factories"))?.comments).toBe(1);

    await editor.post("/admin/comments", { id: stored[0]!.id, status: "rejected" });
    expect(await (await fetch(`${server.base}${path}`)).text()).not.toContain("We saw the same on our line in Dewas.");
  });
});
