/**
 * Approach page content: four stages Strategy, Pilot, Scale, Optimize (spec-1 §2.10).
 */
import type { LucideIcon } from "lucide-react";
import { Compass, FlaskConical, Gauge, Rocket } from "lucide-react";
import type { CallToAction, GradientClass, Hero, PageMeta, Tuple } from "./types";

export const meta: PageMeta = {
  title: "Our Approach: Strategy to Scale",
  description:
    "Our four-stage approach to AI adoption takes you from strategy to a proven pilot, then to scale and continuous optimisation, with measurable results.",
};

export const hero: Hero = {
  badge: "Our Approach",
  title: "A proven path from AI idea to",
  highlight: "measurable impact",
  subtitle:
    "Most AI projects stall after the pilot. Ours are planned to reach production: we prove value small and fast, then scale what works and keep improving it.",
};

export type ApproachStage = {
  id: "strategy" | "pilot" | "scale" | "optimize";
  icon: LucideIcon;
  title: string;
  duration: string;
  description: string;
  activities: string[];
  color: GradientClass;
};

export const stages: Tuple<ApproachStage, 4> = [
  {
    id: "strategy",
    icon: Compass,
    title: "Strategy",
    duration: "2-4 weeks",
    description:
      "We align AI with your business goals, assess your data and systems, and choose the use cases with the best return and lowest risk.",
    activities: [
      "Stakeholder workshops and goal setting",
      "Data, infrastructure and skills readiness assessment",
      "Use-case prioritisation with ROI estimates",
      "Roadmap and success metrics agreed with leadership",
    ],
    color: "from-blue-600 to-indigo-600",
  },
  {
    id: "pilot",
    icon: FlaskConical,
    title: "Pilot",
    duration: "6-8 weeks",
    description:
      "We build a working solution for one high-value use case on your real data and measure it against the agreed baseline.",
    activities: [
      "Rapid prototype on production-like data",
      "Integration with one team's daily tools",
      "Baseline versus pilot performance report",
      "Go or no-go decision with a clear business case",
    ],
    color: "from-violet-600 to-purple-600",
  },
  {
    id: "scale",
    icon: Rocket,
    title: "Scale",
    duration: "2-4 months",
    description:
      "We harden the pilot for production and roll it out across teams, sites and channels, with security, governance and training in place.",
    activities: [
      "Production architecture, security and compliance review",
      "Phased roll-out across teams and locations",
      "User training and change management",
      "MLOps pipelines for deployment and monitoring",
    ],
    color: "from-emerald-700 to-teal-700",
  },
  {
    id: "optimize",
    icon: Gauge,
    title: "Optimize",
    duration: "Ongoing",
    description:
      "We monitor performance, retrain models as your data changes and find the next use case, so the return keeps growing.",
    activities: [
      "Monthly performance and ROI reviews",
      "Model retraining and drift management",
      "Cost optimisation of cloud and AI usage",
      "Next use-case discovery",
    ],
    color: "from-amber-700 to-orange-700",
  },
];

export const stagesSection = {
  title: "Four stages, one accountable team",
  subtitle:
    "Each stage ends with a decision point and a measured result, so you only invest further in what has proven its value.",
  stageLabel: "Stage",
  activitiesLabel: "Key activities",
} as const;

export const cta: CallToAction = {
  title: "Start with a strategy that pays back",
  description:
    "Book a strategy call and leave with the first two use cases worth piloting, and an estimate of what they are worth to you.",
  primary: { label: "Book Strategy Call", to: "/get-started" },
  secondary: { label: "Calculate Your AI ROI", to: "/roi-calculator" },
};
