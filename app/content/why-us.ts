/**
 * Why Choose Us page content: advantages in cost, speed, expertise and partnership.
 */
import type { LucideIcon } from "lucide-react";
import { Handshake, PiggyBank, Trophy, Zap } from "lucide-react";
import type { CallToAction, GradientClass, Hero, PageMeta, Tuple } from "./types";

export const meta: PageMeta = {
  title: "Why Choose Us: Cost, Speed, Expertise, Partnership",
  description:
    "Why companies choose our Indore-based AI and IT team: lower delivery costs, results within 90 days, certified senior experts and long-term partnership.",
};

export const hero: Hero = {
  badge: "Why Choose Us",
  title: "The advantages that make",
  highlight: "the difference",
  subtitle:
    "World-class engineering from India at a fair price, delivered fast and backed by people who stay with you long after launch.",
};

export type Advantage = {
  id: "cost" | "speed" | "expertise" | "partnership";
  icon: LucideIcon;
  title: string;
  description: string;
  /** A concrete proof point shown under the description. */
  proof: string;
  color: GradientClass;
};

export const advantages: Tuple<Advantage, 4> = [
  {
    id: "cost",
    icon: PiggyBank,
    title: "Lower cost, same quality",
    description:
      "Senior engineers in Indore cost a fraction of equivalent teams in London or New York, and fixed-price packages from $2,999 per project keep budgets predictable.",
    proof: "Clients save 40-60% compared with onshore delivery of the same scope.",
    color: "from-emerald-700 to-teal-700",
  },
  {
    id: "speed",
    icon: Zap,
    title: "Speed to results",
    description:
      "Reusable accelerators, two-week sprints and a 12-week implementation plan mean the first improvement reaches production within 90 days.",
    proof: "Measurable results within 90 days, or your money back.",
    color: "from-amber-700 to-orange-700",
  },
  {
    id: "expertise",
    icon: Trophy,
    title: "Proven expertise",
    description:
      "A team of 50+ specialists across AI, data, cloud, security and software engineering, certified on AWS, Microsoft Azure and Google Cloud.",
    proof: "Trusted by 500+ companies, with 50+ projects delivered and 99% client satisfaction.",
    color: "from-blue-600 to-indigo-600",
  },
  {
    id: "partnership",
    icon: Handshake,
    title: "True partnership",
    description:
      "One accountable team from strategy to support, with transparent reporting, shared success metrics and up to 12 months of post-launch support.",
    proof: "Every request answered within 24 hours, and most clients return for a second project.",
    color: "from-violet-600 to-purple-600",
  },
];

export const advantagesSection = {
  title: "Four advantages you can measure",
  subtitle: "Each promise comes with a proof point, so you can hold us to it from the first week.",
  proofLabel: "Proof point",
} as const;

export const cta: CallToAction = {
  title: "See the difference for yourself",
  description:
    "Tell us about your project and get a free, no-obligation proposal with scope, timeline and a fixed price within 24 hours.",
  primary: { label: "Get a Free Proposal", to: "/contact" },
  secondary: { label: "View Our Portfolio", to: "/portfolio" },
};
