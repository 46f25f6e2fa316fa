import { describe, expect, it } from "vitest";
import { PostFormSchema, parseTagList, slugify } from "~/features/admin/blog/post-schema";

describe("slugify", () => {
  it.each([
    ["Why RAG Beats Fine-Tuning (in 2026)!", "why-rag-beats-fine-tuning-in-2026"],
    ["  Data & AI  ", "data-and-ai"],
    ["Café résumé", "cafe-resume"],
    ["---", ""],
    ["a".repeat(90), "a".repeat(80)],
  ])("%j → %j", (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });
});

describe("parseTagList", () => {
  it.each([
    ["ai, RAG ,, llm", ["ai", "RAG", "llm"]],
    ["AI, ai, Ai", ["AI"]],
    ["", []],
  ])("%j → %j", (text, tags) => {
    expect(parseTagList(text)).toEqual(tags);
  });
});

const valid = {
  title: "Measuring AI ROI",
  slug: "",
  author: "Narmada AI Team",
  content: "## Why\n\nBecause.",
  excerpt: "",
  category: "Business",
  tags: "roi, finance",
  featured: "on",
  status: "draft",
  image: "",
  imageAlt: "",
};

describe("PostFormSchema", () => {
  it("keeps SEO texts optional and trimmed: empty means the title and excerpt are used", () => {
    expect(PostFormSchema.parse(valid)).toMatchObject({ seoTitle: "", seoDescription: "" });
    expect(PostFormSchema.parse({ ...valid, seoTitle: "  AI ROI, measured  " }).seoTitle).toBe("AI ROI, measured");
  });

  it("accepts a complete form and turns tags and featured into values", () => {
    const parsed = PostFormSchema.parse(valid);
    expect(parsed.tags).toEqual(["roi", "finance"]);
    expect(parsed.featured).toBe(true);
  });

  it.each([
    [{ content: "   " }, "content", "Content is required: write the post's text."],
    [{ title: "" }, "title", "Enter a title of at least 3 characters."],
    [{ category: "Gossip" }, "category", "Choose a category."],
    [{ slug: "Not A Slug" }, "slug", "Use lowercase letters, digits and single hyphens."],
    [
      { image: "javascript:alert(1)", imageAlt: "x" },
      "image",
      "Use a site path such as /images/blog/cover.png or an https:// address.",
    ],
    [
      { image: "//evil.example/x.png", imageAlt: "x" },
      "image",
      "Use a site path such as /images/blog/cover.png or an https:// address.",
    ],
    [{ image: "/images/blog/a.png" }, "imageAlt", "Describe the image for people who cannot see it."],
    [{ status: "archived" }, "status", "Choose draft or published."],
    [{ seoTitle: "t".repeat(161) }, "seoTitle", "Keep the SEO title under 160 characters."],
    [{ seoDescription: "d".repeat(401) }, "seoDescription", "Keep the SEO description under 400 characters."],
  ])("refuses %j on %s", (change, field, message) => {
    const result = PostFormSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    const issue = result.error?.issues.find((i) => i.path[0] === field);
    expect(issue?.message).toBe(message);
  });
});
