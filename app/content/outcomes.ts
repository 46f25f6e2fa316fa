/**
 * The five outcome pages, in navigation order, and the implementation timeline all of them show.
 */
import { accelerateDecisions } from "./outcomes/accelerate-decisions";
import { enhanceCustomerExperience } from "./outcomes/enhance-customer-experience";
import { improveEfficiency } from "./outcomes/improve-efficiency";
import { increaseRevenue } from "./outcomes/increase-revenue";
import { reduceCosts } from "./outcomes/reduce-costs";
import type { OutcomePage, OutcomeSlug, TimelinePhase, Tuple } from "./types";

export { guarantee, strategyCallButton } from "./outcomes/shared";
export { accelerateDecisions, enhanceCustomerExperience, improveEfficiency, increaseRevenue, reduceCosts };

/** The same implementation timeline is shown on every outcome page. */
export const implementationTimeline: Tuple<TimelinePhase, 4> = [
  {
    week: "Week 1-2",
    title: "Analysis & Strategy",
    description: "We audit your data and processes, set the baseline and agree the target metric.",
  },
  {
    week: "Week 3-6",
    title: "Development & Testing",
    description: "We build, integrate and test the solution on your real data in a safe environment.",
  },
  {
    week: "Week 7-8",
    title: "Deployment & Training",
    description: "We launch to production and train your team to use and own the new workflow.",
  },
  {
    week: "Week 9-12",
    title: "Optimization & Results",
    description: "We tune performance, measure the gain against the baseline and plan the next step.",
  },
];

export const timelineSection = {
  title: "Implementation timeline",
  subtitle: "From kickoff to measured results in 12 weeks.",
} as const;

export const processSection = {
  title: "How we deliver",
  subtitle: "A proven four-step process that keeps risk low and results visible.",
  stepLabel: "Step",
} as const;

/** Accessible name of the four stat tiles in each hero. */
export const statsSection = { label: "Typical results for our clients" } as const;

export const solutionsSection = {
  title: "Choose your solution",
  subtitle: "Three proven ways to reach this outcome. Select one to see what it delivers.",
  labels: { outcome: "Outcome", technology: "Technology", roi: "Impact", features: "Key features" },
} as const;

/** The five pages in navigation order. */
export const outcomePages: OutcomePage[] = [
  increaseRevenue,
  reduceCosts,
  improveEfficiency,
  enhanceCustomerExperience,
  accelerateDecisions,
];

export function getOutcomePage(slug: OutcomeSlug): OutcomePage {
  const page = outcomePages.find((p) => p.slug === slug);
  if (!page) throw new Error(`Unknown outcome page: ${slug}`);
  return page;
}
