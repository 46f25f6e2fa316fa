import { describe, expect, it } from "vitest";
import {
  type AuditInput,
  auditRows,
  canonicalIssue,
  duplicates,
  indexingIssue,
  lengthIssue,
  ogImageIssue,
  seoScore,
} from "./audit-rules";

const SITE = "https://www.example.in";
const x = (n: number) => "x".repeat(n);

describe("lengthIssue (title 30–60, description 70–160 characters)", () => {
  it.each([
    ["title", null, "error", "No <title>."],
    ["title", "   ", "error", "No <title>."],
    ["title", x(29), "warning", "Title is 29 characters: use 30–60 to say more."],
    ["title", x(30), undefined, undefined],
    ["title", x(60), undefined, undefined],
    ["title", x(61), "warning", "Title is 61 characters: search results cut it after about 60."],
    ["description", "", "error", "No meta description."],
    ["description", x(69), "warning", "Description is 69 characters: use 70–160 to say more."],
    ["description", x(70), undefined, undefined],
    ["description", x(160), undefined, undefined],
    ["description", x(161), "warning", "Description is 161 characters: search results cut it after about 160."],
    // Characters, not UTF-16 units: 60 emoji are 60 characters.
    ["title", "😀".repeat(60), undefined, undefined],
  ] as const)("%s %j → %s", (field, text, severity, message) => {
    const found = lengthIssue(field, text);
    expect(found?.severity).toBe(severity);
    expect(found?.message).toBe(message);
  });
});

describe("canonicalIssue", () => {
  it.each([
    [null, "No canonical link."],
    ["/about", "Canonical “/about” is not an absolute address."],
    ["ftp://www.example.in/about", "Canonical “ftp://www.example.in/about” is not an http(s) address."],
    [`${SITE}/`, `Canonical points at ${SITE}/, not at ${SITE}/about.`],
    ["http://localhost:3000/about", `Canonical points at http://localhost:3000/about, not at ${SITE}/about.`],
    [`${SITE}/about`, undefined],
  ])("%j → %j", (canonical, message) => {
    expect(canonicalIssue(canonical, `${SITE}/about`)?.message).toBe(message);
  });
});

describe("indexingIssue", () => {
  it.each([
    [false, true, undefined],
    [true, false, undefined],
    [true, true, "Marked noindex but listed in the sitemap."],
    [false, false, "Indexable but missing from the sitemap."],
  ])("noindex %j, in sitemap %j → %j", (noindex, inSitemap, message) => {
    expect(indexingIssue(noindex, inSitemap)?.message).toBe(message);
  });
});

describe("ogImageIssue", () => {
  it.each([
    [null, false, "No Open Graph image (og:image)."],
    ["/og/about.png", true, "og:image “/og/about.png” is not an absolute address."],
    [`${SITE}/og/gone.png`, false, `og:image ${SITE}/og/gone.png does not answer with an image.`],
    [`${SITE}/og/about.png`, true, undefined],
  ])("%j (served %j) → %j", (ogImage, served, message) => {
    expect(ogImageIssue(ogImage, served)?.message).toBe(message);
  });
});

describe("duplicates", () => {
  it.each([
    [
      "all different",
      [
        ["/a", "One"],
        ["/b", "Two"],
      ],
      {},
    ],
    [
      "same text, other case and spaces",
      [
        ["/a", "One "],
        ["/b", "one"],
        ["/c", "Two"],
      ],
      { "/a": ["/b"], "/b": ["/a"] },
    ],
    [
      "three alike",
      [
        ["/a", "x"],
        ["/b", "x"],
        ["/c", "x"],
      ],
      { "/a": ["/b", "/c"], "/b": ["/a", "/c"], "/c": ["/a", "/b"] },
    ],
    [
      "missing values are not duplicates",
      [
        ["/a", null],
        ["/b", ""],
        ["/c", null],
      ],
      {},
    ],
  ] as const)("%s", (_, entries, expected) => {
    const found = duplicates(entries.map(([path, value]) => ({ path, value })));
    expect(Object.fromEntries(found)).toEqual(expected);
  });
});

const TITLE = "Cloud and hosting services | Narmada AI"; // 39 characters
const DESCRIPTION = "Cloud migration, infrastructure as code and managed hosting with clear monthly reports."; // 87
const input = (path: string, over: Partial<AuditInput["head"]> = {}, rest: Partial<AuditInput> = {}): AuditInput => ({
  path,
  kind: "page",
  httpStatus: 200,
  head: {
    title: `${TITLE} ${path}`,
    description: `${DESCRIPTION} ${path}`,
    canonical: `${SITE}${path}`,
    robots: null,
    ogImage: `${SITE}/og${path}.png`,
    ...over,
  },
  inSitemap: true,
  ogImageServed: true,
  ...rest,
});

describe("auditRows", () => {
  it("lists errors first, then warnings, then clean pages, each group in page order", () => {
    const rows = auditRows(
      [
        input("/ok-1"),
        input("/long", { title: x(61) }),
        input("/no-canonical", { canonical: null }),
        input("/ok-2"),
        input("/missing", {}, { inSitemap: false }),
      ],
      SITE,
    );
    expect(rows.map((r) => [r.path, r.severity])).toEqual([
      ["/no-canonical", "error"],
      ["/missing", "error"],
      ["/long", "warning"],
      ["/ok-1", "ok"],
      ["/ok-2", "ok"],
    ]);
  });

  it("flags the same title and description on two pages as errors on both", () => {
    const rows = auditRows(
      [
        input("/a", { title: TITLE, description: DESCRIPTION }),
        input("/b", { title: TITLE, description: DESCRIPTION }),
      ],
      SITE,
    );
    expect(rows[0].issues.map((i) => i.message)).toEqual(["Same title as /b.", "Same description as /b."]);
    expect(rows[1].issues.map((i) => i.message)).toEqual(["Same title as /a.", "Same description as /a."]);
  });

  it("holds a noindex page only to presence, canonical and staying out of the sitemap", () => {
    const search = { title: "Search", description: DESCRIPTION, robots: "noindex, nofollow", ogImage: null };
    const [row] = auditRows([input("/search", search, { inSitemap: false })], SITE);
    expect(row).toMatchObject({ severity: "ok", noindex: true, issues: [] });
    const [listed] = auditRows([input("/search", search, { inSitemap: true })], SITE);
    expect(listed.issues.map((i) => i.message)).toEqual(["Marked noindex but listed in the sitemap."]);
  });

  it("reports a page that does not answer 200 and leaves it out of the duplicate check", () => {
    const rows = auditRows([input("/a", { title: TITLE }), input("/b", { title: TITLE }, { httpStatus: 404 })], SITE);
    expect(rows.map((r) => [r.path, r.issues.map((i) => i.message)])).toEqual([
      ["/b", ["Answers HTTP 404."]],
      ["/a", []],
    ]);
  });
});

describe("seoScore", () => {
  it.each([
    ["no pages", [], 100],
    ["two clean pages", [input("/a"), input("/b")], 100],
    // 10 checks: one error loses 1 → 90
    ["one error in two pages", [input("/a", { canonical: null }), input("/b")], 90],
    // one warning loses half a check → 95
    ["one warning in two pages", [input("/a", { title: x(61) }), input("/b")], 95],
    // /a: title error (duplicate) outweighs its warning; /b: title error → 80
    ["a long duplicate title", [input("/a", { title: x(61) }), input("/b", { title: x(61) })], 80],
  ])("%s → %i", (_, inputs, score) => {
    expect(seoScore(auditRows(inputs, SITE))).toBe(score);
  });
});
