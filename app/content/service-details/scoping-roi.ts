import type { ScopingContent } from "./types";

export const scopingRoi: ScopingContent = {
  hero: {
    badge: "Project Scoping & ROI",
    actions: [
      { label: "Book a Scoping Sprint", to: "/get-started" },
      { label: "Try the ROI Calculator", to: "/roi-calculator" },
    ],
  },
  benefits: {
    title: "Why scope before you build",
    items: [
      {
        title: "A budget you can defend",
        description:
          "Costs are estimated from a real solution design, not a guess, with ranges and assumptions written down.",
      },
      {
        title: "Risks found early",
        description: "Data gaps, integration hurdles and compliance questions surface in week one, not month six.",
      },
      {
        title: "One shared definition of done",
        description: "Business, IT and finance agree on scope, success metrics and what is out of scope.",
      },
      {
        title: "An ROI model finance signs off",
        description: "Benefits, costs and payback modelled in a spreadsheet your finance team can audit and adjust.",
      },
    ],
  },
  sprint: {
    title: "The three-week scoping sprint",
    intro: "Fifteen business days, three steps, one decision-ready proposal.",
    totalDays: 15,
    steps: [
      {
        week: "Week 1",
        days: "Days 1-5",
        title: "Discovery & Alignment",
        description: "We understand the problem, the people involved and the numbers behind it.",
        activities: [
          "Kickoff workshop with sponsors and process owners",
          "Current process mapping and baseline metrics",
          "Data and systems walkthrough",
          "Agreed success criteria",
        ],
      },
      {
        week: "Week 2",
        days: "Days 6-10",
        title: "Solution Blueprint",
        description: "We design the solution and test the riskiest assumptions before anyone writes production code.",
        activities: [
          "Solution architecture and integration design",
          "Proof-of-concept on a sample of your data",
          "Build, buy or partner options compared",
          "Delivery plan with team and milestones",
        ],
      },
      {
        week: "Week 3",
        days: "Days 11-15",
        title: "ROI Modeling",
        description: "We model costs, benefits and risks over three years and present the result to your leadership.",
        activities: [
          "Cost model: build, run and change",
          "Benefit model tied to the baseline",
          "Sensitivity and scenario analysis",
          "Executive read-out and go or no-go decision",
        ],
      },
    ],
  },
  counters: {
    title: "What scoping changes",
    intro: "Measured across projects that started with our scoping sprint.",
    items: [
      {
        value: 38,
        suffix: "%",
        label: "Fewer budget overruns",
        desc: "Than comparable projects started without a scoping sprint.",
      },
      {
        value: 27,
        suffix: "%",
        label: "Shorter delivery",
        desc: "Because scope, data and integrations were settled up front.",
      },
      {
        value: 82,
        suffix: "%",
        label: "Hit their ROI target",
        desc: "Of scoped projects met or beat the modelled return in year one.",
      },
    ],
  },
  deliverables: {
    title: "What you receive",
    items: [
      { title: "Scope document", description: "Goals, requirements, priorities and what is explicitly out of scope." },
      { title: "Solution architecture", description: "Components, integrations, data flows and security design." },
      { title: "Proof-of-concept results", description: "Evidence from your own data that the approach works." },
      { title: "ROI model", description: "A three-year spreadsheet model with payback, NPV and scenarios." },
      { title: "Delivery plan", description: "Milestones, team, budget range and a risk register." },
      { title: "Executive presentation", description: "A decision-ready deck for your board or investment committee." },
    ],
  },
  cta: {
    title: "Turn your AI idea into a funded project",
    description: "Book a scoping sprint, or estimate the return yourself first with our ROI calculator.",
    primary: { label: "Get Started", to: "/get-started" },
    secondary: { label: "Open the ROI Calculator", to: "/roi-calculator" },
  },
};
