import * as about from "~/content/about";
import * as approach from "~/content/approach";
import * as caseStudies from "~/content/case-studies";
import * as contact from "~/content/contact";
import { OFFICE_HOURS } from "~/content/contact";
import * as freeResources from "~/content/free-resources";
import * as getStarted from "~/content/get-started";
import * as industryReports from "~/content/industry-reports";
import { outcomePages } from "~/content/outcomes";
import { PAGES } from "~/content/pages";
import * as portfolio from "~/content/portfolio";
import { RESOURCES } from "~/content/resources";
import { serviceCatalog } from "~/content/service-catalog";
import { aiReadiness } from "~/content/service-details/ai-readiness";
import { aiStrategyRoadmap } from "~/content/service-details/ai-strategy-roadmap";
import { dataAudit } from "~/content/service-details/data-audit";
import { futureMarketInsights } from "~/content/service-details/future-market-insights";
import { DEV_SERVICE_PAGES, TRAINING_PAGES } from "~/content/service-details/index";
import { scopingRoi } from "~/content/service-details/scoping-roi";
import { useCases } from "~/content/service-details/use-cases";
import * as services from "~/content/services";
import * as whyUs from "~/content/why-us";
import type { PublicSettings } from "~/lib/public-settings";
import { OUTCOME_PATHS, SERVICE_FILTER_PATHS, type SitePath } from "~/lib/site-paths";
import type { SearchEntry } from "~/lib/site-search";

// What the built-in chat answerer and the site search look through: the site's own pages, built from
// the same content modules the pages render, so a copy change on a page changes the answers too.

export interface SiteDocument {
  id: string;
  /** The site path the answer links to. */
  path: string;
  /** The link text. */
  label: string;
  title: string;
  keywords: string;
  body: string;
  /** One or two sentences the answer can quote. */
  summary: string;
}

/** A published blog post as the index needs it. */
export interface PostForIndex {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  tags: string[];
  /** The article's text; the site search leaves it out (its index travels to the browser). */
  content?: string;
}

// Styling and wiring, not words a visitor reads.
const SKIP_KEYS = new Set([
  "color",
  "icon",
  "image",
  "src",
  "tone",
  "gradient",
  "className",
  "id",
  "to",
  "href",
  "filters",
]);

/** Every visitor-facing string inside a content value (objects, arrays, nested), joined. */
export function textOf(value: unknown, depth = 0): string {
  if (depth > 8 || value == null) return "";
  if (typeof value === "string") return /^(\/|https?:|from-|bg-)/.test(value) ? "" : value;
  if (typeof value === "number") return String(value);
  if (typeof value !== "object") return "";
  // React components (icons) are objects with $$typeof: not text.
  if ("$$typeof" in value) return "";
  const parts = Array.isArray(value)
    ? value.map((v) => textOf(v, depth + 1))
    : Object.entries(value)
        .filter(([k]) => !SKIP_KEYS.has(k))
        .map(([, v]) => textOf(v, depth + 1));
  return parts.filter(Boolean).join(" ");
}

const LABELS: Partial<Record<SitePath, string>> = {
  "/": "Home",
  "/contact": "Contact us",
  "/services": "Services and pricing",
};

/** The content each page renders beyond its title and intro (pages.ts). */
const PAGE_CONTENT: Partial<Record<SitePath, unknown>> = {
  "/about": about,
  "/our-approach": approach,
  "/why-us": whyUs,
  "/portfolio": portfolio,
  "/case-studies": caseStudies,
  "/get-started": getStarted,
  "/resources/industry-reports": industryReports,
  "/resources": freeResources,
  "/contact": { faq: contact.CONTACT_FAQ, stats: contact.CONTACT_STATS },
  "/services": { details: services.serviceDetails, process: services.process, cta: services.cta },
  "/resources/ai-readiness": aiReadiness,
  "/resources/ai-strategy-roadmap": aiStrategyRoadmap,
  "/services/consulting/data-audit": dataAudit,
  "/services/consulting/use-cases": useCases,
  "/services/consulting/scoping-roi": scopingRoi,
  "/services/consulting/future-market-insights": futureMarketInsights,
  ...DEV_SERVICE_PAGES,
  ...TRAINING_PAGES,
  ...Object.fromEntries(outcomePages.map((p) => [`/${p.slug}`, p])),
};

/** Words visitors use for a page that the page itself rarely says. */
const EXTRA_KEYWORDS: Partial<Record<SitePath, string>> = {
  "/about": "about company team who we are story history founded experience Indore",
  "/portfolio": "portfolio projects work examples clients",
  "/get-started": "start begin onboarding first step engagement",
};

/** Pages a visitor should not be sent to by the assistant. */
const NOT_ANSWERS = new Set<string>(["/coming-soon", "/search", "/admin", "/admin/blog"]);

export const labelOf = (path: SitePath) => LABELS[path] ?? PAGES[path].heading;

