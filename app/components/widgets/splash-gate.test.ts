import { describe, expect, it } from "vitest";
import { SPLASH_TOTAL_MS, splashFrame } from "./splash-gate";

describe("splashFrame", () => {
  it("lasts 3000 ms in all", () => expect(SPLASH_TOTAL_MS).toBe(3000));

  it.each([
    // elapsed, progress (2 points per 50 ms), icon (every 200 ms, 4 icons), done
    [0, 0, 0, false],
    [49, 0, 0, false],
    [50, 2, 0, false],
    [199, 6, 0, false],
    [200, 8, 1, false],
    [1250, 50, 2, false], // 25 steps × 2; 1250/200 = 6 → 6 % 4 = 2
    [2450, 98, 0, false], // 49 steps; 2450/200 = 12 → 0
    [2500, 100, 0, false],
    [2999, 100, 2, false], // 2999/200 = 14 → 2; completion waits 500 ms after 100
    [3000, 100, 3, true],
    [9000, 100, 1, true], // 45 % 4 = 1
    [-10, 0, 0, false],
  ])("at %i ms: %i%%, icon %i, done %s", (elapsed, progress, icon, done) => {
    expect(splashFrame(elapsed, 4)).toEqual({ progress, icon, done });
  });
});
