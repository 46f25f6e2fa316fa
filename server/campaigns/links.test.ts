import { describe, expect, it } from "vitest";
import { renderMarkdown } from "../blog/markdown";
import { collectLinks, recipientUrls, rewriteLinks } from "./links";

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
