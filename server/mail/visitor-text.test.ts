import { describe, expect, it } from "vitest";
import { greetingLine, safeGreetingName } from "./visitor-text";

const PHISHING = "Sam,\n\nYour invoice 4471 is overdue. Pay today at https://pay.example\n\nRegards";

describe("safeGreetingName", () => {
  it.each([
    ["a first name", "Sam", "Sam"],
    ["a hyphen, an accent and an apostrophe", "Ana-María O'Neil", "Ana-María O'Neil"],
    ["a typographic apostrophe", "D’Souza", "D’Souza"],
    ["Chinese", "李小龍", "李小龍"],
    ["Devanagari with its combining vowel signs", "प्रिया शर्मा", "प्रिया शर्मा"],
    ["a decomposed accent (e + U+0301)", "Rene\u0301", "Rene\u0301"],
    ["a title and initials", "Dr. J. Smith", "Dr. J. Smith"],
    ["initials without spaces", "J.R.R. Tolkien", "J.R.R. Tolkien"],
    ["surrounding spaces", "  Sam  ", "Sam"],
    ["a run of spaces inside", "Sam   Smith", "Sam Smith"],
    ["exactly 60 letters", "a".repeat(60), "a".repeat(60)],
    ["a company name", "Malwa Textiles", "Malwa Textiles"],
  ])("keeps %s", (_label, text, expected) => {
    expect(safeGreetingName(text)).toBe(expected);
  });

  it.each([
    ["the phishing paragraph", PHISHING],
    ["a new line", "Sam\nPay now"],
    ["a carriage return", "Sam\rPay"],
    ["a line separator (U+2028)", "Sam\u2028Pay"],
    ["a paragraph separator (U+2029)", "Sam\u2029Pay"],
    ["a tab", "Sam\tSmith"],
    ["a URL", "http://x.io"],
    ["a bare domain", "www.evil.com"],
    ["a short domain", "x.io"],
    ["a domain after a name", "Sam evil.com"],
    ["digits only", "12345"],
    ["a digit in a name", "Sam 2"],
    ["61 letters", "a".repeat(61)],
    ["empty", ""],
    ["spaces only", "   "],
    ["punctuation only", "'.-"],
    ["a comma", "Smith, Sam"],
    ["an at sign", "sam@example.com"],
    ["angle brackets", "<b>Sam</b>"],
    ["a non-breaking space", "Sam\u00a0Smith"],
    ["a zero-width joiner between letters", "Sa\u200dm"],
    ["a right-to-left override", "Sam\u202Emoc.live"],
    ["not a string", 42],
    ["null", null],
  ])("drops %s", (_label, text) => {
    expect(safeGreetingName(text)).toBeNull();
  });
});

describe("greetingLine", () => {
  it.each([
    ["Sam", "Hello Sam,"],
    ["李小龍", "Hello 李小龍,"],
    [PHISHING, "Hello,"],
    ["http://x.io", "Hello,"],
    [undefined, "Hello,"],
  ])("greets %j as %j", (name, expected) => {
    expect(greetingLine(name)).toBe(expected);
  });
});
