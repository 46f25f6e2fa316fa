import { describe, expect, it } from "vitest";
import { BLOG_ARTICLES } from "~/content/blog-seed";
import { postDocuments, type SiteDocument, staticDocuments } from "~/content/site-documents.server";
import { parseSettings, toPublicSettings } from "~/lib/settings.server";
import { passageText, retrievePassages } from "./passages";
import { buildSiteIndex } from "./site-index";

const site = toPublicSettings(parseSettings({}));
const index = buildSiteIndex([...staticDocuments(site), ...postDocuments(BLOG_ARTICLES)]);

const doc: SiteDocument = {
  id: "t",
  path: "/t",
  label: "T",
  title: "T",
  keywords: "",
  summary: "Summary.",
  body: "Alpha one. Bravo invoices here. Charlie two. Delta invoices and scanned PDFs.",
};

describe("passageText", () => {
  it.each([
    ["scanned invoices", 200, "Summary. Bravo invoices here. Delta invoices and scanned PDFs."],
    // Only what fits: the sentence with both words first.
    ["scanned invoices", 45, "Summary. Delta invoices and scanned PDFs."],
    // No shared word: the body's opening.
    ["weather", 30, "Summary. Alpha one."],
  ])("%j within %i characters → %j", (question, max, expected) => {
    expect(passageText(doc, question, max)).toBe(expected);
  });
});

describe("retrievePassages", () => {
  it("returns the best pages with their paths, at most `limit`", () => {
    const passages = retrievePassages(index, "Can you build a chatbot for customer support?", 3);
    expect(passages).toHaveLength(3);
    expect(passages[0]).toMatchObject({ path: "/services/dev/chatbots", title: "Custom chatbots and agents" });
    expect(passages[0]!.text.length).toBeLessThanOrEqual(700);
    expect(passages.map((p) => p.score)).toEqual([...passages.map((p) => p.score)].sort((a, b) => b - a));
  });

  it.each([
    ["How much for a website?", "/services", "Starter is $2,999 per project"],
    ["whats ur phone number", "/contact", "+91 731 400 2200"],
  ])("puts the facts a %j question needs first", (question, path, fact) => {
    const [first] = retrievePassages(index, question, 3);
    expect(first!.path).toBe(path);
    expect(first!.text).toContain(fact);
  });

  it("has nothing for an off-topic question", () => {
    expect(retrievePassages(index, "What's the weather in Mumbai today?", 3)).toEqual([]);
  });

  it("has nothing for words the site never uses", () => {
    expect(retrievePassages(index, "qwrtzp vbnmkj", 3)).toEqual([]);
  });
});
