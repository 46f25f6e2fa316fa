import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { mailFor } from "../../server/outbox/deliver";
import { type AdminServer, addUser, type Browser, startAdminServer, TEST_PASSWORD } from "./admin-helpers";

// The Media tab through HTTP (upload, serve, where used, delete) and the team e-mail of a new comment,
// on the database the run uses (SQLite, or PostgreSQL with TEST_DATABASE_URL).
let server: AdminServer;
let editor: Browser;
let admin: Browser;

beforeAll(async () => {
  server = await startAdminServer({ SALES_EMAIL: "sales@narmada.example" });
  await addUser(server, "ravi@example.com", "editor");
  await addUser(server, "asha@example.com", "admin");
  editor = server.client();
  admin = server.client();
  await editor.login("ravi@example.com");
  await admin.login("asha@example.com");
  await fetch(`${server.base}/blog`); // seeds the articles once; each test then starts without posts
});
afterAll(async () => server?.close());
beforeEach(async () => {
  await server.db.deleteFrom("comments").execute();
  await server.db.deleteFrom("posts").execute();
  await server.db.deleteFrom("media").execute();
  await server.db.deleteFrom("outbox").execute();
});

const fixture = (name: string) => fs.readFileSync(path.resolve("tests/fixtures/media", name));

function upload(who: Browser | null, fileName: string, body: Uint8Array, headers: Record<string, string> = {}) {
  return fetch(`${server.base}/admin/media/upload`, {
    method: "POST",
    redirect: "manual",
    body: new Uint8Array(body),
    headers: {
      "Content-Type": "application/octet-stream",
      "X-File-Name": encodeURIComponent(fileName),
      Origin: server.base,
      "Sec-Fetch-Site": "same-origin",
      ...(who?.cookie ? { Cookie: who.cookie } : {}),
      ...headers,
    },
  });
}

/** The Post form's fields as the modal sends them. */
const postForm = (fields: Record<string, string>) => ({
  intent: "save",
  title: "Vision inspection on the Pithampur line",
  slug: "",
  author: "Ravi ravi",
  content: "How a camera caught what people missed.",
  excerpt: "",
  category: "Case Studies",
  tags: "",
  status: "published",
  image: "",
  imageAlt: "",
  ...fields,
});

const mediaCount = async () => (await server.db.selectFrom("media").select("id").execute()).length;

