// Every public route of the site, in one list: the router config prerenders these, the sitemap and the
// accessibility sweep walk them. Dynamic routes (blog, admin) are server-rendered on each request.

export const SERVICE_FILTER_PATHS = [
  "/services",
  "/services/web",
  "/services/mobile",
  "/services/cloud",
  "/services/security",
  "/services/consulting",
  "/services/ai-apps",
  "/services/dev/apps",
  "/services/api-integration",
  "/services/dev/api",
  "/services/dev/api-integration",
] as const;

export const OUTCOME_PATHS = [
  "/increase-revenue",
  "/reduce-costs",
  "/improve-efficiency",
  "/enhance-customer-experience",
  "/accelerate-decisions",
] as const;

export const SERVICE_DETAIL_PATHS = [
  "/services/consulting/data-audit",
  "/services/consulting/use-cases",
  "/services/consulting/scoping-roi",
  "/services/consulting/future-market-insights",
  "/services/dev/chatbots",
  "/services/dev/automation",
  "/services/dev/idp",
  "/services/dev/genai",
] as const;

export const TRAINING_PATHS = [
  "/services/training/certifications",
  "/services/training/tooling",
  "/services/training/prompt-engineering",
  "/services/training/mlops",
] as const;

export const PRERENDERED_PATHS = [
  "/",
  "/about",
  ...SERVICE_FILTER_PATHS,
  "/portfolio",
  "/contact",
  ...OUTCOME_PATHS,
  "/our-approach",
  "/why-us",
  "/roi-calculator",
  "/coi-calculator",
  "/resources/benchmarking",
  "/case-studies",
  "/resources",
  "/resources/ai-readiness",
  "/resources/ai-strategy-roadmap",
  "/resources/industry-reports",
  "/knowledge-center",
  "/get-started",
  ...SERVICE_DETAIL_PATHS,
  ...TRAINING_PATHS,
  "/coming-soon",
] as const;

/** Rendered by the server on every request: content comes from the database. */
export const SERVER_RENDERED_PATHS = ["/blog", "/search"] as const;
// The admin area (/admin/…) is private: server-rendered behind sign-in, never listed here or in the
// sitemap. Its paths live in app/features/admin/sections.ts.

export const ALL_PATHS = [...PRERENDERED_PATHS, ...SERVER_RENDERED_PATHS] as const;

export type SitePath = (typeof ALL_PATHS)[number];
