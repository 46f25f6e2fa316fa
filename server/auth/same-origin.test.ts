import { describe, expect, it } from "vitest";
import { isSameOrigin } from "./same-origin";

const OWN = ["http://127.0.0.1:3000", "https://narmadaai.in"];

describe("isSameOrigin", () => {
  it.each([
    [{ secFetchSite: "same-origin" }, true],
    [{ secFetchSite: "same-site" }, false],
    [{ secFetchSite: "cross-site" }, false],
    [{ secFetchSite: "none" }, false],
    // Sec-Fetch-Site wins over a matching Origin: a page cannot forge it.
    [{ secFetchSite: "cross-site", origin: "https://narmadaai.in" }, false],
    [{ origin: "https://narmadaai.in" }, true],
    [{ origin: "http://127.0.0.1:3000" }, true],
    [{ origin: "https://evil.example" }, false],
    [{ origin: "null" }, false],
    [{}, false],
  ])("%j → %s", (headers, expected) => {
    expect(isSameOrigin(headers, OWN)).toBe(expected);
  });
});