describe("upload", () => {
  it.each([
    ["cover-64x36.png", "Cover Photo.PNG", "image/png", "cover-photo.png", 64, 36],
    ["photo-40x30.jpg", "team at work.jpeg", "image/jpeg", "team-at-work.jpg", 40, 30],
    ["banner-33x17.webp", "banner.webp", "image/webp", "banner.webp", 33, 17],
    ["dot-5x3.gif", "dot.gif", "image/gif", "dot.gif", 5, 3],
  ])("stores %s as %s with its real size", async (file, sentName, type, fileName, width, height) => {
    const bytes = fixture(file);
    const res = await upload(editor, sentName, bytes);
    expect(res.status).toBe(201);
    const { media } = (await res.json()) as { media: { id: string; path: string } };
    expect(media).toMatchObject({ fileName, contentType: type, size: bytes.length, width, height, uses: [] });
    expect(media.path).toBe(`/media/${media.id}/${fileName}`);

    const served = await fetch(`${server.base}${media.path}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe(type);
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    const etag = served.headers.get("etag");
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    const again = await fetch(`${server.base}${media.path}`, { headers: { "If-None-Match": etag ?? "" } });
    expect(again.status).toBe(304);
  });

  it("names the type by the bytes: a JPEG called .png is served as image/jpeg", async () => {
    const res = await upload(editor, "holiday.png", fixture("photo-40x30.jpg"));
    expect(((await res.json()) as { media: { fileName: string } }).media.fileName).toBe("holiday.jpg");
  });

  it.each([
    ["a program renamed .png", "setup.png", "setup.exe"],
    ["an SVG (it can carry script)", "logo.svg", "logo.svg"],
    ["an SVG sent with an image name", "logo.png", "logo.svg"],
    ["an empty file", "empty.png", null],
  ])("refuses %s with 400 and stores nothing", async (_what, sentName, file) => {
    const res = await upload(editor, sentName, file ? fixture(file) : new Uint8Array());
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toContain(
      "not a PNG, JPEG, WebP or GIF image (SVG is not accepted)",
    );
    expect(await mediaCount()).toBe(0);
  });

  it("refuses a 6 MB image with 413 and stores nothing", async () => {
    const png = fixture("cover-64x36.png");
    const big = new Uint8Array(6 * 1024 * 1024);
    big.set(png); // a real PNG header, padded past the limit
    const res = await upload(editor, "huge.png", big);
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: { message: string } }).error.message).toContain("larger than 5 MB");
    expect(await mediaCount()).toBe(0);
  });

  it("accepts exactly 5 MB", async () => {
    const big = new Uint8Array(5 * 1024 * 1024);
    big.set(fixture("cover-64x36.png"));
    expect((await upload(editor, "exact.png", big)).status).toBe(201);
  });

  it("answers 415 to a form or JSON body", async () => {
    const res = await upload(editor, "x.png", fixture("cover-64x36.png"), { "Content-Type": "application/json" });
    expect(res.status).toBe(415);
    expect(await mediaCount()).toBe(0);
  });

  it("lets an admin upload an image", async () => {
    expect((await upload(admin, "a.png", fixture("cover-64x36.png"))).status).toBe(201);
    expect(await mediaCount()).toBe(1);
  });

  it("refuses an upload without a session (401) or from another site (403), and the library to a visitor", async () => {
    expect((await upload(null, "b.png", fixture("cover-64x36.png"))).status).toBe(401);
    const crossSite = await upload(editor, "c.png", fixture("cover-64x36.png"), {
      Origin: "https://evil.example",
      "Sec-Fetch-Site": "cross-site",
    });
    expect(crossSite.status).toBe(403);
    expect(await mediaCount()).toBe(0);
    const anonymousList = await fetch(`${server.base}/admin/media/library`, { redirect: "manual" });
    expect(anonymousList.status).toBe(303);
  });

  it("answers 404 for an unknown id or a name that is not the image's", async () => {
    const { media } = (await (await upload(editor, "cover.png", fixture("cover-64x36.png"))).json()) as {
      media: { id: string };
    };
    expect((await fetch(`${server.base}/media/${media.id}/other.png`)).status).toBe(404);
    expect((await fetch(`${server.base}/media/00000000-0000-4000-8000-000000000000/cover.png`)).status).toBe(404);
    expect((await fetch(`${server.base}/media/not-an-id/cover.png`)).status).toBe(404);
  });
});

describe("where used and delete", () => {
  const post = (fields: Record<string, string>) => editor.post("/admin/blog", postForm(fields));

  it("lists where an image is used, refuses to delete it, and deletes it once unused", async () => {
    const { media } = (await (await upload(editor, "line.png", fixture("cover-64x36.png"))).json()) as {
      media: { id: string; path: string };
    };
    const unused = (await (await upload(editor, "spare.gif", fixture("dot-5x3.gif"))).json()) as {
      media: { id: string };
    };
    expect((await post({ image: media.path, imageAlt: "The inspection camera over the conveyor" })).status).toBe(200);
    const article = await (await fetch(`${server.base}/blog/vision-inspection-on-the-pithampur-line`)).text();
    expect(article).toContain(`src="${media.path}"`);
    expect(article).toContain('alt="The inspection camera over the conveyor"');

    const library = (await (await editor.get("/admin/media/library")).json()) as {
      media: { id: string; uses: { text: string; link: string }[] }[];
    };
    expect(library.media.find((m) => m.id === media.id)?.uses).toEqual([
      { text: "Blog post image: “Vision inspection on the Pithampur line”", link: "/admin/blog" },
    ]);
    expect(library.media.find((m) => m.id === unused.media.id)?.uses).toEqual([]);
    const tab = await (await editor.get("/admin/media")).text();
    expect(tab).toContain("Blog post image: “Vision inspection on the Pithampur line”");

    const refused = await editor.post("/admin/media", { intent: "delete", id: media.id });
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain(
      "line.png is in use and was not deleted. Used by: Blog post image: “Vision inspection on the Pithampur line”.",
    );
    expect((await fetch(`${server.base}${media.path}`)).status).toBe(200);

    expect((await editor.post("/admin/media", { intent: "delete", id: unused.media.id })).status).toBe(200);
    expect(await mediaCount()).toBe(1);

    // Used inside the Markdown text counts too; once the post lets go of it, it can go.
    const row = await server.db.selectFrom("posts").select("id").executeTakeFirstOrThrow();
    await post({ id: row.id, content: `See the camera:\n\n![Camera](${media.path})` });
    expect(await (await editor.post("/admin/media", { intent: "delete", id: media.id })).text()).toContain(
      "Used by: Blog post text: “Vision inspection on the Pithampur line”",
    );
    await server.db.deleteFrom("posts").execute();
    expect((await editor.post("/admin/media", { intent: "delete", id: media.id })).status).toBe(200);
    expect((await fetch(`${server.base}${media.path}`)).status).toBe(404);
  });

  it("counts a project image and a team photo as uses", async () => {
    const { media } = (await (await upload(editor, "priya.png", fixture("cover-64x36.png"))).json()) as {
      media: { id: string; path: string };
    };
    const now = new Date().toISOString();
    const base = { status: "active" as const, image: media.path, sort_order: 1, created_at: now, updated_at: now };
    await server.db
      .insertInto("team_members")
      .values({ ...base, id: "m1", name: "Priya Sharma", role: "Head of Data", email: "", bio: "", skills: "[]" })
      .execute();
    await server.db
      .insertInto("projects")
      .values({
        ...base,
        status: "completed",
        id: "p1",
        title: "Demand forecasting for a Pithampur plant",
        client: "",
        category: "AI",
        description: "",
        technologies: "[]",
        results: "[]",
        value: null,
        duration: "",
        team: "",
        color: "",
        image_alt: "",
      })
      .execute();
    const refused = await editor.post("/admin/media", { intent: "delete", id: media.id });
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain(
      "Used by: Project image: “Demand forecasting for a Pithampur plant”; Team photo: “Priya Sharma”.",
    );
  });

  it("keeps a seed article's image path working in the post form", async () => {
    expect((await post({ image: "/images/blog/measuring-ai-roi.svg", imageAlt: "A rising chart" })).status).toBe(200);
    const row = await server.db.selectFrom("posts").select(["image", "image_alt"]).executeTakeFirstOrThrow();
    expect(row).toEqual({ image: "/images/blog/measuring-ai-roi.svg", image_alt: "A rising chart" });
  });
});

describe("backup", () => {
  it("keeps uploaded images through a backup and restore", async () => {
    const bytes = fixture("photo-40x30.jpg");
    const { media } = (await (await upload(editor, "photo.jpg", bytes)).json()) as { media: { path: string } };
    const file = new Uint8Array(await (await admin.post("/admin/backup/download", {})).arrayBuffer());
    await server.db.deleteFrom("media").execute();
    const restore = new FormData();
    restore.set("confirm", "yes");
    restore.set("password", TEST_PASSWORD);
    restore.set("file", new Blob([file]), "backup");
    expect((await admin.post("/admin/backup", restore)).status).toBe(302);
    const served = await fetch(`${server.base}${media.path}`);
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    // Sessions end with a restore: sign in again for the tests that follow.
    await editor.login("ravi@example.com");
    await admin.login("asha@example.com");
  });
});

describe("new comment", () => {
  it("queues a plain-text e-mail to the team with the comment, in the comment's transaction", async () => {
    await editor.post("/admin/blog", postForm({ title: "Data readiness before the model", category: "Technical" }));
    const res = await fetch(`${server.base}/blog/data-readiness-before-the-model`, {
      method: "POST",
      redirect: "manual",
      body: new URLSearchParams({
        name: "Meera Iyer",
        email: "meera@example.com",
        comment: "Useful <b>checklist</b>. <script>alert(1)</script>",
      }),
    });
    expect(res.status).toBe(200);
    const rows = await server.db.selectFrom("outbox").selectAll().execute();
    expect(rows.map((r) => [r.kind, r.lead_id, r.status])).toEqual([["comment_email", null, "pending"]]);
    const mail = mailFor(
      { ...rows[0]!, attempts: 0 },
      {
        brandName: "Narmada AI Technologies",
        siteUrl: "https://narmada.example",
        salesEmail: "sales@narmada.example",
        mailFrom: "no-reply@narmada.example",
        contact: { email: "hello@narmada.example", phone: "", address: "" },
      },
    );
    expect(mail.to).toBe("sales@narmada.example");
    expect(mail.subject).toBe("New comment on “Data readiness before the model” by Meera Iyer");
    expect(mail.html).toBeUndefined();
    expect(mail.text).toContain("  Useful <b>checklist</b>. <script>alert(1)</script>");

    // A honeypot comment stores nothing and e-mails no one.
    await fetch(`${server.base}/blog/data-readiness-before-the-model`, {
      method: "POST",
      body: new URLSearchParams({ name: "Bot", email: "b@example.com", comment: "Buy", website: "https://x.example" }),
    });
    expect(await server.db.selectFrom("outbox").select("id").execute()).toHaveLength(1);
  });
});
