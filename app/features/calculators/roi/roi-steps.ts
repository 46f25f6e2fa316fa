import { companyBasicsFields, type StepSpec } from "~/features/calculators/shared/field-specs";
import { COMPANY_SIZES, ROI_INDUSTRIES, type RoiNumberField } from "./roi";

type RoiField = RoiNumberField | "industry" | "companySize";

/** The seven ROI steps, 0 to 6; Calculate on step 6 shows the results. */
export const ROI_STEPS: readonly StepSpec<RoiField>[] = [
  {
    title: "Welcome",
    description:
      "Find out what AI could save your business in a year. Six short sections on your company, support, operations, reporting, budget and marketing take about three minutes; you get annual savings, ROI and payback period at the end.",
    fields: [],
  },
  {
    title: "Company Profile",
    description: "Tell us who you are so our consultants can compare you with similar businesses.",
    fields: [
      ...companyBasicsFields(ROI_INDUSTRIES, COMPANY_SIZES),
      {
        kind: "number",
        name: "revenue",
        label: "Annual revenue (USD)",
        format: "money",
        hint: "Optional. Helps us size the opportunity; the savings estimate does not depend on it.",
      },
    ],
  },
  {
    title: "Customer Support",
    description: "AI assistants answer routine questions and draft replies, so agents handle fewer tickets.",
    fields: [
      { kind: "number", name: "supportTickets", label: "Support tickets per month", format: "count" },
      {
        kind: "number",
        name: "supportCostPerTicket",
        label: "Average cost per ticket (USD)",
        format: "money",
        hint: "Agent time plus tools. Keep $10 if you are not sure.",
      },
    ],
  },
  {
    title: "Operations & Workforce",
    description: "Data entry, reconciliation and document handling are the first tasks automation takes over.",
    fields: [
      { kind: "number", name: "manualEmployees", label: "Employees doing repetitive manual work", format: "count" },
      {
        kind: "number",
        name: "manualHoursWeekly",
        label: "Hours each spends on manual tasks per week",
        format: "count",
        unit: "hours",
      },
      {
        kind: "number",
        name: "hourlyCost",
        label: "Average hourly cost of an employee (USD)",
        format: "money",
        hint: "Salary plus overheads, per hour. Also used for reporting time.",
      },
    ],
  },
  {
    title: "Decision-Making & Reporting",
    description: "Automated dashboards and AI summaries turn days of report preparation into hours.",
    fields: [
      {
        kind: "slider",
        name: "reportDays",
        label: "Days to prepare a management report",
        min: 0,
        max: 10,
        unit: "days",
      },
      {
        kind: "number",
        name: "delayCost",
        label: "Cost of a delayed decision (USD)",
        format: "money",
        hint: "Optional. Shared with our consultants; the savings estimate does not use it.",
      },
    ],
  },
  {
    title: "AI Investment",
    description: "What you expect to spend on AI in the first year: build, licences, integration and training.",
    fields: [
      {
        kind: "number",
        name: "investment",
        label: "Planned AI investment (USD)",
        format: "money",
        hint: "Leave blank and we assume the greater of $25,000 and 20% of your yearly savings.",
      },
    ],
  },
  {
    title: "Marketing & Innovation",
    description: "Generative AI multiplies content output: drafts, variants, translations and product copy.",
    fields: [
      { kind: "number", name: "contentPerMonth", label: "Marketing content pieces per month", format: "count" },
      {
        kind: "number",
        name: "contentCost",
        label: "Average cost per piece (USD)",
        format: "money",
        hint: "Writing, design and review. Keep $500 if you are not sure.",
      },
    ],
  },
];

export const ROI_LAST_STEP = ROI_STEPS.length - 1;

/** What the Welcome step says the visitor will be asked. */
export const ROI_WELCOME_POINTS = [
  "Customer support: tickets a month and what each one costs",
  "Operations: people doing manual work, their hours and hourly cost",
  "Reporting: how long a management report takes",
  "Marketing: content you produce and what a piece costs",
];
