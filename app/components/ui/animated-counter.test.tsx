import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AnimatedCounter, counterValueAt } from "./animated-counter";

describe("counterValueAt (ease-out cubic over 2 s)", () => {
  it.each([
    // elapsed, target, expected: target × (1 − (1 − t)³), rounded
    [0, 500, 0],
    [-50, 500, 0],
    [1000, 500, 438], // t = 0.5 → 1 − 0.125 = 0.875 → 437.5 → 438
    [500, 99, 57], // t = 0.25 → 1 − 0.421875 = 0.578125 → 57.23 → 57
    [1500, 50, 49], // t = 0.75 → 1 − 0.015625 = 0.984375 → 49.2 → 49
    [2000, 500, 500],
    [5000, 99, 99],
  ])("%i ms toward %i → %i", (elapsed, target, expected) => {
    expect(counterValueAt(elapsed, target)).toBe(expected);
  });

  it("keeps decimals when asked", () => {
    expect(counterValueAt(1000, 3.5, 2000, 1)).toBe(3.1); // 3.5 × 0.875 = 3.0625 → 3.1
  });
});

describe("AnimatedCounter", () => {
  it("gives screen readers the settled value once and hides the moving digits", () => {
    render(<AnimatedCounter value={500} suffix="+" />);
    expect(screen.getByText("500+", { selector: ".sr-only" })).toBeInTheDocument();
    expect(screen.getByTestId("counter")).toHaveAttribute("aria-hidden", "true");
  });
});
