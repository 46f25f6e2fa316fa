/**
 * Types of the service detail pages. The content is plain data (no icon
 * components), so a route's loader can hand it to the page and the copy never ships in the JS bundle.
 */
import type { CallToAction, LinkAction, StatTile, Tuple } from "../types";
import type { ContactService } from "./links";

export type { CallToAction, LinkAction, StatTile };

/** A titled card: benefits, features, modules, use cases. */
export type Card = { title: string; description: string };

/** Framework card (strategy page) or audit card (data audit page). */
export type BenefitCard = Card & { benefits: string[] };

/** Sample success story (fictional clients); ratings are always 5 stars. */
export type Story = { name: string; role: string; content: string; rating: 5; result: string };

/** A number that counts up when it scrolls into view, e.g. { value: 38, suffix: "%" }. */
export type Counter = { value: number; prefix?: string; suffix?: string; label: string; desc: string };

/** The top band: a badge above the page h1 (heading and intro come from pages.ts) and its buttons. */
export type HeroContent = { badge: string; actions: Tuple<LinkAction, 2> };

/** A heading and an optional line above a section. */
export type SectionText = { title: string; intro?: string };

/** A step of the AI Readiness service: Assess, Strategy, Build, Scale, each with its duration. */
export type ServiceStep = {
  step: string;
  title: string;
  desc: string;
  features: string[];
  duration: string;
  outcome: string;
};

export type ReadinessTabId = "overview" | "methodology" | "benefits" | "case-studies";

export type CaseStudy = { client: string; challenge: string; approach: string; results: string[] };

export interface ReadinessContent {
  hero: HeroContent;
  tabs: Tuple<{ id: ReadinessTabId; label: string }, 4>;
  overview: { title: string; paragraphs: string[]; dimensions: Card[] };
  methodology: SectionText & { steps: Tuple<ServiceStep, 4> };
  benefits: SectionText & { items: Card[] };
  caseStudies: SectionText & { items: CaseStudy[] };
  cta: CallToAction;
}

/** A phase of the strategy roadmap (Phase 01 to 04), shown in the detail panel when selected. */
export type StrategyPhase = {
  id: string;
  /** "Phase 01" … "Phase 04". */
  label: string;
  title: string;
  duration: string;
  description: string;
  deliverables: string[];
  /** Accent of the phase number badge (white text on a -700 colour). */
  color: string;
  /** "Get Started with Phase N". */
  action: LinkAction;
};

export interface StrategyContent {
  hero: HeroContent;
  phases: SectionText & { items: Tuple<StrategyPhase, 4> };
  framework: SectionText & { items: Tuple<BenefitCard, 6> };
  stats: SectionText & { items: Tuple<StatTile, 4> };
  stories: SectionText & { items: Tuple<Story, 2> };
  cta: CallToAction;
}

export interface DataAuditContent {
  hero: HeroContent;
  services: SectionText & { items: Tuple<BenefitCard, 6> };
  stats: SectionText & { items: Tuple<StatTile, 4> };
  stories: SectionText & { items: Tuple<Story, 2> };
  cta: CallToAction;
}

export type Complexity = "Low" | "Medium" | "High";
export type UseCaseCategoryId = "automation" | "analytics" | "personalization" | "quality";

export type UseCase = {
  title: string;
  description: string;
  benefits: string[];
  complexity: Complexity;
  /** Weeks to a working first release (2 to 8). */
  timeline: number;
  /** Typical first-year return, in percent (250 to 600). */
  roi: number;
};

export type UseCaseCategory = {
  id: UseCaseCategoryId;
  /** Tab label. */
  label: string;
  title: string;
  description: string;
  useCases: Tuple<UseCase, 3>;
};

/** A numbered step of the use-case methodology. */
export type MethodologyStep = { step: number; title: string; description: string };

export type Industry = { name: string; useCases: string[] };

export interface UseCasesContent {
  hero: HeroContent;
  methodology: SectionText & { steps: Tuple<MethodologyStep, 5> };
  categories: SectionText & { items: Tuple<UseCaseCategory, 4> };
  /** The modal's two buttons; "Learn More" carries the use case's title in its message. */
  modal: { getStarted: LinkAction; learnMoreLabel: string; learnMoreService: ContactService };
  industries: SectionText & { items: Tuple<Industry, 4> };
  cta: CallToAction;
}

export type SprintStep = Card & { week: string; days: string; activities: string[] };

export interface ScopingContent {
  hero: HeroContent;
  benefits: SectionText & { items: Tuple<Card, 4> };
  sprint: SectionText & { totalDays: number; steps: Tuple<SprintStep, 3> };
  counters: SectionText & { items: Tuple<Counter, 3> };
  deliverables: SectionText & { items: Tuple<Card, 6> };
  cta: CallToAction;
}

export interface InsightsContent {
  hero: HeroContent;
  benefits: SectionText & { items: Tuple<Card, 4> };
  modules: SectionText & { items: Tuple<Card & { topics: string[] }, 4> };
  counters: SectionText & { items: Tuple<Counter, 3> };
  deliverables: SectionText & { items: Tuple<Card, 5> };
  cta: CallToAction & { tertiary: LinkAction };
}

/** Chatbots, workflow automation, document processing and generative AI share one layout. */
export interface DevServiceContent {
  hero: HeroContent;
  features: SectionText & { items: Tuple<Card, 4> };
  useCases: SectionText & { items: Tuple<Card, 4> };
  counters: SectionText & { items: Tuple<Counter, 3> };
  architecture: SectionText & { items: Tuple<Card, 6> };
  cta: CallToAction;
}

export type TrainingModule = { title: string; hours: number; topics: string[] };

/** The four training tracks share one page; the path picks the track. */
export interface TrainingContent {
  hero: HeroContent;
  facts: { audience: string; format: string; duration: string; groupSize: string };
  curriculum: SectionText & { modules: TrainingModule[] };
  outcomes: SectionText & { items: string[] };
  cta: CallToAction;
}
