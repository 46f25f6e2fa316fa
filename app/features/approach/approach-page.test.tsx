import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { hero, meta } from "~/content/approach";
import { PAGES } from "~/content/pages";
import { ApproachPage } from "./approach-page";

describe("ApproachPage", () => {
  it("presents the four stages as an ordered sequence", () => {
    render(<ApproachPage />, { wrapper: MemoryRouter });
    const list = screen.getByRole("list", { name: "Four stages, one accountable team" });
    expect(list.tagName).toBe("OL");
    const stages = within(list).getAllByRole("heading", { level: 3 });
    expect(stages.map((h) => h.textContent)).toEqual(["Strategy", "Pilot", "Scale", "Optimize"]);
  });

  it("ends with a call to action to book a strategy call and to the ROI calculator", () => {
    render(<ApproachPage />, { wrapper: MemoryRouter });
    expect(screen.getByRole("link", { name: "Book Strategy Call" })).toHaveAttribute("href", "/get-started");
    expect(screen.getByRole("link", { name: "Calculate Your AI ROI" })).toHaveAttribute("href", "/roi-calculator");
  });

  it("has one h1, the same heading and meta as its pages.ts entry", () => {
    render(<ApproachPage />, { wrapper: MemoryRouter });
    const entry = PAGES["/our-approach"];
    expect(screen.getAllByRole("heading", { level: 1 }).map((h) => h.textContent)).toEqual([entry.heading]);
    expect(entry.heading).toBe(`${hero.title} ${hero.highlight}`);
    expect([entry.title, entry.description]).toEqual([meta.title, meta.description]);
  });
});
