import { describe, expect, it } from "vitest";
import { daysBefore, utcDay, visitorHash } from "./visitor";

describe("utcDay", () => {
  it.each([
    ["2026-11-23T00:00:00.000Z", "2026-11-23"],
    ["2026-11-23T23:59:59.999Z", "2026-11-23"],
    // 05:29 in Indore on the 24th is still the 23rd in UTC.
    ["2026-11-23T23:59:00.000+00:00", "2026-11-23"],
    ["2026-11-24T05:29:00.000+05:30", "2026-11-23"],
    ["2026-11-24T05:30:00.000+05:30", "2026-11-24"],
    ["2028-02-29T12:00:00.000Z", "2028-02-29"],
  ])("%s → %s", (iso, day) => {
    expect(utcDay(new Date(iso))).toBe(day);
  });
});

describe("daysBefore", () => {
  it.each([
    ["2026-11-23", 0, "2026-11-23"],
    ["2026-11-23", 6, "2026-11-17"],
    ["2026-11-23", 29, "2026-10-25"],
    ["2026-11-23", 89, "2026-08-26"],
    ["2026-03-01", 1, "2026-02-28"],
    ["2028-03-01", 1, "2028-02-29"],
    ["2027-01-01", 1, "2026-12-31"],
  ])("%s minus %d days → %s", (day, n, expected) => {
    expect(daysBefore(day, n)).toBe(expected);
  });
});

describe("visitorHash", () => {
  const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
  const base = visitorHash("salt-1", "narmadaai.in", "203.0.113.7", CHROME);

  it("is sha256 of salt + site + ip + user agent (the FIPS 180-2 vector for 'abc')", () => {
    expect(visitorHash("a", "b", "c", "")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  });

  it.each([
    ["another day's salt", ["salt-2", "narmadaai.in", "203.0.113.7", CHROME]],
    ["another site", ["salt-1", "example.com", "203.0.113.7", CHROME]],
    ["another IP", ["salt-1", "narmadaai.in", "203.0.113.8", CHROME]],
    ["another browser", ["salt-1", "narmadaai.in", "203.0.113.7", `${CHROME} Edg/131.0`]],
  ])("changes with %s", (_label, args) => {
    const [salt, site, ip, ua] = args;
    expect(visitorHash(salt, site, ip, ua)).not.toBe(base);
  });

  it("is the same for the same visitor on the same day, and holds no trace of the IP", () => {
    expect(visitorHash("salt-1", "narmadaai.in", "203.0.113.7", CHROME)).toBe(base);
    expect(base).toMatch(/^[0-9a-f]{64}$/);
    expect(base).not.toContain("203.0.113.7");
  });
});
