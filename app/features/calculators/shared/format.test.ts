import { describe, expect, it } from "vitest";
import type { FieldSpec } from "./field-specs";
import { describeAnswer, formatCount, formatEnteredMoney, withUnit } from "./format";

describe("formatCount", () => {
  it.each([
    [0, "0"],
    [1000, "1,000"],
    [3.5, "3.5"],
    [2.675, "2.68"],
    [-0, "0"],
    [-0.001, "0"],
    [Number.NaN, "0"],
  ])("%s -> %s", (value, text) => expect(formatCount(value)).toBe(text));
});

describe("withUnit", () => {
  it("uses the singular for exactly one", () => {
    expect(withUnit(1, "days")).toBe("1 day");
    expect(withUnit(0, "days")).toBe("0 days");
    expect(withUnit(3.5, "hours")).toBe("3.5 hours");
  });
});

describe("formatEnteredMoney", () => {
  it.each([
    [10, "$10"],
    [12.5, "$12.50"],
    [1234.567, "$1,234.57"],
    [25000, "$25,000"],
    [-0.001, "$0.00"],
    [Number.POSITIVE_INFINITY, "$0"],
  ])("%s -> %s", (value, text) => expect(formatEnteredMoney(value)).toBe(text));
});

describe("describeAnswer", () => {
  const money: FieldSpec = { kind: "number", name: "x", label: "Cost", format: "money" };
  const hours: FieldSpec = { kind: "number", name: "x", label: "Hours", format: "count", unit: "hours" };
  const count: FieldSpec = { kind: "number", name: "x", label: "Tickets", format: "count" };
  const slider: FieldSpec = { kind: "slider", name: "x", label: "Days", min: 0, max: 10, unit: "days" };
  const select: FieldSpec = { kind: "select", name: "x", label: "Industry", options: ["Legal"], placeholder: "Pick" };

  it.each([
    { field: money, raw: "1,500", text: "$1,500" },
    { field: money, raw: "", text: "Not provided" },
    { field: money, raw: "abc", text: "$0" },
    { field: hours, raw: "1", text: "1 hour" },
    { field: count, raw: 2500, text: "2,500" },
    { field: slider, raw: "", text: "0 days" },
    { field: slider, raw: 3, text: "3 days" },
    { field: select, raw: "Legal", text: "Legal" },
    { field: select, raw: "", text: "Not specified" },
  ])("$field.label $raw -> $text", ({ field, raw, text }) => expect(describeAnswer(field, raw)).toBe(text));
});
