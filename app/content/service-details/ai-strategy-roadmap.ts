import { brochureLink, contactLink } from "./links";
import type { StrategyContent } from "./types";

const phaseLink = (n: string, title: string) =>
  contactLink(
    "IT Consultancy",
    `I'd like to get started with Phase ${n} (${title}) of your AI Strategy & Roadmap service. Please suggest a time to discuss scope.`,
  );

export const aiStrategyRoadmap: StrategyContent = {
  hero: {
    badge: "Strategic AI Transformation",
    actions: [
      { label: "Download Brochure", to: brochureLink("IT Consultancy", "AI Strategy & Roadmap") },
      { label: "Book a Strategy Call", to: "/get-started" },
    ],
  },
  phases: {
    title: "A roadmap in four phases",
    intro: "Choose a phase to see what we do in it, how long it takes and what you receive.",
    items: [
      {
        id: "discovery",
        label: "Phase 01",
        title: "Discovery & Assessment",
        duration: "2-4 weeks",
        description:
          "We learn how your business makes money, where time and margin are lost, and how ready your data and teams are for AI. Interviews, workshops and a review of your systems give us a fact base rather than assumptions.",
        deliverables: [
          "Current-state assessment of data, platforms and skills",
          "Stakeholder interview summary and pain-point map",
          "AI maturity score benchmarked against your industry",
          "Long list of 20-40 candidate use cases",
        ],
        color: "bg-blue-700",
        action: { label: "Get Started with Phase 01", to: phaseLink("01", "Discovery & Assessment") },
      },
      {
        id: "strategy",
        label: "Phase 02",
        title: "Strategy Design",
        duration: "3-5 weeks",
        description:
          "We score every candidate use case for value, feasibility and risk, build business cases for the strongest, and define the target architecture and operating model that will carry them.",
        deliverables: [
          "Prioritised use-case portfolio with value and effort scores",
          "Business cases and ROI models for the top five",
          "Target data and AI architecture",
          "Operating model: roles, governance and build-versus-buy choices",
        ],
        color: "bg-violet-700",
        action: { label: "Get Started with Phase 02", to: phaseLink("02", "Strategy Design") },
      },
      {
        id: "roadmap",
        label: "Phase 03",
        title: "Roadmap Development",
        duration: "4-6 weeks",
        description:
          "We sequence the portfolio into a realistic delivery plan with budgets, milestones and owners, and shape the first pilot so it can start the week the roadmap is approved.",
        deliverables: [
          "18-month roadmap with quarterly milestones",
          "Budget and resourcing plan, including hiring and partners",
          "Pilot charter with success metrics and baseline",
          "Risk register and responsible-AI controls",
        ],
        color: "bg-emerald-700",
        action: { label: "Get Started with Phase 03", to: phaseLink("03", "Roadmap Development") },
      },
      {
        id: "execution",
        label: "Phase 04",
        title: "Execution & Optimisation",
        duration: "Ongoing",
        description:
          "We stay with you as the roadmap turns into running systems: delivering pilots, measuring value against the baseline, and updating priorities each quarter as results and the market change.",
        deliverables: [
          "Pilot delivery and scale-up support",
          "Quarterly value reports for the board",
          "Model monitoring and governance reviews",
          "Roadmap refresh every quarter",
        ],
        color: "bg-orange-700",
        action: { label: "Get Started with Phase 04", to: phaseLink("04", "Execution & Optimisation") },
      },
    ],
  },
  framework: {
    title: "Our strategy framework",
    intro: "Six areas every AI strategy we write covers. Open one to see what it includes.",
    items: [
      {
        title: "Business Alignment",
        description: "Every AI initiative is tied to a revenue, cost or risk target your leadership already tracks.",
        benefits: [
          "Objectives and key results for each use case",
          "Executive sponsor per initiative",
          "Value tracked from the first pilot",
        ],
      },
      {
        title: "Data Strategy",
        description: "What data you need, who owns it and how it reaches models reliably and lawfully.",
        benefits: [
          "Data ownership and quality standards",
          "Integration plan for priority sources",
          "Consent and retention rules under the DPDP Act",
        ],
      },
      {
        title: "Technology Architecture",
        description: "A platform that fits your stack and budget, with clear build, buy and partner choices.",
        benefits: [
          "Cloud and model-hosting options compared",
          "Security and access design",
          "Cost forecast for running models at scale",
        ],
      },
      {
        title: "Talent & Organisation",
        description: "The skills and structure to deliver and run AI without depending on one vendor.",
        benefits: ["Skills gap analysis", "Hiring, training and partner plan", "Centre of excellence charter"],
      },
      {
        title: "Governance & Ethics",
        description: "Rules that keep AI fair, explainable and compliant, without slowing delivery down.",
        benefits: ["Responsible AI policy", "Model risk review process", "Audit trail and human oversight rules"],
      },
      {
        title: "Change Management",
        description: "Plans that help people adopt new tools, so the investment shows up in daily work.",
        benefits: [
          "Stakeholder and communication plan",
          "Role-based training paths",
          "Adoption metrics and feedback loops",
        ],
      },
    ],
  },
  stats: {
    title: "Results our strategy clients report",
    items: [
      { number: "3.2x", label: "Average ROI", desc: "Return on AI spend within two years of roadmap approval." },
      {
        number: "40%",
        label: "Faster delivery",
        desc: "Time to first production use case compared with ad-hoc pilots.",
      },
      { number: "85%", label: "Pilots reaching production", desc: "Against an industry norm of roughly one in three." },
      {
        number: "50+",
        label: "Roadmaps delivered",
        desc: "For companies in healthcare, finance, retail and manufacturing.",
      },
    ],
  },
  stories: {
    title: "Success stories",
    items: [
      {
        name: "Ananya Deshpande",
        role: "Chief Digital Officer, national retail chain",
        content:
          "We had a dozen AI ideas and no way to choose. The roadmap ranked them by value, and the first two projects paid back the whole strategy engagement within a year.",
        rating: 5,
        result: "18% lift in repeat purchases from personalised offers",
      },
      {
        name: "Vikram Malhotra",
        role: "COO, logistics and warehousing group",
        content:
          "The phased plan meant our board approved a budget in one meeting. Every quarter we see exactly what each initiative returned.",
        rating: 5,
        result: "₹4.2 crore saved in the first year through route and load optimisation",
      },
    ],
  },
  cta: {
    title: "Ready to build your AI roadmap?",
    description:
      "Talk to a senior consultant about your goals. In one call we will outline which phase to start with and what it would cost.",
    primary: {
      label: "Schedule a Consultation",
      to: contactLink("IT Consultancy", "I'd like to discuss an AI strategy and roadmap for my company."),
    },
    secondary: { label: "Book a Strategy Call", to: "/get-started" },
  },
};
