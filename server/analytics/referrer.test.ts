import { describe, expect, it } from "vitest";
import { referrerHost } from "./referrer";

const OWN = ["narmadaai.in", "127.0.0.1:4420"];

describe("referrerHost", () => {
  it.each([
    ["https://www.google.com/search?q=ai+consulting+indore", "google.com"],
    ["https://www.linkedin.com/feed/update/urn:li:activity:1", "linkedin.com"],
    ["http://News.YCombinator.com/item?id=1", "news.ycombinator.com"],
    ["https://t.co/abc123", "t.co"],
    ["https://narmadaai.in/about", null],
    ["https://www.narmadaai.in/blog", null],
    ["http://127.0.0.1:4420/", null],
    ["http://127.0.0.1:9999/", null],
    ["", null],
    [undefined, null],
    ["not a url", null],
    ["javascript:alert(1)", null],
    ["android-app://com.google.android.gm/", null],
    ["ftp://files.example.com/x", null],
  ])("%s → %s", (referrer, expected) => {
    expect(referrerHost(referrer, OWN)).toBe(expected);
  });
});
