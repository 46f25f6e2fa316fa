import { describe, expect, it } from "vitest";
import { clampStep, moveStep, restoreWizard } from "./wizard-state";

describe("moveStep", () => {
  it.each([
    { step: 0, delta: -1, last: 6, next: 0 }, // Back on the first step stays
    { step: 0, delta: 1, last: 6, next: 1 },
    { step: 5, delta: 1, last: 6, next: 6 },
    { step: 6, delta: 1, last: 6, next: 6 }, // Next on the last step stays
    { step: 4, delta: 1, last: 4, next: 4 },
    { step: 5, delta: 1, last: 5, next: 5 }, // benchmark: Next capped at 5
    { step: 3, delta: -1, last: 5, next: 2 },
  ])("$step + $delta within 0..$last -> $next", ({ step, delta, last, next }) => {
    expect(moveStep(step, delta, last)).toBe(next);
  });
});

describe("clampStep", () => {
  it.each([
    [-3, 0],
    [2.7, 2],
    [99, 6],
    [Number.NaN, 0],
  ])("%s -> %s", (step, clamped) => expect(clampStep(step, 6)).toBe(clamped));
});

describe("restoreWizard", () => {
  const defaults = { industry: "", supportTickets: "", reportDays: 3 };

  it("restores known fields, the step and the results flag", () => {
    expect(
      restoreWizard({ step: 2, values: { industry: "Legal", reportDays: 5 }, showResults: true }, defaults, 6),
    ).toEqual({ step: 2, values: { industry: "Legal", supportTickets: "", reportDays: 5 }, showResults: true });
  });

  it("drops unknown keys, odd values and out-of-range steps", () => {
    expect(
      restoreWizard(
        { step: 42, values: { admin: true, supportTickets: { $gt: 1 }, industry: "x".repeat(41), reportDays: null } },
        defaults,
        4,
      ),
    ).toEqual({ step: 4, values: defaults, showResults: false });
  });

  it.each([null, "text", 5])("ignores a draft that is not an object (%s)", (saved) => {
    expect(restoreWizard(saved, defaults, 6)).toBeNull();
  });
});
