import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { funnelRow } from "~/features/admin/leads/funnel";
import { LeadFunnelPanel } from "~/features/admin/leads/lead-funnel-panel";

const counts = (visitors: number, leads: number, booked: number, held: number, qualified: number, won: number) => ({
  visitors,
  leads,
  booked,
  held,
  qualified,
  won,
  qualifiedValue: qualified * 10_000,
  wonValue: won * 10_000,
});

describe("LeadFunnelPanel", () => {
  it("says so, with no table of zeros, when no lead came in", () => {
    const empty = funnelRow("", counts(120, 0, 0, 0, 0, 0));
    render(<LeadFunnelPanel funnel={{ total: empty, bySource: [empty], byCampaign: [], byLanding: [] }} days={30} />);
    const panel = screen.getByRole("region", { name: "Funnel: from visit to won" });
    expect(panel).toHaveTextContent("No lead came in during the last 30 days: no funnel to show.");
    expect(within(panel).queryByRole("table")).toBeNull();
    expect(within(panel).queryByRole("list")).toBeNull();
  });

  it("lists the steps and a row per source, each named by its row header", () => {
    const row = funnelRow("", counts(40, 4, 2, 1, 2, 1));
    render(<LeadFunnelPanel funnel={{ total: row, bySource: [row], byCampaign: [], byLanding: [] }} days={7} />);
    const steps = within(screen.getByRole("list", { name: "Funnel of the last 7 days, all sources" })).getAllByRole(
      "listitem",
    );
    // 4 of 40 = 10%, 2 of 4 = 50%, 1 of 2 = 50%, 2 of 1 = 200%, 1 of 2 = 50%.
    expect(steps.map((s) => s.textContent)).toEqual([
      "Visitors: 40landed on the site",
      "Leads: 410% of visitors",
      "Calls booked: 250% of leads",
      "Calls held: 150% of calls booked",
      "Qualified: 2200% of calls held",
      "Won: 150% of qualified",
    ]);
    const table = screen.getByRole("table", { name: "Funnel by source, last 7 days" });
    const header = within(table).getByRole("rowheader", { name: "(direct)" });
    expect(header.tagName).toBe("TH");
    expect(
      within(header.closest("tr") as HTMLElement)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["40", "4(10%)", "2(50%)", "1(50%)", "2(200%)", "1(50%)", "2.5%", "$20,000", "$10,000"]);
  });
});
