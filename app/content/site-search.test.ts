import { describe, expect, it } from "vitest";
import { BLOG_ARTICLES } from "~/content/blog-seed";
import { searchEntries } from "~/content/site-documents.server";
import type { PublicSettings } from "~/lib/public-settings";
import { createSiteSearch, normalizeTerm } from "~/lib/site-search";

const site = {
  brandName: "Narmada AI Technologies",
  siteUrl: "https://example.in",
  contact: { email: "hello@example.in", phone: "+91 731 400 2200", whatsapp: "91", address: "Vijay Nagar, Indore" },
  social: { linkedin: "", x: "", facebook: "", instagram: "" },
} as PublicSettings;

const search = createSiteSearch(searchEntries(site, BLOG_ARTICLES));
const firstPath = (q: string) => search(q)[0]?.path;

describe("normalizeTerm", () => {
  it.each([
    ["Chatbots", "chatbot"],
    ["costs", "cost"],
    ["business", "business"],
    ["status", "status"],
    ["analysis", "analysis"],
    ["ads", "ads"],
  ])("%s → %s", (term, expected) => expect(normalizeTerm(term)).toBe(expected));
});

describe("site search", () => {
  it.each([
    ["roi", "/roi-calculator"],
    ["chatbot", "/services/dev/chatbots"],
    ["cost of inaction", "/coi-calculator"],
    ["reduce costs", "/reduce-costs"],
    ["contact", "/contact"],
    ["mlops", "/services/training/mlops"],
  ])("%j → %s first", (q, path) => expect(firstPath(q)).toBe(path));

  it("finds published articles and says what kind each result is", () => {
    const article = BLOG_ARTICLES[0];
    const hit = search(article.title).find((r) => r.path === `/blog/${article.slug}`);
    expect(hit).toMatchObject({ kind: "Article", label: article.title });
    expect(search("chatbot")[0].kind).toBe("Service");
    expect(search("reduce costs")[0].kind).toBe("Outcome");
  });

  it("finds knowledge-center resources", () => {
    expect(search("readiness").some((r) => r.kind === "Resource")).toBe(true);
  });

  it.each([[""], ["   "]])("an empty query %j finds nothing", (q) => expect(search(q)).toEqual([]));

  it("never lists the search page, admin or the coming-soon page", () => {
    const paths = search("search admin coming soon").map((r) => r.path);
    expect(paths.filter((p) => ["/search", "/admin", "/coming-soon"].includes(p))).toEqual([]);
  });

  it("lists a page once and at most 8 results", () => {
    const results = search("ai");
    expect(results.length).toBeLessThanOrEqual(8);
    const keys = results.map((r) => `${r.path}|${r.label}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
