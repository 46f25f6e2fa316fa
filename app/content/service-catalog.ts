/**
 * The service catalogue: one summary per card on the Services page, in display order.
 * Home shows six of these (see home.ts); the Services page adds each card's description, features,
 * technologies and picture (services.ts), which stay out of the Home bundle.
 */
import { Brain, Cloud, Globe, Lightbulb, Plug, ShieldCheck, Smartphone, Sparkles } from "lucide-react";
import type { ServiceCard } from "./types";

export type ServiceId =
  | "ai-integration"
  | "ai-apps"
  | "web-development"
  | "mobile-apps"
  | "api-integration"
  | "cloud-hosting"
  | "cybersecurity"
  | "it-consulting";

/** What Home and the Services page share: a card without its long description and lists. */
export type ServiceSummary = Omit<ServiceCard, "id" | "description" | "features" | "technologies" | "image"> & {
  id: ServiceId;
};

export type ServiceDetails = Pick<ServiceCard, "description" | "features" | "technologies" | "image">;

export const serviceCatalog: ServiceSummary[] = [
  {
    id: "ai-integration",
    icon: Brain,
    title: "AI Integration",
    shortDesc: "Embed machine learning, LLMs and automation into the systems your teams already use.",
    color: "from-emerald-700 to-teal-700",
    filters: ["all", "ai"],
  },
  {
    id: "ai-apps",
    icon: Sparkles,
    title: "AI-Powered Apps",
    shortDesc: "Custom web and mobile applications with assistants, smart search and automation built in.",
    color: "from-indigo-600 to-violet-600",
    filters: ["all", "ai-apps", "ai"],
    route: "/services/ai-apps",
  },
  {
    id: "web-development",
    icon: Globe,
    title: "Website Development",
    shortDesc: "Fast, accessible and search-friendly websites and web platforms that convert visitors.",
    color: "from-blue-600 to-indigo-600",
    filters: ["all", "web"],
  },
  {
    id: "mobile-apps",
    icon: Smartphone,
    title: "Mobile App Development",
    shortDesc: "Native-quality iOS and Android apps from a single, maintainable codebase.",
    color: "from-purple-600 to-pink-700",
    filters: ["all", "mobile"],
  },
  {
    id: "api-integration",
    icon: Plug,
    title: "API Integration",
    shortDesc: "Connect CRMs, ERPs, payment gateways and AI services into one reliable data flow.",
    color: "from-cyan-700 to-blue-600",
    filters: ["all", "api-integration", "web"],
    route: "/services/api-integration",
  },
  {
    id: "cloud-hosting",
    icon: Cloud,
    title: "Cloud & Hosting",
    shortDesc: "Migrate, host and scale on AWS, Azure or Google Cloud with predictable monthly costs.",
    color: "from-sky-700 to-indigo-600",
    filters: ["all", "cloud"],
  },
  {
    id: "cybersecurity",
    icon: ShieldCheck,
    title: "Cybersecurity",
    shortDesc: "Find and fix vulnerabilities before attackers do, and stay audit-ready.",
    color: "from-red-600 to-rose-700",
    filters: ["all", "security"],
  },
  {
    id: "it-consulting",
    icon: Lightbulb,
    title: "AI & IT Consulting",
    shortDesc: "Independent advice on where AI and technology pay back, and how to get there.",
    color: "from-amber-700 to-orange-700",
    filters: ["all", "consulting", "ai"],
    actions: [
      { label: "Scoping & ROI", to: "/services/consulting/scoping-roi" },
      { label: "Future Market Insights", to: "/services/consulting/future-market-insights" },
    ],
  },
];
