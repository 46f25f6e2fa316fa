import { describe, expect, it } from "vitest";
import { renderMarkdown } from "../blog/markdown";
import { collectLinks, recipientUrls, rewriteLinks, slugify, withCampaignUtm } from "./links";

const via = (i: number) => `https://narmadaai.in/c/TOKEN/${i}`;

describe("collectLinks", () => {
  it.each([
    ["no link", "Plain text.", []],
    ["one link", "[Read](https://narmadaai.in/blog)", ["https://narmadaai.in/blog"]],
    [
      "a repeated link counted once, in order",
      "[a](https://b.example/) [c](https://a.example/) [d](https://b.example/)",
      ["https://b.example/", "https://a.example/"],
    ],
    ["query string unescaped", "[x](https://x.example/?a=1&b=2)", ["https://x.example/?a=1&b=2"]],
    ["mailto is not tracked", "[mail](mailto:hello@narmadaai.in)", []],
    ["a relative link is not tracked", "[about](/about)", []],
    ["javascript: is refused by the renderer", "[x](javascript:alert(1))", []],
    [
      "a bare URL is linkified and tracked",
      "See https://narmadaai.in/portfolio today",
      ["https://narmadaai.in/portfolio"],
    ],
  ])("%s", (_label, markdown, links) => {
    expect(collectLinks(renderMarkdown(markdown))).toEqual(links);
  });
});

describe("rewriteLinks", () => {
  it.each([
    [
      "each tracked link to its index",
      '<p><a href="https://b.example/">a</a> <a href="https://a.example/">b</a> <a href="https://b.example/">c</a></p>',
      ["https://b.example/", "https://a.example/"],
      '<p><a href="https://narmadaai.in/c/TOKEN/0">a</a> <a href="https://narmadaai.in/c/TOKEN/1">b</a> <a href="https://narmadaai.in/c/TOKEN/0">c</a></p>',
    ],
    [
      "an escaped & matches the stored link",
      '<a href="https://x.example/?a=1&amp;b=2">x</a>',
      ["https://x.example/?a=1&b=2"],
      '<a href="https://narmadaai.in/c/TOKEN/0">x</a>',
    ],
    [
      "a link outside the list stays as it is",
      '<a href="mailto:hello@narmadaai.in">m</a>',
      ["https://x.example/"],
      '<a href="mailto:hello@narmadaai.in">m</a>',
    ],
  ])("%s", (_label, html, links, expected) => {
    expect(rewriteLinks(html, links, via)).toBe(expected);
  });

  it("escapes the redirect URL it writes", () => {
    expect(rewriteLinks('<a href="https://x.example/">x</a>', ["https://x.example/"], () => 'https://a/"&')).toBe(
      '<a href="https://a/&quot;&amp;">x</a>',
    );
  });
});

describe("recipientUrls", () => {
  it("puts every link of one e-mail under the site's origin", () => {
    const urls = recipientUrls("https://narmadaai.in", "tok");
    expect([urls.click(3), urls.open, urls.unsubscribe]).toEqual([
      "https://narmadaai.in/c/tok/3",
      "https://narmadaai.in/o/tok",
      "https://narmadaai.in/newsletter/unsubscribe?token=tok",
    ]);
  });
});

describe("slugify", () => {
  it.each([
    ["Diwali Offer — 2026!", "diwali-offer-2026"],
    ["  AI Readiness: Q4 Webinar  ", "ai-readiness-q4-webinar"],
    ["Café Éclair", "cafe-eclair"],
    ["launch", "launch"],
    ["!!!", ""],
    [`${"word ".repeat(20)}`, "word-word-word-word-word-word-word-word-word-word-word-word"],
  ])("%j → %j", (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });
});

describe("withCampaignUtm", () => {
  const own = ["narmadaai.in", "localhost:3000"];
  it.each([
    [
      "a link to our site gets the campaign's UTM",
      "https://narmadaai.in/services",
      "https://narmadaai.in/services?utm_source=newsletter&utm_medium=email&utm_campaign=diwali-offer-2026",
    ],
    [
      "its own query and fragment are kept, an old UTM replaced",
      "https://www.narmadaai.in/blog?tag=ai&utm_source=x#faq",
      "https://www.narmadaai.in/blog?tag=ai&utm_source=newsletter&utm_medium=email&utm_campaign=diwali-offer-2026#faq",
    ],
    [
      "the server's own host (a local run)",
      "http://localhost:3000/contact",
      "http://localhost:3000/contact?utm_source=newsletter&utm_medium=email&utm_campaign=diwali-offer-2026",
    ],
    ["another site is left as it is", "https://partner.example/offer", "https://partner.example/offer"],
    ["another port is another site", "http://localhost:3001/contact", "http://localhost:3001/contact"],
  ])("%s", (_what, href, landed) => {
    expect(withCampaignUtm(href, "Diwali Offer — 2026!", own)).toBe(landed);
  });
});
