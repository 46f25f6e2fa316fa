import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { AnalyticsTab } from "~/features/admin/analytics/analytics-tab";
import type { AnalyticsReport } from "~/features/admin/analytics/analytics-types";

// A 7-day report with one counted view on its last day; `pendingDays` as the server sends it.
const report = (pendingDays: number): AnalyticsReport => ({
  days: 7,
  from: "2026-11-17",
  to: "2026-11-23",
  series: ["17", "18", "19", "20", "21", "22", "23"].map((d) => ({
    day: `2026-11-${d}`,
    views: d === "23" ? 1 : 0,
    visitors: d === "23" ? 1 : 0,
  })),
  totals: { views: 1, visitors: 1 },
  averageTimeMs: null,
  bounceRate: 1,
  topPages: [{ path: "/", views: 1, visitors: 1 }],
  topReferrers: [],
  pendingDays,
  blog: [],
});

const tab = (pendingDays: number) =>
  render(
    <MemoryRouter>
      <AnalyticsTab report={report(pendingDays)} />
    </MemoryRouter>,
  );

describe("AnalyticsTab during a catch-up", () => {
  it.each([
    [1, "Page views of 1 day are still being counted"],
    [12, "Page views of 12 days are still being counted"],
  ])("%i day(s) still being counted: it says so, and that they are not in the figures", (days, opening) => {
    tab(days);
    const note = screen.getByRole("status");
    expect(note).toHaveTextContent(
      `${opening} (the hourly job is catching up after a pause or a restore), so they are not in these figures yet. Reload in a minute to see them.`,
    );
  });

  it("says nothing when every day of the range is counted", () => {
    tab(0);
    expect(screen.queryByRole("status")).toBeNull();
    expect(screen.getByText("2026-11-17 to 2026-11-23")).toBeInTheDocument();
  });
});
