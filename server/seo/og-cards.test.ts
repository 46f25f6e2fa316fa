import { describe, expect, it } from "vitest";
import { cardKey, kindOf, pathOfImage } from "./og-cards";
import { clip, pngSize } from "./og-image";

describe("which card a path draws", () => {
  it.each([
    ["/", "home"],
    ["/services/dev/chatbots", "service"],
    ["/services/web", "service"],
    ["/reduce-costs", "outcome"],
    ["/blog/measuring-ai-roi", "article"],
    ["/about", "page"],
    ["/services", "page"],
  ])("%s → %s", (path, kind) => expect(kindOf(path)).toBe(kind));

  it.each([
    ["home", "/"],
    ["services/web", "/services/web"],
    ["blog/x", "/blog/x"],
  ])("image %s.png belongs to %s", (rest, path) => expect(pathOfImage(rest)).toBe(path));

  // An article's words change with the content version; a page's only with a build.
  it.each([
    ["/blog/measuring-ai-roi", 1795608000123, "/blog/measuring-ai-roi@1795608000123"],
    ["/blog/measuring-ai-roi", 0, "/blog/measuring-ai-roi@0"],
    ["/about", 1795608000123, "/about"],
    ["/", 7, "/"],
  ])("the card of %s at version %d is cached as %s", (path, version, key) => expect(cardKey(path, version)).toBe(key));
});

describe("clip", () => {
  it.each([
    ["Short title", 20, "Short title"],
    ["Measuring AI ROI in ninety days", 20, "Measuring AI ROI in…"],
    ["Supercalifragilisticexpialidocious", 10, "Supercali…"],
    ["Cost, value, and more", 13, "Cost, value…"],
  ])("%j at %i → %j", (text, max, expected) => expect(clip(text, max)).toBe(expected));
});

describe("pngSize", () => {
  it("reads width and height from the IHDR chunk", () => {
    const header = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52];
    const png = new Uint8Array([...header, 0, 0, 0x04, 0xb0, 0, 0, 0x02, 0x76]);
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
  });

  it("is undefined for anything else", () => {
    expect(pngSize(new TextEncoder().encode("GIF89a this is not a png file"))).toBeUndefined();
  });
});
