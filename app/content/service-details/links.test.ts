import { describe, expect, it } from "vitest";
import { brochureLink, contactLink } from "./links";

describe("contactLink", () => {
  it.each([
    ["IT Consultancy", "Hi", "/contact?service=IT%20Consultancy&message=Hi"],
    [
      "AI Integration",
      "Start Phase 03 & more",
      "/contact?service=AI%20Integration&message=Start%20Phase%2003%20%26%20more",
    ],
    ["IT Consultancy", "  padded  ", "/contact?service=IT%20Consultancy&message=padded"],
  ] as const)("%s + %j → %s", (service, message, expected) => {
    expect(contactLink(service, message)).toBe(expected);
  });

  it("keeps the message within the 500 characters the contact form accepts", () => {
    const url = new URL(contactLink("IT Consultancy", "x".repeat(600)), "http://localhost");
    expect(url.searchParams.get("message")).toHaveLength(500);
  });
});

describe("brochureLink", () => {
  it("asks for the named brochure on the contact form", () => {
    const url = new URL(brochureLink("IT Consultancy", "Data Audit"), "http://localhost");
    expect(url.pathname).toBe("/contact");
    expect(url.searchParams.get("service")).toBe("IT Consultancy");
    expect(url.searchParams.get("message")).toBe(
      "Please send me the Data Audit brochure, with pricing and typical timelines.",
    );
  });
});
