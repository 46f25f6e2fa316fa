import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { BLOG_ARTICLES } from "~/content/blog-seed";
import {
  ensureSeeded,
  getBySlug,
  listFeatured,
  listPublished,
  postsReader,
  related,
  SEEDED_KEY,
  seedOnce,
  seedPosts,
} from "../../server/blog/posts";
import { connectDatabase, type DbHandle } from "../../server/db/connect";
import { migrateToLatest } from "../../server/db/migrations";
import { insertPost } from "../factories";
import { scratchDir } from "./scratch-dir";

// The posts module against a real database: a fresh SQLite file, or TEST_DATABASE_URL (PostgreSQL).
const KIND = process.env.TEST_DATABASE_URL ? "postgres" : "sqlite";

let handle: DbHandle;
let tmpDir: string | undefined;

beforeAll(async () => {
  let url = process.env.TEST_DATABASE_URL;
  if (!url) {
    tmpDir = scratchDir("blog-test-");
    url = `sqlite:${path.join(tmpDir, "test.db")}`;
  }
  handle = connectDatabase(url);
  await migrateToLatest(handle.db);
});
afterAll(async () => {
  await handle.close();
  if (tmpDir) fs.rmSync(tmpDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await handle.db.deleteFrom("posts").execute();
  await handle.db.deleteFrom("site_settings").where("key", "=", SEEDED_KEY).execute();
});

// Newest first, worked out by hand from the publish dates of the six seed articles.
const NEWEST_FIRST = [
  "ninety-day-ai-pilot-playbook", // 2026-03-12
  "rag-over-enterprise-documents", // 2026-02-26
  "pithampur-computer-vision-case-study", // 2026-02-10
  "measuring-ai-roi", // 2026-01-27
  "data-readiness-checklist", // 2026-01-13
  "genai-governance-indian-enterprises", // 2025-12-18
];

const slugs = (list: { slug: string }[]) => list.map((p) => p.slug);

const addDraft = (slug: string, category: string) =>
  insertPost(handle, {
    id: `draft-${slug}`,
    slug,
    title: "Unpublished thoughts on agentic workflows",
    category,
    tags: ["Agents"],
    status: "draft",
    featured: 1,
    publish_date: "2026-04-01",
  });

describe(`blog posts (${KIND})`, () => {
  it("seeds the six articles once: a second run adds nothing and keeps later edits", async () => {
    expect(await seedPosts(handle.db)).toBe(6);
    await handle.db
      .updateTable("posts")
      .set({ title: "Edited in the admin area", status: "draft" })
      .where("slug", "=", "measuring-ai-roi")
      .execute();
    expect(await seedPosts(handle.db)).toBe(0);
    const rows = await handle.db.selectFrom("posts").select(["slug", "title", "status"]).execute();
    expect(rows).toHaveLength(6);
    expect(rows.find((r) => r.slug === "measuring-ai-roi")).toEqual({
      slug: "measuring-ai-roi",
      title: "Edited in the admin area",
      status: "draft",
    });
  });

  it("adds back only the seed articles whose slug is missing", async () => {
    await seedPosts(handle.db);
    await handle.db.deleteFrom("posts").where("slug", "=", "data-readiness-checklist").execute();
    expect(await seedPosts(handle.db)).toBe(1);
    expect(slugs(await listPublished(handle.db))).toEqual(NEWEST_FIRST);
  });

  it("survives two servers seeding at the same moment", async () => {
    const counts = await Promise.all([seedPosts(handle.db), seedPosts(handle.db)]);
    expect(counts[0] + counts[1]).toBe(6);
    expect(await listPublished(handle.db)).toHaveLength(6);
  });

  it("lists published posts newest first and leaves drafts out", async () => {
    await seedPosts(handle.db);
    await addDraft("agentic-workflows-draft", "Technical");
    const list = await listPublished(handle.db);
    expect(slugs(list)).toEqual(NEWEST_FIRST);
    expect(list[0]).toEqual({
      id: expect.any(String),
      slug: "ninety-day-ai-pilot-playbook",
      title: "The 90-Day AI Pilot Playbook: From Idea to Production Decision",
      excerpt: expect.stringMatching(/^Most AI pilots do not fail on technology\./),
      category: "How-To Guides",
      tags: ["AI Strategy", "Pilots", "Project Management", "ROI"],
      author: "Ananya Sharma",
      featured: true,
      image: {
        src: "/images/blog/ninety-day-ai-pilot-playbook.svg",
        alt: "Abstract timeline with three milestones on a blue gradient",
      },
      publishDate: "2026-03-12",
      date: "March 12, 2026",
      readTime: expect.stringMatching(/^\d+ min read$/),
    });
    expect(list[0]).not.toHaveProperty("content");
  });

  it("lists the three featured articles (a featured draft stays hidden)", async () => {
    await seedPosts(handle.db);
    await addDraft("featured-draft", "Business");
    expect(slugs(await listFeatured(handle.db))).toEqual([
      "ninety-day-ai-pilot-playbook",
      "rag-over-enterprise-documents",
      "pithampur-computer-vision-case-study",
    ]);
  });

  it("finds a published post by slug with its body, counters and read time", async () => {
    await seedPosts(handle.db);
    const post = await getBySlug(handle.db, "rag-over-enterprise-documents");
    const seed = BLOG_ARTICLES.find((a) => a.slug === "rag-over-enterprise-documents")!;
    expect(post).toMatchObject({
      title: "RAG over Enterprise Documents: What Actually Works in Production",
      author: "Farhan Qureshi",
      category: "Technical",
      status: "published",
      // Seeded content starts at zero: every number the team sees was counted.
      views: 0,
      likes: 0,
      comments: 0,
      shares: 0,
      content: seed.content,
      readTime: `${Math.ceil(seed.content.length / 500)} min read`,
    });
  });

  it("answers undefined for an unknown slug, and for a draft unless drafts are asked for", async () => {
    await seedPosts(handle.db);
    await addDraft("agentic-workflows-draft", "Technical");
    expect(await getBySlug(handle.db, "no-such-article")).toBeUndefined();
    expect(await getBySlug(handle.db, "agentic-workflows-draft")).toBeUndefined();
    expect(await getBySlug(handle.db, "agentic-workflows-draft", { includeDrafts: true })).toMatchObject({
      status: "draft",
    });
  });

  it("relates same-category posts first, then the newest others, at most 3, never itself or a draft", async () => {
    await seedPosts(handle.db);
    await addDraft("agentic-workflows-draft", "Business");
    // A second published Business article, older than everything else.
    await handle.db
      .updateTable("posts")
      .set({ category: "Business" })
      .where("slug", "=", "genai-governance-indian-enterprises")
      .execute();
    const roi = { slug: "measuring-ai-roi", category: "Business" };
    expect(slugs(await related(handle.db, roi))).toEqual([
      "genai-governance-indian-enterprises",
      "ninety-day-ai-pilot-playbook",
      "rag-over-enterprise-documents",
    ]);
    expect(slugs(await related(handle.db, roi, 1))).toEqual(["genai-governance-indian-enterprises"]);
    const playbook = { slug: "ninety-day-ai-pilot-playbook", category: "How-To Guides" };
    expect(slugs(await related(handle.db, playbook))).toEqual([
      "rag-over-enterprise-documents",
      "pithampur-computer-vision-case-study",
      "measuring-ai-roi",
    ]);
  });

  it("the loader-facing reader seeds on first use", async () => {
    // A fresh handle has no memo yet, so the reader seeds the empty table itself.
    const fresh = connectDatabase(process.env.TEST_DATABASE_URL ?? `sqlite:${path.join(tmpDir!, "test.db")}`);
    try {
      const reader = postsReader(fresh.db);
      expect(slugs(await reader.listPublished())).toEqual(NEWEST_FIRST);
      expect((await reader.getBySlug("measuring-ai-roi"))?.author).toBe("Karan Malhotra");
      expect(await ensureSeeded(fresh.db)).toBe(6);
    } finally {
      await fresh.close();
    }
  });

  it("seeds once per database: a deleted or unpublished seed article stays so after a restart", async () => {
    expect(await seedOnce(handle.db)).toBe(6);
    await handle.db.deleteFrom("posts").where("slug", "=", "measuring-ai-roi").execute();
    await handle.db
      .updateTable("posts")
      .set({ status: "draft" })
      .where("slug", "=", "data-readiness-checklist")
      .execute();
    // A restart: a new connection has no in-process memo, so ensureSeeded asks the database again.
    const restarted = connectDatabase(process.env.TEST_DATABASE_URL ?? `sqlite:${path.join(tmpDir!, "test.db")}`);
    try {
      expect(await ensureSeeded(restarted.db)).toBe(0);
      const published = slugs(await listPublished(restarted.db));
      expect(published).toHaveLength(4);
      expect(published).not.toContain("measuring-ai-roi");
      expect(published).not.toContain("data-readiness-checklist");
      expect(await getBySlug(restarted.db, "measuring-ai-roi", { includeDrafts: true })).toBeUndefined();
    } finally {
      await restarted.close();
    }
  });
});
