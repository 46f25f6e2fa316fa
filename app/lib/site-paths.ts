// The route table: every path the site serves and the module in app/routes that renders it.
// app/routes.ts registers exactly these entries; the prerender list (react-router.config.ts), the page
// titles (content/pages.ts), the navigation tests and the accessibility sweep read them from here.
// A route test (site-paths.test.ts) checks that the router knows every path listed here and the reverse.

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

const CONSULTING_DETAILS = {
  "/services/consulting/data-audit": "data-audit",
  "/services/consulting/use-cases": "use-cases",
  "/services/consulting/scoping-roi": "scoping-roi",
  "/services/consulting/future-market-insights": "future-market-insights",
} as const;

const DEV_DETAIL_PATHS = [
  "/services/dev/chatbots",
  "/services/dev/automation",
  "/services/dev/idp",
  "/services/dev/genai",
] as const;

export const SERVICE_DETAIL_PATHS = [...keysOf(CONSULTING_DETAILS), ...DEV_DETAIL_PATHS] as const;

export const TRAINING_PATHS = [
  "/services/training/certifications",
  "/services/training/tooling",
  "/services/training/prompt-engineering",
  "/services/training/mlops",
] as const;

/**
 * Pages showing the Portfolio, Testimonials and Team tables: server-rendered once per content version and
 * kept as HTML until the admin changes that content (server/managed/page-cache.ts, ADR 011).
 */
const MANAGED = {
  "/": "home",
  "/about": "about",
  "/portfolio": "portfolio",
  "/services/consulting/data-audit": "data-audit",
  "/resources/ai-strategy-roadmap": "ai-strategy-roadmap",
} as const;

/** Static pages rendered to HTML at build time: path → route module (app/routes/<module>.tsx). */
const PRERENDERED = omit({
  ...each(SERVICE_FILTER_PATHS, "services"),
  "/contact": "contact",
  ...each(OUTCOME_PATHS, "outcome"),
  "/our-approach": "our-approach",
  "/why-us": "why-us",
  "/roi-calculator": "roi-calculator",
  "/coi-calculator": "coi-calculator",
  "/resources/benchmarking": "benchmarking",
  "/case-studies": "case-studies",
  "/resources": "resources",
  "/resources/ai-readiness": "ai-readiness",
  "/resources/industry-reports": "industry-reports",
  "/knowledge-center": "knowledge-center",
  ...CONSULTING_DETAILS,
  ...each(DEV_DETAIL_PATHS, "dev-service"),
  ...each(TRAINING_PATHS, "training"),
  "/coming-soon": "coming-soon",
} as const);

/** Pages rendered by the server: their content comes from the database or the query. */
const SERVER_RENDERED = {
  ...MANAGED,
  "/blog": "blog",
  "/search": "search",
  // The slot picker's free times, in the visitor's zone (issue #38).
  "/get-started": "get-started",
  // The privacy notice quotes the running server's retention settings (issue #39).
  "/privacy": "privacy",
} as const;

/**
 * Routes with parameters, or without a page of their own (form posts that redirect): served on request,
 * never prerendered, swept or listed in a sitemap. Keys are React Router path patterns.
 */
export const DYNAMIC_ROUTES: Readonly<Record<string, string>> = {
  "/blog/:slug": "blog-article",
  "/newsletter": "newsletter",
  // A booked call's page behind its unguessable token (app/lib/booking.ts MANAGE_PATH).
  "/booking/manage/:token": "booking-manage",
};

export const PRERENDERED_PATHS = keysOf(PRERENDERED);
export const SERVER_RENDERED_PATHS = keysOf(SERVER_RENDERED);
export const MANAGED_PATHS = keysOf(MANAGED);
export const ALL_PATHS = [...PRERENDERED_PATHS, ...SERVER_RENDERED_PATHS];

/** A page with its own title and description (content/pages.ts). */
export type SitePath = keyof typeof PRERENDERED | keyof typeof SERVER_RENDERED;

/**
 * The admin area: private, server-rendered behind sign-in (server/admin/gate.ts), never prerendered,
 * swept or listed in a sitemap. ADMIN_SHELL_ROUTES render inside routes/admin-shell.tsx (header, stat
 * cards, tab bar); their paths match the sections in features/admin/shared/sections.ts (a test checks).
 */
export const ADMIN_ROUTES: Readonly<Record<string, string>> = {
  "/admin": "admin",
  "/admin/login": "admin-login",
  "/admin/setup": "admin-setup",
  "/admin/logout": "admin-logout",
  "/admin/leads/export": "admin-leads-export",
  "/admin/backup/download": "admin-backup-download",
};

export const ADMIN_SHELL_ROUTES: Readonly<Record<string, string>> = {
  "/admin/dashboard": "admin-dashboard",
  "/admin/leads": "admin-leads",
  "/admin/leads/new": "admin-lead-new",
  "/admin/leads/:id": "admin-lead",
  "/admin/contacts": "admin-contacts",
  "/admin/notifications": "admin-notifications",
  "/admin/backup": "admin-backup",
  "/admin/settings": "admin-settings",
  "/admin/users": "admin-users",
  "/admin/account": "admin-account",
  "/admin/blog": "admin-blog",
  "/admin/comments": "admin-comments",
  "/admin/analytics": "admin-analytics",
  "/admin/seo": "admin-seo",
  "/admin/media": "admin-media",
  "/admin/campaigns": "admin-campaigns",
  "/admin/portfolio": "admin-portfolio",
  "/admin/testimonials": "admin-testimonials",
  "/admin/team": "admin-team",
  // Strategy calls (issue #38): the calls, then who takes them and when.
  "/admin/calls": "admin-calls",
  "/admin/calls/availability": "admin-calls-availability",
  // The live chat inbox (issue #40).
  "/admin/live": "admin-live",
  // E-mail sequences (issue #39).
  "/admin/sequences": "admin-sequences",
};

/** The public site's routes: path pattern → route module. */
export const PUBLIC_ROUTES: Readonly<Record<string, string>> = {
  ...PRERENDERED,
  ...SERVER_RENDERED,
  ...DYNAMIC_ROUTES,
};

/** Every route: path pattern → route module (app/routes.ts registers exactly these). */
export const ROUTE_TABLE: Readonly<Record<string, string>> = {
  ...PUBLIC_ROUTES,
  ...ADMIN_ROUTES,
  ...ADMIN_SHELL_ROUTES,
};

function each<const P extends readonly string[], F extends string>(paths: P, file: F) {
  return Object.fromEntries(paths.map((p) => [p, file])) as Record<P[number], F>;
}

/** The table without the managed pages (a consulting detail page shows testimonials). */
function omit<T extends Record<string, string>>(table: T) {
  const managed: readonly string[] = Object.keys(MANAGED);
  return Object.fromEntries(Object.entries(table).filter(([p]) => !managed.includes(p))) as Omit<
    T,
    keyof typeof MANAGED
  >;
}

function keysOf<T extends object>(table: T) {
  return Object.keys(table) as (keyof T & string)[];
}
