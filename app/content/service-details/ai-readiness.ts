import { contactLink } from "./links";
import type { ReadinessContent } from "./types";

const ASSESSMENT_REQUEST = contactLink(
  "IT Consultancy",
  "I'd like an AI readiness assessment for my company. Please share the next available start date.",
);

export const aiReadiness: ReadinessContent = {
  hero: {
    badge: "AI Readiness Service",
    actions: [
      { label: "Book a Readiness Assessment", to: ASSESSMENT_REQUEST },
      { label: "Get Started", to: "/get-started" },
    ],
  },
  tabs: [
    { id: "overview", label: "Overview" },
    { id: "methodology", label: "Methodology" },
    { id: "benefits", label: "Benefits" },
    { id: "case-studies", label: "Case Studies" },
  ],
  overview: {
    title: "Know where you stand before you invest",
    paragraphs: [
      "Most AI projects that stall do so for reasons that were visible on day one: data spread across systems nobody owns, no budget line for running models after launch, or teams who were never asked what they need. Our readiness assessment finds those gaps first.",
      "Over two to three weeks our consultants interview your leaders, inspect your data and platforms, and score your organisation on six dimensions. You receive a readiness score, a ranked list of use cases you can start now, and a plan for the gaps that would block the rest.",
    ],
    dimensions: [
      {
        title: "Strategy and leadership",
        description: "Clear business goals for AI, an executive sponsor and a budget that covers running costs.",
      },
      {
        title: "Data foundations",
        description: "Quality, ownership and accessibility of the data your first use cases depend on.",
      },
      {
        title: "Technology and platforms",
        description: "Cloud, integration and security capabilities to deploy and monitor models in production.",
      },
      {
        title: "People and skills",
        description: "Data, engineering and product skills in house, and where training or partners fill the gap.",
      },
      {
        title: "Processes and operations",
        description: "Workflows that are documented and measured, so automation has a baseline to improve on.",
      },
      {
        title: "Governance and risk",
        description: "Policies for privacy, model risk and responsible use, including India's DPDP Act.",
      },
    ],
  },
  methodology: {
    title: "Four steps from assessment to scale",
    intro: "Open a step to see what happens in it, how long it takes and what you have at the end.",
    steps: [
      {
        step: "01",
        title: "Assess",
        desc: "We measure your current AI maturity across strategy, data, technology, people, processes and governance.",
        features: [
          "Stakeholder interviews with leadership and process owners",
          "Data inventory and quality sampling of key systems",
          "Infrastructure and security review",
          "Readiness scorecard benchmarked against your industry",
        ],
        duration: "2-3 weeks",
        outcome: "A readiness score with the gaps that matter, ranked by business impact.",
      },
      {
        step: "02",
        title: "Strategy",
        desc: "We turn the findings into a prioritised AI roadmap tied to revenue, cost and risk targets.",
        features: [
          "Use-case long list scored for value and feasibility",
          "Business case and ROI model for the top three",
          "Target architecture and build-versus-buy decisions",
          "Governance model and responsible AI policy",
        ],
        duration: "3-4 weeks",
        outcome: "A 12-month roadmap your board can approve, with budget and owners.",
      },
      {
        step: "03",
        title: "Build",
        desc: "We deliver the first use cases as production systems, not slideware, working alongside your team.",
        features: [
          "Data pipelines and feature stores for the chosen use cases",
          "Model development, evaluation and human review flows",
          "Integration with your CRM, ERP or customer channels",
          "Security testing and go-live support",
        ],
        duration: "8-12 weeks",
        outcome: "Live AI solutions measured against the baseline agreed in the strategy step.",
      },
      {
        step: "04",
        title: "Scale",
        desc: "We help you repeat the success across teams while keeping models accurate, safe and affordable.",
        features: [
          "MLOps: monitoring, drift alerts and retraining",
          "Centre of excellence set-up and playbooks",
          "Team training and certification paths",
          "Quarterly value reviews and roadmap updates",
        ],
        duration: "Ongoing",
        outcome: "An organisation that launches new AI use cases on its own, with results tracked.",
      },
    ],
  },
  benefits: {
    title: "What a readiness assessment gives you",
    items: [
      {
        title: "Fewer failed pilots",
        description: "Blocking gaps in data, skills or governance are found before money is spent on models.",
      },
      {
        title: "A business case finance accepts",
        description: "Every recommended use case comes with costs, benefits and a payback period.",
      },
      {
        title: "Faster time to value",
        description: "You start with use cases your data can support today, so first results arrive in months.",
      },
      {
        title: "Leadership alignment",
        description: "One shared scorecard replaces competing opinions about where AI should start.",
      },
      {
        title: "Lower risk",
        description: "Privacy, security and model risks are mapped with owners and controls from the start.",
      },
      {
        title: "An independent view",
        description: "Vendor-neutral advice: we recommend what fits your stack, not what we resell.",
      },
    ],
  },
  caseStudies: {
    title: "Readiness assessments in practice",
    intro: "Sample engagements; client names are withheld at their request.",
    items: [
      {
        client: "Regional hospital network, 1,200 beds",
        challenge: "Three AI pilots had stalled because patient data sat in five systems with no shared identifiers.",
        approach:
          "A three-week assessment mapped data ownership, scored 14 candidate use cases and set up a master patient index as the first step.",
        results: [
          "Readiness score raised from 2.1 to 3.6 out of 5 in six months",
          "Discharge-summary assistant live in 10 weeks",
        ],
      },
      {
        client: "Mid-sized NBFC, 300 branches",
        challenge: "Leadership wanted AI credit scoring but could not tell whether their data supported it.",
        approach:
          "We sampled five years of loan data, found gaps in repayment history and designed a compliant data pipeline before modelling.",
        results: [
          "Loan approval time cut from 4 days to 6 hours",
          "Default rate on new loans down 18% in the first year",
        ],
      },
      {
        client: "Auto-components manufacturer, 3 plants",
        challenge: "A predictive-maintenance vendor quoted a year-long project with no clear payback.",
        approach:
          "The assessment showed sensor data was already sufficient on two lines, so we started there and deferred the rest.",
        results: [
          "Unplanned downtime down 31% on the first two lines",
          "Project payback in 7 months instead of 2 years",
        ],
      },
    ],
  },
  cta: {
    title: "Find out how ready you are for AI",
    description:
      "Book a readiness assessment and receive your scorecard, your first three use cases and a plan for the gaps within three weeks.",
    primary: { label: "Book a Readiness Assessment", to: ASSESSMENT_REQUEST },
    secondary: { label: "Get Started", to: "/get-started" },
  },
};
