import { describe, expect, it } from "vitest";
import { sumCents, toCents } from "./cents";

describe("toCents", () => {
  it.each([
    { value: 0, cents: 0 },
    { value: 7000.000000000001, cents: 7000 }, // 100000 × 0.07 in floating point
    { value: 100000 * 0.07, cents: 7000 },
    { value: 397.79999999999995, cents: 397.8 }, // 15.6 × 25.5
    { value: 1.005, cents: 1.01 }, // stored as 1.00499999999999989…; a person rounds it up
    { value: 2.675, cents: 2.68 },
    { value: 0.125, cents: 0.13 }, // half away from zero
    { value: -0.125, cents: -0.13 },
    { value: 1234.5678, cents: 1234.57 },
    { value: -1200.004, cents: -1200 },
    { value: -0.001, cents: 0 }, // no -0
    { value: 76_300_000.00000001, cents: 76_300_000 },
    { value: Number.NaN, cents: 0 },
    { value: Number.POSITIVE_INFINITY, cents: 0 },
  ])("$value -> $cents", ({ value, cents }) => {
    expect(Object.is(toCents(value), cents)).toBe(true);
  });
});

describe("sumCents", () => {
  it("adds without floating-point drift", () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(sumCents([0.1, 0.2])).toBe(0.3);
    expect(sumCents([21000, 14976, 5184, 18000, 70000])).toBe(129160);
    expect(sumCents([])).toBe(0);
  });
});
