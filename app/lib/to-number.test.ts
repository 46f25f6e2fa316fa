import { describe, expect, it } from "vitest";
import { isBlank, toNumber } from "./to-number";

describe("toNumber", () => {
  it.each([
    { value: 42, expected: 42 },
    { value: 25.5, expected: 25.5 },
    { value: -3, expected: -3 },
    { value: 0, expected: 0 },
    { value: -0, expected: 0 }, // normalised, never -0
    { value: Number.NaN, expected: 0 },
    { value: Number.POSITIVE_INFINITY, expected: 0 },
    { value: Number.NEGATIVE_INFINITY, expected: 0 },
    { value: "42", expected: 42 },
    { value: "  42  ", expected: 42 },
    { value: "\t7\n", expected: 7 },
    { value: "25.5", expected: 25.5 },
    { value: ".5", expected: 0.5 },
    { value: "5.", expected: 5 },
    { value: "-12", expected: -12 },
    { value: "+12", expected: 12 },
    { value: "-0", expected: 0 },
    { value: "1e3", expected: 1000 },
    { value: "1,000", expected: 1000 }, // comma = thousands separator
    { value: "1,000,000", expected: 1_000_000 },
    { value: " 2,500.75 ", expected: 2500.75 },
    { value: "1,00,000", expected: 100_000 }, // Indian grouping, commas removed
    { value: "1,5", expected: 15 }, // never a decimal comma
    { value: "", expected: 0 },
    { value: "   ", expected: 0 },
    { value: "abc", expected: 0 },
    { value: "12abc", expected: 0 },
    { value: "$100", expected: 0 },
    { value: "0x1f", expected: 0 }, // Number() would say 31
    { value: "0b101", expected: 0 },
    { value: "Infinity", expected: 0 },
    { value: "NaN", expected: 0 },
    { value: "1e400", expected: 0 }, // overflows to Infinity
    { value: "1.2.3", expected: 0 },
    { value: "-", expected: 0 },
    { value: ".", expected: 0 },
    { value: undefined, expected: 0 },
    { value: null, expected: 0 },
    { value: true, expected: 0 },
    { value: {}, expected: 0 },
  ])("$value -> $expected", ({ value, expected }) => {
    expect(toNumber(value)).toBe(expected);
  });
});

describe("isBlank", () => {
  it.each([
    { value: undefined, blank: true },
    { value: null, blank: true },
    { value: "", blank: true },
    { value: "   ", blank: true },
    { value: "\n\t", blank: true },
    { value: "0", blank: false },
    { value: 0, blank: false },
    { value: "abc", blank: false },
    { value: " 5 ", blank: false },
    { value: Number.NaN, blank: false },
  ])("$value -> $blank", ({ value, blank }) => {
    expect(isBlank(value)).toBe(blank);
  });
});
