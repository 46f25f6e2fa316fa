/**
 * Entity types of the marketing pages: heroes, services, plans, statistics, testimonials, projects,
 * outcome pages.
 * Content modules under app/content hold the data; components only render it.
 */
import type { LucideIcon } from "lucide-react";

/** A local image under /images/... (the site runs offline; no remote images). */
export type ImageRef = { src: string; alt: string; width: number; height: number };

/** Tailwind gradient class pair for white text, e.g. "from-blue-600 to-cyan-700". */
export type GradientClass = `from-${string}-${number} to-${string}-${number}`;

/** A fixed-length list, e.g. Tuple<string, 6> for exactly six features. */
export type Tuple<T, N extends number, R extends T[] = []> = R["length"] extends N ? R : Tuple<T, N, [...R, T]>;

/** SEO meta for one page: title at most 60 characters, description 120-160 characters. */
export type PageMeta = { title: string; description: string };

/** A button or link target: a route that exists in the route table. */
export type LinkAction = { label: string; to: string };

export type Hero = {
  badge?: string;
  title: string;
  /** Part of the title rendered with the accent gradient. */
  highlight?: string;
  subtitle: string;
  primary?: LinkAction;
  secondary?: LinkAction;
};

export type CallToAction = {
  title: string;
  description: string;
  primary: LinkAction;
  secondary?: LinkAction;
};

/** A titled item with an icon: why-choose points, process steps, advantages. */
export type Feature = { icon: LucideIcon; title: string; description: string };

export type ProcessStep = Feature;

export interface Service {
  id: string;
  icon: LucideIcon;
  title: string;
  shortDesc: string;
  description: string;
  features: string[];
  technologies: string[];
  color: GradientClass;
  image: ImageRef;
}

/** The nine chips of the Services page. */
export type ServiceFilter =
  | "all"
  | "web"
  | "mobile"
  | "ai-apps"
  | "api-integration"
  | "cloud"
  | "security"
  | "consulting"
  | "ai";

/** A service as listed on the Services page. */
export interface ServiceCard extends Service {
  /** The chips under which this card is listed ("all" included explicitly). */
  filters: ServiceFilter[];
  /** Clicking the card or its Learn More goes here (AI apps, API integration). */
  route?: string;
  /** Extra buttons on the card (consulting). */
  actions?: LinkAction[];
}

export interface PricingPlan {
  name: string;
  /** Display price, e.g. "$2,999" or "Custom". */
  price: string;
  /** Billing unit shown next to the price, e.g. "per project". */
  duration: string;
  features: string[];
  color: GradientClass;
  popular: boolean;
}

export interface Statistic {
  /** The integer the counter animates to. */
  number: number;
  label: string;
  icon: LucideIcon;
  suffix?: string;
}

export interface Testimonial {
  name: string;
  position: string;
  content: string;
  rating: 5;
  /** Initials shown in the avatar circle. */
  avatar: string;
}

export type PortfolioCategory = "web" | "mobile" | "cloud" | "security" | "ai" | "consulting";
export type PortfolioFilter = "all" | PortfolioCategory;

export interface PortfolioProject {
  id: string;
  title: string;
  description: string;
  image: ImageRef;
  color: GradientClass;
  category: PortfolioCategory;
  client: string;
  duration: string;
  team: string;
  technologies: string[];
  results: { label: string; value: string }[];
}

export interface Value {
  title: string;
  description: string;
}

export interface Solution<Id extends string = string> {
  id: Id;
  title: string;
  icon: LucideIcon;
  outcome: string;
  technology: string;
  /** ROI or impact text. */
  roi?: string;
  features: Tuple<string, 6>;
  color: GradientClass;
  image: ImageRef;
}

/** Stat tile on outcome pages, e.g. { number: "35%", label: "Revenue uplift", desc: "..." }. */
export type StatTile = { number: string; label: string; desc: string };

export type OutcomeSlug =
  | "increase-revenue"
  | "reduce-costs"
  | "improve-efficiency"
  | "enhance-customer-experience"
  | "accelerate-decisions";

export interface OutcomePage<Id extends string = string> {
  slug: OutcomeSlug;
  /** Route path, "/" + slug. */
  path: `/${OutcomeSlug}`;
  meta: PageMeta;
  hero: { badge: string; title: string; subtitle: string };
  stats: Tuple<StatTile, 4>;
  solutions: Tuple<Solution<Id>, 3>;
  /** The solution tab selected on first render. */
  defaultSolution: NoInfer<Id>;
  process: Tuple<ProcessStep, 4>;
  cta: {
    title: string;
    description: string;
    /** Money-back / results-within-90-days claim. */
    guarantee: string;
    button: { label: "Book Strategy Call"; to: "/get-started" };
  };
}

/** One phase of the fixed implementation timeline on outcome pages. */
export type TimelinePhase = { week: string; title: string; description: string };
