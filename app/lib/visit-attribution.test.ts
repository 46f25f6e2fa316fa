import { describe, expect, it } from "vitest";
import { landingOf } from "./visit-attribution";

describe("landingOf", () => {
  it.each([
    [
      "a campaign link from LinkedIn",
      "https://narmadaai.in/services?utm_source=linkedin&utm_medium=social&utm_campaign=launch",
      "https://www.linkedin.com/feed/",
      {
        landing_page: "/services",
        referrer_host: "linkedin.com",
        utm_source: "linkedin",
        utm_medium: "social",
        utm_campaign: "launch",
      },
    ],
    [
      "all five UTM parameters, trimmed, and a query that is not UTM left out",
      "https://narmadaai.in/?utm_source=+google+&utm_medium=cpc&utm_campaign=q4&utm_term=ai%20agency&utm_content=ad-2&page=3",
      "",
      {
        landing_page: "/",
        utm_source: "google",
        utm_medium: "cpc",
        utm_campaign: "q4",
        utm_term: "ai agency",
        utm_content: "ad-2",
      },
    ],
    ["an empty UTM parameter", "https://narmadaai.in/blog?utm_source=", "", { landing_page: "/blog" }],
    ["our own site as referrer", "https://narmadaai.in/about", "https://www.narmadaai.in/", { landing_page: "/about" }],
    ["no referrer", "https://narmadaai.in/contact", "", { landing_page: "/contact" }],
    ["an unreadable referrer", "https://narmadaai.in/contact", "::", { landing_page: "/contact" }],
  ])("%s", (_what, href, referrer, visit) => {
    expect(landingOf(new URL(href), referrer)).toEqual(visit);
  });

  it("cuts a UTM value at 100 characters", () => {
    expect(landingOf(new URL(`https://narmadaai.in/?utm_campaign=${"c".repeat(150)}`), "").utm_campaign).toHaveLength(
      100,
    );
  });
});
