import { describe, expect, it } from "vitest";
import { nextStepSize } from "./step-size";

describe("nextStepSize", () => {
  it.each([
    // size, ms the step took, next size
    [1000, 12, 500],
    [1000, 4.5, 500],
    [1000, 4, 1000],
    [1000, 1, 1000],
    [1000, 0.9, 2000],
    [2000, 0.1, 2000],
    [30, 50, 20],
    [20, 50, 20],
  ])("after %i rows in %s ms, the next step takes %i", (size, ms, next) => {
    expect(nextStepSize(size, ms)).toBe(next);
  });
});
