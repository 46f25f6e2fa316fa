import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { parseSettings, toPublicSettings } from "~/lib/settings.server";
import type { PostStatus } from "~/lib/statuses";
import { createSiteAnswerer } from "../../server/chat/site-answerer";
import { insertPost } from "../factories";
import { startTestServer, type TestServer } from "./test-server";

// The built-in answerer reads published posts from the database and rebuilds its index when they
// change, checking at most once per refresh interval.

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => s.close());
beforeEach(async () => {
  await s.db.deleteFrom("posts").execute();
});

const addPost = (slug: string, title: string, status: PostStatus = "published") =>
  insertPost(s, { id: randomUUID(), slug, title, excerpt: `${title}: what we learned.`, tags: ["Agritech"], status });

describe(`built-in answerer and blog posts (${process.env.TEST_DATABASE_URL ? "postgres" : "sqlite"})`, () => {
  it("finds a published post, ignores drafts, and sees a new post after the refresh interval", async () => {
    let clock = 0;
    const answerer = createSiteAnswerer(s.db, toPublicSettings(parseSettings({})), {
      refreshSeconds: 60,
      now: () => clock,
    });
    await addPost("draft-kombucha", "Kombucha brewery telemetry", "draft");
    expect(await answerer.answer("kombucha brewery")).toBeNull();

    await addPost("hydroponics-yield", "Hydroponics yield forecasting");
    // Within the interval the index is not checked again.
    clock = 59_000;
    expect(await answerer.answer("hydroponics")).toBeNull();
    clock = 61_000;
    expect(await answerer.answer("hydroponics")).toContain("[Hydroponics yield forecasting](/blog/hydroponics-yield)");

    // Unpublished: gone from the answers after the next check.
    await s.db
      .updateTable("posts")
      .set({ status: "draft", updated_at: new Date(Date.now() + 1000).toISOString() })
      .where("slug", "=", "hydroponics-yield")
      .execute();
    clock = 122_000;
    expect(await answerer.answer("hydroponics")).toBeNull();
  });
});