function pageDocuments(): SiteDocument[] {
  return (Object.keys(PAGES) as SitePath[])
    .filter((path) => !NOT_ANSWERS.has(path))
    .map((path) => {
      const page = PAGES[path];
      return {
        id: `page:${path}`,
        path,
        label: labelOf(path),
        title: `${page.title} ${page.heading}`,
        keywords: `${page.description} ${page.intro} ${EXTRA_KEYWORDS[path] ?? ""}`,
        body: textOf(PAGE_CONTENT[path]),
        summary: page.description,
      };
    });
}

/** Each service card, linked to its own filter page when it has one. */
function serviceDocuments(): SiteDocument[] {
  return serviceCatalog.map((card) => {
    const filterPath = `/services/${card.filters[1]}`;
    const path = (card.route ??
      ((SERVICE_FILTER_PATHS as readonly string[]).includes(filterPath) ? filterPath : "/services")) as SitePath;
    const details = services.serviceDetails[card.id];
    return {
      id: `service:${card.id}`,
      path,
      label: path === "/services" ? card.title : labelOf(path),
      title: card.title,
      keywords: card.shortDesc,
      body: textOf(details),
      summary: `${card.title}: ${details.description}`,
    };
  });
}

/** The plans as one sentence, e.g. "Starter is $2,999 per project with 3 months support; …". */
export function pricingFacts(): string {
  const plans = services.pricingPlans.map((plan) => {
    const support = plan.features.find((f) => /^\d+ months? support$/i.test(f));
    const price = plan.price === "Custom" ? `has custom pricing ${plan.duration}` : `is ${plan.price} ${plan.duration}`;
    return `${plan.name} ${price}${support ? ` with ${support.toLowerCase()}` : ""}`;
  });
  return `${plans.join("; ")}.`;
}

function pricingDocument(): SiteDocument {
  return {
    id: "pricing",
    path: "/services",
    label: "Services and pricing",
    title: `${services.pricingIntro.title} pricing plans packages`,
    keywords: "price prices pricing cost costs quote quotation budget fee fees package plan plans",
    body: textOf(services.pricingPlans),
    summary: `Our fixed-price packages: ${pricingFacts()}`,
  };
}

function contactDocument(site: PublicSettings): SiteDocument {
  const hours = OFFICE_HOURS.map((h) => `${h.days} ${h.hours}`).join(", ");
  return {
    id: "contact-details",
    path: "/contact",
    label: "Contact us",
    title: "Contact details, office address and hours",
    keywords:
      "contact phone number telephone email e-mail mail address office location located where visit hours timings open whatsapp reach",
    body: `${site.contact.address} ${site.contact.phone} ${site.contact.email} ${hours} ${contact.REPLY_PROMISE}`,
    summary:
      `You can reach us at ${site.contact.email} or ${site.contact.phone}, and our office is at ${site.contact.address}. ` +
      `Office hours (IST): ${hours}.`,
  };
}

function resourceDocuments(): SiteDocument[] {
  return RESOURCES.map((r) => ({
    id: `resource:${r.id}`,
    path: "/knowledge-center",
    label: `Knowledge Center: ${r.title}`,
    title: r.title,
    keywords: r.tags.join(" "),
    body: `${r.excerpt} ${r.category} ${r.type}`,
    summary: r.excerpt,
  }));
}

export function postDocuments(posts: readonly PostForIndex[]): SiteDocument[] {
  return posts.map((p) => ({
    id: `post:${p.slug}`,
    path: `/blog/${p.slug}`,
    label: p.title,
    title: p.title,
    keywords: `${p.excerpt} ${p.category} ${p.tags.join(" ")}`,
    body: p.content ?? "",
    summary: p.excerpt,
  }));
}

/** Everything but the blog posts (those change at run time). */
export function staticDocuments(site: PublicSettings): SiteDocument[] {
  return [...pageDocuments(), ...serviceDocuments(), pricingDocument(), contactDocument(site), ...resourceDocuments()];
}

const KINDS: Record<string, SearchEntry["kind"]> = {
  page: "Page",
  service: "Service",
  pricing: "Page",
  "contact-details": "Page",
  resource: "Resource",
  post: "Article",
};

function toSearchEntry(d: SiteDocument): SearchEntry {
  const kind = KINDS[d.id.split(":")[0]] ?? "Page";
  const outcome = kind === "Page" && (OUTCOME_PATHS as readonly string[]).includes(d.path);
  return {
    id: d.id,
    path: d.path,
    label: d.label,
    title: d.title,
    keywords: d.keywords,
    summary: d.summary,
    kind: outcome ? "Outcome" : kind === "Page" && d.path.startsWith("/services/") ? "Service" : kind,
  };
}

/** The site search's entries for the pages, services, resources and contact details (no long bodies: the index travels to the browser). */
export const staticSearchEntries = (site: PublicSettings) => staticDocuments(site).map(toSearchEntry);

export const postSearchEntries = (posts: readonly PostForIndex[]) => postDocuments(posts).map(toSearchEntry);

export function searchEntries(site: PublicSettings, posts: readonly PostForIndex[]): SearchEntry[] {
  return [...staticSearchEntries(site), ...postSearchEntries(posts)];
}
