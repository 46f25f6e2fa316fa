import { describe, expect, it } from "vitest";
import { OFFICE_HOURS } from "~/content/contact";
import { articleStructuredData, breadcrumbTrail, structuredDataFor } from "~/content/structured-data.server";
import type { PublicSettings } from "~/lib/public-settings";
import { dayRange, openingHours, postalAddress, to24h } from "~/lib/structured-data";
import { structuredDataProblems } from "~/lib/structured-data-rules";

const site: PublicSettings = {
  brandName: "Narmada AI Technologies",
  brandShortName: "Narmada AI",
  siteUrl: "https://example.in",
  contact: {
    email: "hello@example.in",
    phone: "+91 731 400 2200",
    whatsapp: "919826012345",
    address: "4th Floor, Apollo Premier, Vijay Nagar, Indore, Madhya Pradesh 452010, India",
  },
  social: { linkedin: "https://linkedin.com/x", x: "https://x.com/x", facebook: "", instagram: "" },
};

describe("postalAddress", () => {
  it.each([
    [
      "4th Floor, Apollo Premier, Vijay Nagar, Indore, Madhya Pradesh 452010, India",
      {
        "@type": "PostalAddress",
        streetAddress: "4th Floor, Apollo Premier, Vijay Nagar",
        addressLocality: "Indore",
        addressRegion: "Madhya Pradesh",
        postalCode: "452010",
        addressCountry: "IN",
      },
    ],
    [
      "12 MG Road, Indore, Madhya Pradesh, India",
      {
        "@type": "PostalAddress",
        streetAddress: "12 MG Road",
        addressLocality: "Indore",
        addressRegion: "Madhya Pradesh",
        addressCountry: "IN",
      },
    ],
    ["Vijay Nagar, Indore", { "@type": "PostalAddress", streetAddress: "Vijay Nagar, Indore", addressCountry: "IN" }],
  ])("%s", (input, expected) => expect(postalAddress(input)).toEqual(expected));
});

describe("opening hours", () => {
  it.each([
    ["9:00 AM", "09:00"],
    ["6:00 PM", "18:00"],
    ["12:30 PM", "12:30"],
    ["12:00 AM", "00:00"],
    ["Closed", undefined],
  ])("to24h(%s) = %s", (input, expected) => expect(to24h(input)).toBe(expected));

  it.each([
    ["Monday - Friday", ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]],
    ["Saturday", ["Saturday"]],
    ["Funday", []],
  ])("dayRange(%s)", (input, expected) => expect(dayRange(input)).toEqual(expected));

  it("lists the open days of the contact page and leaves Sunday (closed) out", () => {
    expect(openingHours(OFFICE_HOURS)).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "09:00",
        closes: "18:00",
      },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Saturday"], opens: "10:00", closes: "16:00" },
    ]);
  });
});

describe("breadcrumbTrail", () => {
  it.each([
    [
      "/about",
      "About us",
      [
        ["Home", "/"],
        ["About us", "/about"],
      ],
    ],
    [
      "/services/consulting/data-audit",
      "Data audit",
      [
        ["Home", "/"],
        ["Services", "/services"],
        ["IT & AI Consulting Services", "/services/consulting"],
        ["Data audit", "/services/consulting/data-audit"],
      ],
    ],
    [
      "/services/dev/chatbots",
      "Chatbots",
      [
        ["Home", "/"],
        ["Services", "/services"],
        ["Chatbots", "/services/dev/chatbots"],
      ],
    ],
    [
      "/blog/x",
      "X",
      [
        ["Home", "/"],
        ["Insights & Stories", "/blog"],
        ["X", "/blog/x"],
      ],
    ],
  ])("%s", (path, name, expected) => {
    expect(breadcrumbTrail(path, name).map((c) => [c.name, c.path])).toEqual(expected);
  });
});

const types = (blocks: { "@type": string }[]) => blocks.map((b) => b["@type"]);

describe("structuredDataFor", () => {
  it.each([
    ["/", ["Organization", "ProfessionalService", "WebSite"]],
    ["/contact", ["BreadcrumbList", "Organization", "ProfessionalService", "FAQPage"]],
    ["/services/dev/chatbots", ["BreadcrumbList", "Service"]],
    ["/services/web", ["BreadcrumbList", "Service"]],
    ["/reduce-costs", ["BreadcrumbList"]],
  ] as const)("%s carries %j, each with its required properties", (path, expected) => {
    const blocks = structuredDataFor(path, site);
    expect(types(blocks)).toEqual(expected);
    for (const block of blocks) expect(structuredDataProblems(block)).toEqual([]);
  });

  it.each([
    ["/contact", "Contact Us"],
    ["/services/dev/chatbots", "Custom Chatbots & AI Agents"],
    ["/roi-calculator", "AI ROI Calculator"],
  ] as const)("%s is called %s in its breadcrumb and service", (path, name) => {
    const blocks = structuredDataFor(path, site);
    const crumbs = blocks[0].itemListElement as { name: string }[];
    expect(crumbs.at(-1)?.name).toBe(name);
    const svc = blocks.find((b) => b["@type"] === "Service");
    if (svc) expect(svc.name).toBe(name);
  });

  it("points the site search at /search?q=", () => {
    const website = structuredDataFor("/", site).find((b) => b["@type"] === "WebSite");
    expect(website?.potentialAction).toEqual({
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: "https://example.in/search?q={search_term_string}" },
      "query-input": "required name=search_term_string",
    });
  });

  it("an article is a BlogPosting with its preview image", () => {
    const blocks = articleStructuredData(site, {
      title: "Measuring AI ROI",
      excerpt: "How to measure",
      slug: "measuring-ai-roi",
      author: "Asha Verma",
      publishDate: "2026-01-27",
      category: "AI Strategy",
    });
    expect(types(blocks)).toEqual(["BreadcrumbList", "BlogPosting"]);
    for (const block of blocks) expect(structuredDataProblems(block)).toEqual([]);
    expect(blocks[1].image).toEqual(["https://example.in/og/blog/measuring-ai-roi.png"]);
  });

  it("the rules catch a block without its required properties", () => {
    expect(structuredDataProblems({ "@context": "https://schema.org", "@type": "BlogPosting", headline: "x" })).toEqual(
      ["BlogPosting.datePublished is missing", "BlogPosting.author is missing", "BlogPosting.image is missing"],
    );
  });
});
