import { describe, expect, it } from "vitest";
import { isCountableView } from "./views";

const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

describe("isCountableView", () => {
  it.each([
    ["GET", { "user-agent": CHROME }, true],
    ["HEAD", { "user-agent": CHROME }, false],
    ["GET", {}, false],
    ["GET", { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" }, false],
    ["GET", { "user-agent": "curl/8.5.0" }, false],
    ["GET", { "user-agent": CHROME, "sec-purpose": "prefetch" }, false],
    ["GET", { "user-agent": CHROME, purpose: "prefetch" }, false],
    ["GET", { "user-agent": CHROME, "sec-purpose": "prefetch;prerender" }, false],
  ])("%s %j → %s", (method, headers, expected) => {
    expect(isCountableView(method, new Headers(headers))).toBe(expected);
  });
});
