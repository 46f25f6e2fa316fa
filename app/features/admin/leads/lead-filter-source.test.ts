import { describe, expect, it } from "vitest";
import { leadFilterQuery, parseLeadFilter } from "~/features/admin/leads/lead-filter";

// The Leads tab's Source and Campaign filters, as the URL carries them.
describe("source and campaign in the leads filter", () => {
  it.each([
    ["?source=linkedin&campaign=launch", "linkedin", "launch"],
    ["?source=%20LinkedIn%20&campaign=Launch", "linkedin", "launch"],
    ["?source=google.com", "google.com", ""],
    ["?campaign=", "", ""],
    [`?campaign=${"c".repeat(150)}`, "", "c".repeat(100)],
    ["", "", ""],
  ])("%s → source %j, campaign %j", (query, source, campaign) => {
    expect(parseLeadFilter(new URLSearchParams(query))).toMatchObject({ source, campaign });
  });

  it("keeps them in paging and export links", () => {
    const filter = parseLeadFilter(new URLSearchParams("?status=won&source=linkedin&campaign=launch"));
    expect(leadFilterQuery(filter, { page: 2 })).toBe("?status=won&source=linkedin&campaign=launch&page=2");
  });
});
