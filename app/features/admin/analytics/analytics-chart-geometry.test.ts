import { describe, expect, it } from "vitest";
import { linePoints, niceMax } from "~/features/admin/analytics/analytics-chart-geometry";

describe("niceMax", () => {
  it.each([
    [0, 1],
    [1, 1],
    [2, 2],
    [3, 5],
    [7, 10],
    [10, 10],
    [11, 20],
    [48, 50],
    [51, 100],
    [120, 200],
    [999, 1000],
  ])("%d → %d", (max, expected) => {
    expect(niceMax(max)).toBe(expected);
  });
});

describe("linePoints", () => {
  it.each([
    // 3 values across 100 wide, 50 high, scale top 10: x = 0, 50, 100; y = 50 - v/10 × 50.
    [[0, 5, 10], 100, 50, 10, "0,50 50,25 100,0"],
    [[2], 100, 50, 10, "50,40"],
    [[1, 3], 60, 30, 4, "0,22.5 60,7.5"],
    [[], 100, 50, 10, ""],
  ])("%j in %d×%d, top %d → %s", (values, width, height, top, expected) => {
    expect(linePoints(values, width, height, top)).toBe(expected);
  });
});
