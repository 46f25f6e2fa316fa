import type { PublicSettings } from "~/lib/public-settings";

// schema.org JSON-LD blocks (https://schema.org, Google's structured-data rules). Pure builders: the
// server decides which page gets which (structured-data.server.ts); React Router's <Meta> writes each
// block as <script type="application/ld+json"> with "<" escaped, which browsers never execute.

export type JsonLd = Record<string, unknown> & { "@context": "https://schema.org"; "@type": string };

const CONTEXT = "https://schema.org" as const;

const COUNTRY_CODES: Record<string, string> = { india: "IN" };

/**
 * "4th Floor, Apollo Premier, Vijay Nagar, Indore, Madhya Pradesh 452010, India" as a PostalAddress:
 * the last parts are country, "region postcode" and city; the rest is the street address.
 */
export function postalAddress(address: string): Record<string, string> {
  const parts = address
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length < 4) return { "@type": "PostalAddress", streetAddress: address, addressCountry: "IN" };
  const country = parts.at(-1) ?? "";
  const regionMatch = /^(.*?)\s*(\d{5,6})?$/.exec(parts.at(-2) ?? "");
  const out: Record<string, string> = {
    "@type": "PostalAddress",
    streetAddress: parts.slice(0, -3).join(", "),
    addressLocality: parts.at(-3) ?? "",
    addressRegion: regionMatch?.[1] ?? "",
    addressCountry: COUNTRY_CODES[country.toLowerCase()] ?? country,
  };
  if (regionMatch?.[2]) out.postalCode = regionMatch[2];
  return out;
}

const WEEK = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

/** "9:00 AM" → "09:00", "6:00 PM" → "18:00"; undefined when it is not a time. */
export function to24h(time: string): string | undefined {
  const m = /^(\d{1,2}):(\d{2})\s*(AM|PM)$/i.exec(time.trim());
  if (!m) return undefined;
  const hour = (Number(m[1]) % 12) + (m[3].toUpperCase() === "PM" ? 12 : 0);
  return `${String(hour).padStart(2, "0")}:${m[2]}`;
}

/** "Monday - Friday" → Monday…Friday; "Saturday" → [Saturday]. */
export function dayRange(days: string): string[] {
  const [from, to = from] = days.split(/\s*[-–]\s*/).map((d) => d.trim());
  const start = WEEK.indexOf(from);
  const end = WEEK.indexOf(to);
  return start < 0 || end < start ? [] : WEEK.slice(start, end + 1);
}

/** Office hours as OpeningHoursSpecification; closed days are left out (schema.org: not listed = closed). */
export function openingHours(hours: ReadonlyArray<{ days: string; hours: string }>) {
  return hours.flatMap(({ days, hours: span }) => {
    const [opens, closes] = span.split(/\s+-\s+/).map(to24h);
    const dayOfWeek = dayRange(days);
    if (!opens || !closes || dayOfWeek.length === 0) return [];
    return [{ "@type": "OpeningHoursSpecification", dayOfWeek, opens, closes }];
  });
}

const sameAs = (site: PublicSettings) => Object.values(site.social).filter(Boolean);
const orgRef = (site: PublicSettings) => ({ "@type": "Organization", name: site.brandName, url: `${site.siteUrl}/` });

export function organization(site: PublicSettings, logo: string): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "Organization",
    "@id": `${site.siteUrl}/#organization`,
    name: site.brandName,
    url: `${site.siteUrl}/`,
    logo,
    email: site.contact.email,
    telephone: site.contact.phone,
    address: postalAddress(site.contact.address),
    sameAs: sameAs(site),
  };
}

export function localBusiness(
  site: PublicSettings,
  hours: ReadonlyArray<{ days: string; hours: string }>,
  image: string,
): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "ProfessionalService",
    "@id": `${site.siteUrl}/#office`,
    name: site.brandName,
    url: `${site.siteUrl}/contact`,
    image,
    telephone: site.contact.phone,
    email: site.contact.email,
    address: postalAddress(site.contact.address),
    openingHoursSpecification: openingHours(hours),
    parentOrganization: { "@id": `${site.siteUrl}/#organization` },
    sameAs: sameAs(site),
  };
}

/** The site and its search box: Google's sitelinks search box reads the SearchAction. */
export function webSite(site: PublicSettings): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "WebSite",
    name: site.brandName,
    url: `${site.siteUrl}/`,
    potentialAction: {
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: `${site.siteUrl}/search?q={search_term_string}` },
      "query-input": "required name=search_term_string",
    },
  };
}

export function breadcrumbList(site: PublicSettings, trail: ReadonlyArray<{ name: string; path: string }>): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: crumb.name,
      item: `${site.siteUrl}${crumb.path}`,
    })),
  };
}

export function faqPage(faq: ReadonlyArray<{ question: string; answer: string }>): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "FAQPage",
    mainEntity: faq.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

export function service(site: PublicSettings, page: { name: string; description: string; path: string }): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "Service",
    name: page.name,
    description: page.description,
    url: `${site.siteUrl}${page.path}`,
    serviceType: page.name,
    provider: orgRef(site),
    areaServed: "Worldwide",
  };
}

export interface PostingInfo {
  title: string;
  excerpt: string;
  slug: string;
  author: string;
  publishDate: string;
  category: string;
}

export function blogPosting(site: PublicSettings, post: PostingInfo, image: string, logo: string): JsonLd {
  const url = `${site.siteUrl}/blog/${post.slug}`;
  return {
    "@context": CONTEXT,
    "@type": "BlogPosting",
    headline: post.title.slice(0, 110),
    description: post.excerpt,
    image: [image],
    datePublished: post.publishDate,
    author: [{ "@type": "Person", name: post.author }],
    publisher: { ...orgRef(site), logo: { "@type": "ImageObject", url: logo } },
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
    articleSection: post.category,
  };
}
