import { describe, expect, it } from "vitest";
import { type InquiryOrigin, inquirySource } from "~/features/admin/contacts/inquiry-source";

describe("inquirySource", () => {
  it.each<[string, InquiryOrigin, string]>([
    [
      "a campaign, landed elsewhere",
      {
        utmSource: "linkedin",
        utmMedium: "social",
        utmCampaign: "launch",
        landingPage: "/services",
        sentFrom: "/contact",
      },
      "linkedin / social / launch, landed on /services",
    ],
    ["a source alone", { utmSource: "newsletter", landingPage: "/contact", sentFrom: "/contact" }, "newsletter"],
    [
      "a referrer, landed on the form's page",
      { referrerHost: "google.com", landingPage: "/contact", sentFrom: "/contact" },
      "Referred by google.com",
    ],
    ["the UTM source wins over the referrer", { utmSource: "x", referrerHost: "t.co" }, "x"],
    ["a direct visit", { landingPage: "/", sentFrom: "/contact" }, "Direct visit, landed on /"],
    ["Do Not Track or no JavaScript: only the page", { sentFrom: "/contact" }, "Not known (sent from /contact)"],
    ["stored before attribution", {}, "Not recorded"],
    ["typed in by the team", { addedIn: "admin", addedBy: "asha@example.com" }, "Added by asha@example.com"],
    ["typed in, author unknown", { addedIn: "admin" }, "Added by the team"],
  ])("%s", (_, origin, line) => {
    expect(inquirySource(origin)).toBe(line);
  });
});
