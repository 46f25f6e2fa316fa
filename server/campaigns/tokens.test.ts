import { describe, expect, it } from "vitest";
import { hashToken, newToken } from "../auth/tokens";
import { unsubscribeHeaders } from "./headers";
import { tokenHashOf, tokenLive } from "./tokens";

describe("tokens", () => {
  it("are 43 base64url characters, never twice the same", () => {
    const a = newToken();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newToken()).not.toBe(a);
  });

  it("are looked up by their SHA-256, never stored as they are", () => {
    const token = newToken();
    expect(tokenHashOf(token)).toBe(hashToken(token));
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    // SHA-256 of "abc" (FIPS 180-2 test vector).
    expect(hashToken("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  });

  it.each([
    ["empty", ""],
    ["too short", "abc"],
    ["one too long", "A".repeat(44)],
    ["a character outside base64url", `${"A".repeat(42)}=`],
    ["not a string", ["A".repeat(43)]],
    ["undefined", undefined],
  ])("%s is not a token (no lookup at all)", (_label, value) => {
    expect(tokenHashOf(value)).toBeNull();
  });

  const issued = "2026-11-01T00:00:00.000Z";
  const week = 7 * 24 * 3600 * 1000;
  it.each([
    ["just issued", issued, "2026-11-01T00:00:00.000Z", true],
    ["a second before the end", issued, "2026-11-07T23:59:59.000Z", true],
    ["exactly at the end", issued, "2026-11-08T00:00:00.000Z", false],
    ["never issued", null, "2026-11-01T00:00:00.000Z", false],
    ["unreadable time", "yesterday", "2026-11-01T00:00:00.000Z", false],
  ])("a week-long token %s: live %s", (_label, at, now, live) => {
    expect(tokenLive(at, week, new Date(now))).toBe(live);
  });
});

describe("unsubscribeHeaders", () => {
  const url = "https://narmadaai.in/newsletter/unsubscribe?token=abc";
  it.each([
    ["the https URL alone", undefined, `<${url}>`],
    [
      "the URL, then a mailto",
      "unsubscribe@narmadaai.in",
      `<${url}>, <mailto:unsubscribe@narmadaai.in?subject=unsubscribe>`,
    ],
  ])("%s", (_label, mailto, listUnsubscribe) => {
    expect(unsubscribeHeaders(url, mailto)).toEqual({
      "List-Unsubscribe": listUnsubscribe,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
  });
});
