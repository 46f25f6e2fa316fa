import { describe, expect, it } from "vitest";
import { countDecision } from "./privacy";

const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

describe("countDecision", () => {
  it.each([
    [{ userAgent: CHROME }, "count"],
    [{ userAgent: IPHONE }, "count"],
    [{ userAgent: CHROME, dnt: "0" }, "count"],
    [{ userAgent: CHROME, gpc: "0" }, "count"],
    [{ userAgent: CHROME, dnt: "1" }, "do-not-track"],
    [{ userAgent: CHROME, dnt: " 1 " }, "do-not-track"],
    [{ userAgent: CHROME, gpc: "1" }, "global-privacy-control"],
    [{ userAgent: CHROME, dnt: "1", gpc: "1" }, "do-not-track"],
    [{ userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" }, "bot"],
    [{ userAgent: "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)" }, "bot"],
    [{ userAgent: "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2)" }, "bot"],
    [{ userAgent: "curl/8.5.0" }, "bot"],
    [{ userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 HeadlessChrome/131.0 Safari/537.36" }, "bot"],
    [{ userAgent: "" }, "bot"],
    [{}, "bot"],
  ])("%j → %s", (headers, expected) => {
    expect(countDecision(headers)).toBe(expected);
  });
});
