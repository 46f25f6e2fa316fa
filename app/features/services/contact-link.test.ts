import { describe, expect, it } from "vitest";
import { planEnquiries, pricingPlans, quoteMessage, quoteServices, services } from "~/content/services";
import { contactLink } from "./contact-link";

describe("contactLink", () => {
  it.each([
    {
      service: "AI Integration",
      message: "I'm interested in the Professional plan ($7,999 per project, 6 months support).",
      href: "/contact?service=AI+Integration&message=I%27m+interested+in+the+Professional+plan+%28%247%2C999+per+project%2C+6+months+support%29.",
    },
    {
      service: "Cloud & Hosting",
      message: "I'd like a quote for Cloud & Hosting.",
      href: "/contact?service=Cloud+%26+Hosting&message=I%27d+like+a+quote+for+Cloud+%26+Hosting.",
    },
  ])("$service", ({ service, message, href }) => {
    expect(contactLink(service, message)).toBe(href);
    // What the contact form reads back.
    const params = new URL(href, "http://x").searchParams;
    expect(params.get("service")).toBe(service);
    expect(params.get("message")).toBe(message);
  });
});

const CONTACT_OPTIONS = [
  "Website Development",
  "Mobile App Development",
  "Cloud & Hosting",
  "Cybersecurity",
  "IT Consultancy",
  "AI Integration",
  "Other",
];

describe("Services page contact prefill content", () => {
  it("has an enquiry for each of the three plans, naming the plan, price and support period", () => {
    expect(pricingPlans.map((p) => p.name)).toEqual(["Starter", "Professional", "Enterprise"]);
    expect(planEnquiries.Starter.message).toBe(
      "I'm interested in the Starter plan ($2,999 per project, 3 months support).",
    );
    expect(planEnquiries.Professional.message).toBe(
      "I'm interested in the Professional plan ($7,999 per project, 6 months support).",
    );
    expect(planEnquiries.Enterprise.message).toBe(
      "I'm interested in the Enterprise plan (custom pricing, 12 months support).",
    );
    for (const plan of pricingPlans) expect(CONTACT_OPTIONS).toContain(planEnquiries[plan.name].service);
  });

  it("gives every card exactly one way on: its own page, its two buttons, or a quote request", () => {
    const ways = services.map((s) => [
      s.id,
      s.route ? "page" : s.actions ? `buttons:${s.actions.length}` : quoteServices[s.id] ? "quote" : "none",
    ]);
    expect(Object.fromEntries(ways)).toEqual({
      "ai-integration": "quote",
      "ai-apps": "page",
      "web-development": "quote",
      "mobile-apps": "quote",
      "api-integration": "page",
      "cloud-hosting": "quote",
      cybersecurity: "quote",
      "it-consulting": "buttons:2",
    });
    for (const option of Object.values(quoteServices)) expect(CONTACT_OPTIONS).toContain(option);
    expect(quoteMessage("Cybersecurity")).toBe("I'd like a quote for Cybersecurity.");
  });
});
