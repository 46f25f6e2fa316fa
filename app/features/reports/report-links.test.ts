import { describe, expect, it } from "vitest";
import { INDUSTRY_REPORTS } from "~/content/industry-reports";
import { reportCountLabel, reportRequestHref } from "./report-links";

describe("reportRequestHref", () => {
  it.each([
    {
      title: "AI in Education: Personalised Learning and Academic Operations",
      expected:
        "/contact?service=AI%20Integration&message=Please%20send%20me%20the%20AI%20in%20Education%3A%20Personalised%20Learning%20and%20Academic%20Operations%20report.",
    },
    {
      title: "R&D 50% Report",
      expected: "/contact?service=AI%20Integration&message=Please%20send%20me%20the%20R%26D%2050%25%20Report%20report.",
    },
  ])("$title", ({ title, expected }) => {
    expect(reportRequestHref({ title })).toBe(expected);
  });

  it("round-trips through the query the contact form reads", () => {
    for (const report of INDUSTRY_REPORTS) {
      const params = new URL(reportRequestHref(report), "http://x").searchParams;
      expect(params.get("service")).toBe("AI Integration");
      expect(params.get("message")).toBe(`Please send me the ${report.title} report.`);
      expect(params.get("message")?.length).toBeLessThanOrEqual(500);
    }
  });
});

describe("reportCountLabel", () => {
  it.each([
    [0, "0 reports found"],
    [1, "1 report found"],
    [6, "6 reports found"],
  ])("%d -> %s", (count, expected) => {
    expect(reportCountLabel(count)).toBe(expected);
  });
});
