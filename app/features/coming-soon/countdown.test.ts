import { describe, expect, it } from "vitest";
import { COUNTDOWN_MS, countdownAnnouncement, INITIAL_PARTS, pad2, splitRemaining } from "./countdown";

const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;

describe("splitRemaining", () => {
  it.each([
    ["the full 30 days", 30 * D, { days: 30, hours: 0, minutes: 0, seconds: 0 }],
    ["one second later", 30 * D - S, { days: 29, hours: 23, minutes: 59, seconds: 59 }],
    ["half a second later (rounded down)", 30 * D - 500, { days: 29, hours: 23, minutes: 59, seconds: 59 }],
    ["1 d 2 h 3 min 4 s", D + 2 * H + 3 * M + 4 * S, { days: 1, hours: 2, minutes: 3, seconds: 4 }],
    ["59.999 s", 59_999, { days: 0, hours: 0, minutes: 0, seconds: 59 }],
    ["exactly one hour", H, { days: 0, hours: 1, minutes: 0, seconds: 0 }],
    ["time is up", 0, { days: 0, hours: 0, minutes: 0, seconds: 0 }],
    ["past the deadline", -5 * S, { days: 0, hours: 0, minutes: 0, seconds: 0 }],
    ["not a number", Number.NaN, { days: 0, hours: 0, minutes: 0, seconds: 0 }],
  ])("%s", (_label, ms, expected) => {
    expect(splitRemaining(ms)).toEqual(expected);
  });

  it("starts from 30 days", () => {
    expect(COUNTDOWN_MS).toBe(2_592_000_000);
    expect(INITIAL_PARTS).toEqual({ days: 30, hours: 0, minutes: 0, seconds: 0 });
  });
});

describe("pad2", () => {
  it.each([
    [0, "00"],
    [7, "07"],
    [10, "10"],
    [59, "59"],
    [30, "30"],
    [120, "120"],
  ])("%i → %s", (n, expected) => {
    expect(pad2(n)).toBe(expected);
  });
});

describe("countdownAnnouncement", () => {
  it.each([
    [{ days: 30, hours: 0, minutes: 0, seconds: 0 }, "30 days, 0 hours and 0 minutes until launch"],
    [{ days: 1, hours: 1, minutes: 1, seconds: 59 }, "1 day, 1 hour and 1 minute until launch"],
    [{ days: 29, hours: 23, minutes: 59, seconds: 12 }, "29 days, 23 hours and 59 minutes until launch"],
  ])("%j → %s", (parts, expected) => {
    expect(countdownAnnouncement(parts)).toBe(expected);
  });

  it("does not change while only the seconds tick", () => {
    const at = (ms: number) => countdownAnnouncement(splitRemaining(ms));
    expect(at(30 * D - S)).toBe(at(30 * D - 59 * S));
    expect(at(30 * D - 59 * S)).not.toBe(at(30 * D - 61 * S));
  });
});
