import { describe, expect, it } from "vitest";
import { BLOG_ARTICLES } from "~/content/blog-seed";
import { formatReadTime, readTimeLabel } from "~/lib/read-time";

describe("read time of the seed articles (500 characters a minute, rounded up)", () => {
  it.each(BLOG_ARTICLES.map((a) => [a.slug, a.content.length, a.readTime] as const))(
    "%s: %i characters → %s",
    (_slug, length, label) => {
      expect(label).toBe(formatReadTime(Math.ceil(length / 500)));
    },
  );

  it.each([
    [500, "1 min read"],
    [501, "2 min read"],
    [4500, "9 min read"],
    [4501, "10 min read"],
  ])("%i characters → %s", (length, label) => {
    expect(readTimeLabel("x".repeat(length))).toBe(label);
  });
});
