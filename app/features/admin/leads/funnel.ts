import { FUNNEL_STEPS, type FunnelCounts, type FunnelRow } from "./lead-sources-types";

// The funnel's conversion maths (issue #39), shared by the server's report and its tests: each step
// over the step before it, and visitors to won overall. Nothing to divide by gives null (shown "–"),
// never 0% or Infinity.

/** a ÷ b, or null when b is 0. */
export function ratio(a: number, b: number): number | null {
  return b > 0 ? a / b : null;
}

/** A group's funnel row from its counts. */
export function funnelRow(key: string, c: FunnelCounts): FunnelRow {
  return {
    key,
    steps: FUNNEL_STEPS.map((step, i) => ({
      step,
      count: c[step],
      rate: i === 0 ? null : ratio(c[step], c[FUNNEL_STEPS[i - 1]]),
    })),
    overall: ratio(c.won, c.visitors),
    qualifiedValue: c.qualifiedValue,
    wonValue: c.wonValue,
  };
}
