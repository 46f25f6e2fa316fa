import { describe, expect, it } from "vitest";
import { CASE_STUDIES } from "~/content/case-studies";
import { similarProjectHref } from "./case-study-links";

describe("similarProjectHref", () => {
  it.each([
    {
      study: { title: "Loan processing in 9 hours", industry: "Financial Services" },
      message:
        'I would like to discuss a project like "Loan processing in 9 hours" for our financial services business.',
    },
    {
      study: { title: "Scrap down 31% & rising", industry: "Manufacturing" },
      message: 'I would like to discuss a project like "Scrap down 31% & rising" for our manufacturing business.',
    },
  ])("$study.title", ({ study, message }) => {
    const href = similarProjectHref(study);
    expect(href.startsWith("/contact?service=AI%20Integration&message=")).toBe(true);
    expect(new URL(href, "http://x").searchParams.get("message")).toBe(message);
  });
});

describe("case study content", () => {
  it("has 4 to 6 unique studies, each with three results and a real destination", () => {
    expect(CASE_STUDIES.length).toBeGreaterThanOrEqual(4);
    expect(CASE_STUDIES.length).toBeLessThanOrEqual(6);
    expect(new Set(CASE_STUDIES.map((s) => s.id)).size).toBe(CASE_STUDIES.length);
    const outcomePages = [
      "/increase-revenue",
      "/reduce-costs",
      "/improve-efficiency",
      "/enhance-customer-experience",
      "/accelerate-decisions",
      "/contact",
    ];
    for (const s of CASE_STUDIES) {
      expect(s.results).toHaveLength(3);
      expect(outcomePages).toContain(s.link.href);
      expect(s.challenge.length).toBeGreaterThan(80);
      expect(s.solution.length).toBeGreaterThan(80);
    }
  });

  it("keeps the figures published elsewhere on the site", () => {
    const byId = (id: string) => CASE_STUDIES.find((s) => s.id === id);
    expect(byId("auto-components-vision")?.results.map((r) => r.value)).toEqual(["-31%", "380 ppm", "7 months"]);
    expect(byId("nbfc-document-ai")?.results[0].value).toBe("9 hours");
    expect(byId("logistics-chatbot")?.results[0].value).toBe("70%");
  });
});
