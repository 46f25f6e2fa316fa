import { COMPANY_SIZES } from "~/content/calculators";
import { companyBasicsFields, type StepSpec } from "~/features/calculators/shared/field-specs";
import { COI_INDUSTRIES, type CoiNumberField } from "./coi";

type CoiField = CoiNumberField | "industry" | "companySize";

/** The five Cost of Inaction steps, 0 to 4; step 3 reviews and calculates, step 4 is the result. */
export const COI_STEPS: readonly StepSpec<CoiField>[] = [
  {
    title: "Company Profile",
    description: "Start with the basics. Revenue matters: customers drift to competitors who answer faster.",
    fields: [
      ...companyBasicsFields(COI_INDUSTRIES, COMPANY_SIZES),
      {
        kind: "number",
        name: "annualRevenue",
        label: "Annual revenue (USD)",
        format: "money",
        hint: "We count 7% of it as revenue at risk from churn.",
      },
    ],
  },
  {
    title: "Support & Operations",
    description: "Manual support and back-office work cost the same every month you wait.",
    fields: [
      { kind: "number", name: "supportTickets", label: "Support tickets per month", format: "count" },
      {
        kind: "number",
        name: "supportCostPerTicket",
        label: "Average cost per ticket (USD)",
        format: "money",
        hint: "Keep $10 if you are not sure.",
      },
      { kind: "number", name: "employeesManual", label: "Employees doing repetitive manual work", format: "count" },
      {
        kind: "number",
        name: "hourlyCost",
        label: "Average hourly cost of an employee (USD)",
        format: "money",
        hint: "Salary plus overheads, per hour.",
      },
    ],
  },
  {
    title: "Reporting & Innovation",
    description: "Slow reports delay decisions; slow content delays launches.",
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
        name: "contentLaunchesPerYear",
        label: "Campaigns or content launches per year",
        format: "count",
        hint: "Keep 12 if you are not sure.",
      },
      {
        kind: "number",
        name: "avgContentValue",
        label: "Average value of a launch (USD)",
        format: "money",
        hint: "Revenue or pipeline one launch brings. Keep $1,000 if you are not sure.",
      },
    ],
  },
  {
    title: "Calculate",
    description: "Check your answers, then calculate what a year without AI costs you.",
    fields: [],
  },
  {
    title: "Results",
    description: "What standing still costs your business, line by line.",
    fields: [],
  },
];

export const COI_LAST_STEP = COI_STEPS.length - 1;
export const COI_CALCULATE_STEP = COI_LAST_STEP - 1;
