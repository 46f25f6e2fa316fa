import { companyBasicsFields, type StepSpec } from "~/features/calculators/shared/field-specs";
import {
  AUTO_HANDLING_OPTIONS,
  BENCHMARK_HINTS,
  BENCHMARK_INDUSTRIES,
  BENCHMARK_SIZES,
  type BenchmarkNumberField,
} from "./benchmark";

type BenchmarkField = BenchmarkNumberField | "industry" | "companySize" | "autoHandlingPct";

/** Steps 0 to 5: intro, four question steps, results. */
export const BENCHMARK_STEPS: readonly StepSpec<BenchmarkField>[] = [
  {
    title: "How does your business compare?",
    description:
      "Answer eight quick questions about support, operations, reporting and go-to-market. We score you in four areas, compare you with industry peers and show where AI pays off first.",
    fields: [],
  },
  {
    title: "Company Basics",
    description: "We compare you with companies of a similar industry and size.",
    fields: [...companyBasicsFields(BENCHMARK_INDUSTRIES, BENCHMARK_SIZES)],
  },
  {
    title: "Customer Support Metrics",
    description: "How quickly customers hear back, and how much of that is automated today.",
    hint: BENCHMARK_HINTS.support,
    fields: [
      { kind: "number", name: "ticketsPerMonth", label: "Support tickets per month", format: "count" },
      {
        kind: "number",
        name: "responseTimeHrs",
        label: "Average first response time (hours)",
        format: "count",
        unit: "hours",
      },
      {
        kind: "choice",
        name: "autoHandlingPct",
        label: "Share of tickets handled automatically",
        options: AUTO_HANDLING_OPTIONS,
      },
    ],
  },
  {
    title: "Operations & Decisions",
    description: "Time spent on manual work and on preparing the numbers leaders decide with.",
    hint: BENCHMARK_HINTS.operations,
    fields: [
      {
        kind: "number",
        name: "manualHoursPerWeek",
        label: "Manual hours per employee per week",
        format: "count",
        unit: "hours",
      },
      {
        kind: "slider",
        name: "reportDays",
        label: "Days to prepare a management report",
        min: 0,
        max: 10,
        unit: "days",
      },
    ],
  },
  {
    title: "Innovation & Go-to-Market",
    description: "How much you publish and how fast new products and campaigns reach the market.",
    hint: BENCHMARK_HINTS.innovation,
    fields: [
      { kind: "number", name: "contentPerMonth", label: "Content pieces published per month", format: "count" },
      {
        kind: "number",
        name: "timeToLaunchMonths",
        label: "Months from idea to launch",
        format: "count",
        unit: "months",
        hint: "Leave blank if you have not launched anything recently.",
      },
    ],
  },
  {
    title: "Your AI Benchmark",
    description: "Your scores in four areas, your key numbers against peers, and where to start.",
    fields: [],
  },
];

export const BENCHMARK_LAST_STEP = BENCHMARK_STEPS.length - 1;
export const BENCHMARK_SUBMIT_STEP = BENCHMARK_LAST_STEP - 1;

/** What the intro step says the benchmark covers. */
export const BENCHMARK_INTRO_POINTS = [
  "Customer support: response time and automation",
  "Operations: manual hours and reporting speed",
  "Innovation: content output and time to market",
  "A score out of 100 against industry peers, with a free PDF report",
];
