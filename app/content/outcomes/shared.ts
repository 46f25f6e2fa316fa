/**
 * Pieces shared by the five outcome pages. Import pages and the timeline from ../outcomes.
 */
import type { OutcomePage } from "../types";

/**
 * Identity helper that type-checks a page: `defaultSolution` must be the id of one of its solutions.
 */
export function defineOutcomePage<const Id extends string>(page: OutcomePage<Id>): OutcomePage<Id> {
  return page;
}

/** The money-back claim shown in every outcome page's call to action. */
export const guarantee = "Measurable results within 90 days, or your money back.";

export const strategyCallButton = { label: "Book Strategy Call", to: "/get-started" } as const;
