import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { readContentVersion } from "../../server/content-version/content-version";
import { type AdminServer, type Browser, signIn, startAdminServer } from "./admin-helpers";

// One content version (server/content-version) that every content change bumps, and the caches keyed on
// it: the /search index is built once per version, not per request, and an article's OG card is drawn
// once per version. Through HTTP, on the database the run uses (SQLite, or PostgreSQL with
// TEST_DATABASE_URL); the builds are counted by content_cache_builds_total in /metrics.
const KIND = process.env.TEST_DATABASE_URL ? "postgres" : "sqlite";
const TOKEN = "metrics-token-content-0123456789";

let server: AdminServer;
let admin: Browser;
beforeAll(async () => {
  server = await startAdminServer({ METRICS_TOKEN: TOKEN });
  admin = await signIn(server, "asha@example.com", "admin");
  // The first blog read seeds the six articles (once per database): done here, not inside a test.
  await fetch(`${server.base}/blog`);
});
afterAll(async () => server?.close());
beforeEach(async () => {
  await server.db.deleteFrom("comments").execute();
  await server.db.deleteFrom("posts").execute();
});

const builds = async (cache: "search_index" | "og_card") => {
  const text = await (await fetch(`${server.base}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } })).text();
  const line = text.split("\n").find((l) => l.startsWith(`content_cache_builds_total{cache="${cache}"} `));
  return line ? Number(line.split(" ").pop()) : 0;
};
const version = () => readContentVersion(server.db);
const postId = async (slug: string) =>
  (await server.db.selectFrom("posts").select("id").where("slug", "=", slug).executeTakeFirstOrThrow()).id;

const POST = {
  intent: "save",
  title: "Cold-chain agents for Malwa dairies",
  slug: "cold-chain-agents",
  author: "Asha Verma",
  content: "How an agent watches the milk route's temperatures.",
  excerpt: "Where an agent helps a dairy's cold chain.",
  category: "Technical",
  tags: "agents, dairy",
  status: "published",
  image: "",
  imageAlt: "",
};
const publish = async (fields: Record<string, string> = {}) =>
  expect((await admin.post("/admin/blog", { ...POST, ...fields })).status).toBe(200);

/** The article links a /search page lists. */
const found = async (q: string) => {
  const html = await (await fetch(`${server.base}/search?q=${encodeURIComponent(q)}`)).text();
  return [...html.matchAll(/href="(\/blog\/[a-z0-9-]+)"/g)].map((m) => m[1]);
};

describe(`the content version (${KIND})`, () => {
  it("a post edit bumps it and /search shows the edit, while searches without an edit reuse the index", async () => {
    await publish();
    await found("dairies"); // the index of this version
    const before = await builds("search_index");
    expect(await found("dairies")).toContain("/blog/cold-chain-agents");
    expect(await found("malwa")).toContain("/blog/cold-chain-agents");
    expect(await builds("search_index")).toBe(before);

    const v = await version();
    await publish({ id: await postId("cold-chain-agents"), title: "Cold-chain agents for Ujjain creameries" });
    expect(await version()).toBe(v + 1);
    expect(await found("creameries")).toContain("/blog/cold-chain-agents");
    expect(await found("dairies")).not.toContain("/blog/cold-chain-agents");
    expect(await builds("search_index")).toBe(before + 1);
  });

  it("publishing, unpublishing, deleting, the blog's settings and a comment's approval each bump it by one", async () => {
    await publish({ status: "draft" });
    const id = await postId("cold-chain-agents");
    const steps: [string, () => Promise<Response>][] = [
      ["publish", () => admin.post("/admin/blog", { intent: "status", id, status: "published" })],
      [
        "comment approved",
        async () => {
          await fetch(`${server.base}/blog/cold-chain-agents`, {
            method: "POST",
            body: new URLSearchParams({ name: "Meera Iyer", email: "meera@example.com", comment: "Same in Dewas." }),
          });
          const [comment] = await server.db.selectFrom("comments").select("id").execute();
          return admin.post("/admin/comments", { id: comment.id, status: "approved" });
        },
      ],
      [
        "blog settings",
        () =>
          admin.post("/admin/settings", {
            title: "Field Notes",
            description: "Notes from our AI projects.",
            defaultAuthor: "Asha Verma",
            postsPerPage: "10",
          }),
      ],
      ["unpublish", () => admin.post("/admin/blog", { intent: "status", id, status: "draft" })],
      ["delete", () => admin.post("/admin/blog", { intent: "delete", id })],
    ];
    for (const [step, run] of steps) {
      const v = await version();
      expect((await run()).status, step).toBe(200);
      expect(await version(), step).toBe(v + 1);
    }
    // A refused edit changes nothing, and bumps nothing.
    const v = await version();
    expect((await admin.post("/admin/blog", { ...POST, title: "" })).status).toBe(400);
    expect(await version()).toBe(v);
  });

  it("an article's OG card is drawn once per version: repeats reuse it, a retitle draws it again", async () => {
    await publish();
    const card = () => fetch(`${server.base}/og/blog/cold-chain-agents.png`);
    const before = await builds("og_card");
    const first = await card();
    expect(first.status).toBe(200);
    const png = Buffer.from(await first.arrayBuffer());
    expect(Buffer.from(await (await card()).arrayBuffer()).equals(png)).toBe(true);
    expect(await builds("og_card")).toBe(before + 1);

    await publish({ id: await postId("cold-chain-agents"), title: "Cold-chain agents for Ujjain creameries" });
    const retitled = Buffer.from(await (await card()).arrayBuffer());
    expect(retitled.equals(png)).toBe(false);
    expect(await builds("og_card")).toBe(before + 2);
    await card();
    expect(await builds("og_card")).toBe(before + 2);

    // Unpublished: no card, at once (the version moved with it).
    await admin.post("/admin/blog", { intent: "status", id: await postId("cold-chain-agents"), status: "draft" });
    expect((await card()).status).toBe(404);
  });
});
