import { describe, expect, it } from "vitest";
import { CHARS_PER_MINUTE, formatReadTime, readTimeLabel, readTimeMinutes } from "./read-time";

describe("readTimeMinutes", () => {
  it.each([
    { content: "", minutes: 0 },
    { content: "   \n\n  ", minutes: 0 },
    { content: "a", minutes: 1 },
    { content: "a".repeat(499), minutes: 1 },
    { content: "a".repeat(500), minutes: 1 },
    { content: "a".repeat(501), minutes: 2 },
    { content: "a".repeat(1000), minutes: 2 },
    { content: "a".repeat(1001), minutes: 3 },
    { content: "a".repeat(2000), minutes: 4 },
    { content: "a".repeat(4501), minutes: 10 },
  ])("$content.length characters -> $minutes min", ({ content, minutes }) => {
    expect(readTimeMinutes(content)).toBe(minutes);
  });

  it("uses 500 characters per minute", () => {
    expect(CHARS_PER_MINUTE).toBe(500);
  });
});

describe("readTimeLabel", () => {
  it.each([
    { content: "a".repeat(2000), label: "4 min read" },
    { content: "a".repeat(1999), label: "4 min read" },
    { content: "a".repeat(2001), label: "5 min read" },
    { content: "Short note.", label: "1 min read" },
    { content: "", label: "1 min read" },
  ])("$content.length characters -> '$label'", ({ content, label }) => {
    expect(readTimeLabel(content)).toBe(label);
  });
});

describe("formatReadTime", () => {
  it.each([
    { minutes: 0, label: "1 min read" },
    { minutes: 1, label: "1 min read" },
    { minutes: 12, label: "12 min read" },
    { minutes: 2.2, label: "3 min read" },
    { minutes: Number.NaN, label: "1 min read" },
  ])("$minutes -> '$label'", ({ minutes, label }) => {
    expect(formatReadTime(minutes)).toBe(label);
  });
});
