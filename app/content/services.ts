/**
 * Services page content (spec 2.6 and 9): cards, filter chips, five-step process, pricing plans.
 * The path-to-filter mapping lives in app/features/services/service-filter.ts.
 */
import { Code, Compass, PenTool, Rocket, TestTube } from "lucide-react";
import { serviceCatalog } from "./service-catalog";
import type { CallToAction, Hero, PageMeta, PricingPlan, ProcessStep, ServiceCard, ServiceFilter } from "./types";

export const meta: PageMeta = {
  title: "AI, Web, Mobile & Cloud Services | Indore, India",
  description:
    "AI integration, AI-powered apps, web and mobile development, API integration, cloud hosting, cybersecurity and consulting from our team in Indore, India.",
};

export const hero: Hero = {
  badge: "Services",
  title: "Technology services that deliver",
  highlight: "measurable results",
  subtitle:
    "From AI strategy to secure cloud operations, one accountable team designs, builds and runs the software your business depends on, with results you can measure within 90 days.",
};

/** All cards of the Services page, in display order. */
export const services: ServiceCard[] = serviceCatalog;

/** The nine filter chips, in display order. */
export const filterChips = [
  { id: "all", label: "All Services" },
  { id: "web", label: "Web" },
  { id: "mobile", label: "Mobile" },
  { id: "ai-apps", label: "AI Apps" },
  { id: "api-integration", label: "API Integration" },
  { id: "cloud", label: "Cloud" },
  { id: "security", label: "Security" },
  { id: "consulting", label: "Consulting" },
  { id: "ai", label: "AI" },
] as const satisfies readonly { id: ServiceFilter; label: string }[];

export const learnMoreLabel = "Learn More";

export const process: ProcessStep[] = [
  {
    icon: Compass,
    title: "Discovery",
    description:
      "Workshops with your stakeholders to map goals, users, systems and constraints, ending in an agreed scope, success metrics and budget.",
  },
  {
    icon: PenTool,
    title: "Design",
    description:
      "Architecture, data model and clickable prototypes, validated with real users before a line of production code is written.",
  },
  {
    icon: Code,
    title: "Development",
    description:
      "Two-week sprints with a demo at the end of each, code reviews on every change and a staging environment you can try at any time.",
  },
  {
    icon: TestTube,
    title: "Testing",
    description:
      "Automated unit, integration and end-to-end tests, plus performance, accessibility and security checks before every release.",
  },
  {
    icon: Rocket,
    title: "Deployment",
    description:
      "Zero-downtime release to production, team handover and training, followed by monitoring and the support period of your plan.",
  },
];

export const pricingIntro = {
  title: "Transparent pricing",
  subtitle: "Fixed-price packages for well-defined projects, and a tailored engagement for complex programmes.",
  buttonLabel: "Get Started",
  popularLabel: "Most Popular",
} as const;

export const pricingPlans: PricingPlan[] = [
  {
    name: "Starter",
    price: "$2,999",
    duration: "per project",
    features: [
      "Responsive website or web app up to 10 pages",
      "Discovery workshop and UX wireframes",
      "Content management system set-up",
      "On-page SEO and analytics set-up",
      "Deployment to managed cloud hosting",
      "3 months support",
    ],
    color: "from-blue-600 to-cyan-700",
    popular: false,
  },
  {
    name: "Professional",
    price: "$7,999",
    duration: "per project",
    features: [
      "Custom web or cross-platform mobile application",
      "One AI feature: assistant, smart search or document extraction",
      "Up to three API integrations (CRM, payments, ERP)",
      "Automated testing and CI/CD pipeline",
      "Security review before launch",
      "Dedicated project manager",
      "6 months support",
    ],
    color: "from-indigo-600 to-purple-600",
    popular: true,
  },
  {
    name: "Enterprise",
    price: "Custom",
    duration: "tailored to your scope",
    features: [
      "Multi-system AI and automation programme",
      "Dedicated cross-functional delivery team",
      "Enterprise architecture and cloud migration",
      "Security, compliance and audit support",
      "Service-level agreement with 24/7 monitoring",
      "12 months support",
    ],
    color: "from-slate-700 to-blue-700",
    popular: false,
  },
];

export const cta: CallToAction = {
  title: "Not sure which service fits?",
  description:
    "Tell us what you want to achieve. A senior consultant will reply within 24 hours with a recommended approach and an estimate.",
  primary: { label: "Talk to an Expert", to: "/contact" },
  secondary: { label: "Estimate Your AI ROI", to: "/roi-calculator" },
};
