/**
 * The Resources page (/resources): the four free-resource cards and the three
 * solution-portfolio cards. Every card leads to a real page.
 */
import type { LucideIcon } from "lucide-react";
import { BookOpenCheck, Calculator, ClipboardCheck, Compass, PiggyBank, TrendingUp, Zap } from "lucide-react";

export type FreeResource = {
  id: string;
  title: string;
  /** Short label above the title, e.g. "Self-assessment". */
  badge: string;
  description: string;
  highlights: readonly string[];
  /** Visible link text; the card title is added for screen readers. */
  action: string;
  href: string;
  icon: LucideIcon;
  /** Tailwind gradient classes behind the white icon. */
  color: string;
};

export const FREE_RESOURCES: readonly FreeResource[] = [
  {
    id: "ai-readiness",
    title: "AI Readiness Assessment",
    badge: "Self-assessment",
    description:
      "Find out where your organisation stands on strategy, data, technology, people and governance before you commit budget to AI.",
    highlights: [
      "Four-step method: Assess, Strategy, Build, Scale",
      "Shows the gaps that stall most AI pilots",
      "Ends with a clear next step for your team",
    ],
    action: "Start the assessment",
    href: "/resources/ai-readiness",
    icon: ClipboardCheck,
    color: "from-blue-600 to-indigo-700",
  },
  {
    id: "roi-calculator",
    title: "ROI Calculator",
    badge: "Interactive tool",
    description:
      "Model the payback of AI from your own figures: support tickets, manual hours, reporting effort and content production.",
    highlights: [
      "Annual savings, ROI percentage and payback period",
      "Savings broken down by support, operations, reporting and innovation",
      "Request a written report to share with finance",
    ],
    action: "Calculate your ROI",
    href: "/roi-calculator",
    icon: Calculator,
    color: "from-emerald-600 to-teal-700",
  },
  {
    id: "industry-playbooks",
    title: "Industry AI Playbooks",
    badge: "6 industry reports",
    description:
      "Sector reports on how AI is used in healthcare, finance, retail, manufacturing, education and agriculture in India, with benchmarks and adoption roadmaps.",
    highlights: [
      "29 to 45 pages of research per industry",
      "Use cases ranked by value and effort",
      "Search and filter by industry or topic",
    ],
    action: "Browse the playbooks",
    href: "/resources/industry-reports",
    icon: BookOpenCheck,
    color: "from-amber-600 to-orange-700",
  },
  {
    id: "ceo-guide",
    title: "CEO's Guide to AI",
    badge: "Leadership guides",
    description:
      "Practical guides for leaders who own the AI agenda: how to pick the first use cases, run a 90-day pilot and measure what it returns.",
    highlights: [
      "The 90-Day AI Pilot Playbook",
      "Use-case prioritisation and project charter templates",
      "Launch checklists your board will recognise",
    ],
    action: "Read the guides",
    href: "/knowledge-center?category=guides",
    icon: Compass,
    color: "from-violet-600 to-purple-700",
  },
];

export type PortfolioStory = {
  id: string;
  title: string;
  /** Headline result, e.g. "35%". */
  metric: string;
  metricLabel: string;
  description: string;
  examples: readonly string[];
  action: string;
  href: string;
  icon: LucideIcon;
  /** Gradient behind white text: -700 and darker for AA contrast (amber and green fail at -600). */
  color: string;
};

export const SOLUTION_PORTFOLIO: readonly PortfolioStory[] = [
  {
    id: "revenue",
    title: "Revenue Growth Stories",
    metric: "35%",
    metricLabel: "average revenue uplift in the first year",
    description:
      "How clients use AI lead scoring, personalised offers and dynamic pricing to win more deals and grow order value.",
    examples: [
      "AI sales assistants for B2B teams",
      "Recommendations for retail and D2C",
      "Churn prediction and win-back",
    ],
    action: "See revenue growth solutions",
    href: "/increase-revenue",
    icon: TrendingUp,
    color: "from-blue-600 to-cyan-700",
  },
  {
    id: "costs",
    title: "Cost Reduction Wins",
    metric: "40%",
    metricLabel: "lower cost on automated back-office processes",
    description:
      "Automation, document processing and predictive maintenance that remove manual work and costly breakdowns.",
    examples: ["Invoice and claims processing", "Computer-vision quality inspection", "Predictive maintenance"],
    action: "See cost reduction solutions",
    href: "/reduce-costs",
    icon: PiggyBank,
    color: "from-emerald-700 to-green-800",
  },
  {
    id: "efficiency",
    title: "Efficiency Transformations",
    metric: "25 hrs",
    metricLabel: "saved per employee every month",
    description:
      "Assistants and workflows that answer routine questions, prepare replies and route approvals, so teams focus on judgement work.",
    examples: [
      "Multilingual support chatbots",
      "Agent assist with suggested replies",
      "Approval and hand-off automation",
    ],
    action: "See efficiency solutions",
    href: "/improve-efficiency",
    icon: Zap,
    color: "from-amber-700 to-orange-800",
  },
];

export const RESOURCES_PAGE = {
  freeTitle: "Four free resources to get started",
  freeIntro: "Start with the tool that matches where you are: assessing, budgeting, researching or planning.",
  portfolioTitle: "Solution portfolio",
  portfolioIntro: "Results our clients measured, grouped by the business outcome they were after.",
  library: {
    title: "Looking for something specific?",
    text: "The Knowledge Center holds 35 guides, case studies, whitepapers, recordings, tools and research reports, searchable by topic.",
    primary: { label: "Open the Knowledge Center", href: "/knowledge-center" },
    secondary: { label: "Read real case studies", href: "/case-studies" },
  },
} as const;
