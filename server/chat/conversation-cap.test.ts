import { describe, expect, it } from "vitest";
import { charCount, fitsCap } from "./conversation-cap";

const cap = { maxMessages: 100, maxChars: 20_000 };

describe("fitsCap", () => {
  it.each([
    ["the first message", { messages: 0, chars: 0 }, 2000, true],
    ["the 100th message", { messages: 99, chars: 1000 }, 10, true],
    ["a 101st message", { messages: 100, chars: 1000 }, 1, false],
    // 10 × 1,900 = 19,000 held: a 1,000-character message ends exactly on the cap, 1,001 passes it.
    ["a message ending exactly on 20,000 characters", { messages: 10, chars: 19_000 }, 1000, true],
    ["a message one character past 20,000", { messages: 10, chars: 19_000 }, 1001, false],
    ["the 11th message of 1,900 characters", { messages: 10, chars: 19_000 }, 1900, false],
  ])("%s", (_label, held, chars, expected) => {
    expect(fitsCap(held, chars, cap)).toBe(expected);
  });
});

describe("charCount", () => {
  it.each([
    ["hello", 5],
    ["नमस्ते", 6],
    // One emoji is two UTF-16 units but one character to SQLite's and PostgreSQL's length().
    ["👋🏽 hi", 5],
  ])("%j has %i characters", (text, expected) => {
    expect(charCount(text)).toBe(expected);
  });
});
