import { describe, expect, it } from "vitest";
import { formatMoney, formatPercent } from "./money";

describe("formatMoney", () => {
  it.each([
    { value: 0, text: "$0" },
    { value: 5, text: "$5" },
    { value: 999, text: "$999" },
    { value: 1000, text: "$1,000" },
    { value: 2999, text: "$2,999" },
    { value: 42000, text: "$42,000" },
    { value: 97056, text: "$97,056" },
    { value: 1234567.89, text: "$1,234,568" }, // rounds up from .89
    { value: 397.8, text: "$398" },
    { value: 397.4, text: "$397" },
    { value: 0.5, text: "$1" }, // Math.round rounds half up
    { value: 105_000_000, text: "$105,000,000" },
    { value: -1200, text: "-$1,200" },
    { value: -25000, text: "-$25,000" },
    { value: -1234.6, text: "-$1,235" },
    { value: -0.4, text: "$0" }, // Math.round gives -0, shown without a sign
    { value: -0.5, text: "$0" }, // Math.round(-0.5) is -0
    { value: -0, text: "$0" },
    { value: Number.NaN, text: "$0" },
    { value: Number.POSITIVE_INFINITY, text: "$0" },
    { value: Number.NEGATIVE_INFINITY, text: "$0" },
  ])("$value -> $text", ({ value, text }) => {
    expect(formatMoney(value)).toBe(text);
  });
});

describe("formatPercent", () => {
  it.each([
    { value: 0, text: "0%" },
    { value: 288.224, text: "288%" },
    { value: 400, text: "400%" },
    { value: -16, text: "-16%" },
    { value: -98.4, text: "-98%" },
    { value: 1500, text: "1,500%" },
    { value: 12.5, text: "13%" },
    { value: -0.2, text: "0%" },
    { value: Number.NaN, text: "0%" },
    { value: Number.POSITIVE_INFINITY, text: "0%" },
  ])("$value -> $text", ({ value, text }) => {
    expect(formatPercent(value)).toBe(text);
  });
});
