import { describe, expect, it } from "vitest";
import { BLOG_ARTICLES } from "~/content/blog-seed";
import { formatReadTime, readTimeLabel } from "~/lib/read-time";
import { parseArticleBody } from "./article-body";

describe("parseArticleBody", () => {
  it.each([
    ["", []],
    ["One paragraph.", [{ kind: "paragraph", text: "One paragraph." }]],
    [
      "Intro.\n\n## Why it matters\n\nFirst.\nSame paragraph.\n\n\nSecond.",
      [
        { kind: "paragraph", text: "Intro." },
        { kind: "heading", text: "Why it matters" },
        { kind: "paragraph", text: "First. Same paragraph." },
        { kind: "paragraph", text: "Second." },
      ],
    ],
    [
      "## Steps\n- Assess\n- Build\n\nDone.",
      [
        { kind: "heading", text: "Steps" },
        { kind: "list", items: ["Assess", "Build"] },
        { kind: "paragraph", text: "Done." },
      ],
    ],
    // Markup is text, never HTML: it reaches React as a string.
    ["<script>alert(1)</script>", [{ kind: "paragraph", text: "<script>alert(1)</script>" }]],
    ["##No space is text", [{ kind: "paragraph", text: "##No space is text" }]],
  ])("%j", (content, expected) => {
    expect(parseArticleBody(content)).toEqual(expected);
  });

  it("finds the subheadings of a seed article", () => {
    const checklist = BLOG_ARTICLES.find((a) => a.slug === "data-readiness-checklist")!;
    const headings = parseArticleBody(checklist.content)
      .filter((b) => b.kind === "heading")
      .map((b) => (b.kind === "heading" ? b.text : ""));
    expect(headings).toEqual([
      "Availability",
      "Quality",
      "Access and infrastructure",
      "Governance",
      "Scoring the answers",
      "Turning the checklist into action",
    ]);
  });
});

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
