import { CONTACT_FAQ, OFFICE_HOURS } from "~/content/contact";
import { PAGES } from "~/content/pages";
import { ogImagePath } from "~/lib/meta";
import type { PublicSettings } from "~/lib/public-settings";
import { ALL_PATHS, type SitePath } from "~/lib/site-paths";
import {
  blogPosting,
  breadcrumbList,
  faqPage,
  type JsonLd,
  localBusiness,
  organization,
  type PostingInfo,
  service,
  webSite,
} from "~/lib/structured-data";

// Which structured data each page carries. It travels as loader data, so it is in the prerendered and
// server-rendered HTML and none of the copy it repeats ships as JavaScript.

const logoOf = (site: PublicSettings) => `${site.siteUrl}/favicon.svg`;
const imageOf = (site: PublicSettings, path: string) => `${site.siteUrl}${ogImagePath(path)}`;
const isPage = (path: string): path is SitePath => (ALL_PATHS as readonly string[]).includes(path);

/** A page's short name: its title before any colon ("Contact Us: Talk to…" → "Contact Us"). */
export const shortName = (path: SitePath) => PAGES[path].title.split(":")[0].trim();

/** Home, then every ancestor path that is a page of its own, then the page: /services/dev/chatbots → Home › Our services › …. */
export function breadcrumbTrail(path: string, lastName: string): { name: string; path: string }[] {
  const segments = path.split("/").filter(Boolean);
  const ancestors = segments
    .slice(0, -1)
    .map((_, i) => `/${segments.slice(0, i + 1).join("/")}`)
    .filter(isPage)
    .map((p) => ({ name: shortName(p), path: p }));
  return [{ name: "Home", path: "/" }, ...ancestors, { name: lastName, path }];
}

export function structuredDataFor(path: SitePath, site: PublicSettings): JsonLd[] {
  const page = PAGES[path];
  const business = () => [organization(site, logoOf(site)), localBusiness(site, OFFICE_HOURS, imageOf(site, "/"))];
  if (path === "/") return [...business(), webSite(site)];
  const blocks: JsonLd[] = [breadcrumbList(site, breadcrumbTrail(path, shortName(path)))];
  if (path === "/contact") blocks.push(...business(), faqPage(CONTACT_FAQ));
  if (path.startsWith("/services/")) {
    blocks.push(service(site, { name: shortName(path), description: page.description, path }));
  }
  return blocks;
}

export function articleStructuredData(site: PublicSettings, post: PostingInfo): JsonLd[] {
  const path = `/blog/${post.slug}`;
  return [
    breadcrumbList(site, breadcrumbTrail(path, post.title)),
    blogPosting(site, post, imageOf(site, path), logoOf(site)),
  ];
}
