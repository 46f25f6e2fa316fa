import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { PAGES } from "~/content/pages";
import { hero, meta } from "~/content/why-us";
import { WhyUsPage } from "./why-us-page";

describe("WhyUsPage", () => {
  it("shows the cost, speed, expertise and partnership advantages, each with its proof point", () => {
    render(<WhyUsPage />, { wrapper: MemoryRouter });
    const list = screen.getByRole("list", { name: "Four advantages you can measure" });
    const items = within(list).getAllByRole("listitem");
    expect(items.map((li) => within(li).getByRole("heading", { level: 3 }).textContent)).toEqual([
      "Lower cost, same quality",
      "Speed to results",
      "Proven expertise",
      "True partnership",
    ]);
    expect(items[0]).toHaveTextContent("Proof point: Clients save 40-60% compared with onshore delivery");
    expect(items[1]).toHaveTextContent("Proof point: Measurable results within 90 days, or your money back.");
    expect(items[2]).toHaveTextContent("Proof point: Trusted by 500+ companies, with 50+ projects delivered");
    expect(items[3]).toHaveTextContent("Proof point: Every request answered within 24 hours");
  });

  it("ends with a call to action to the contact page and the portfolio", () => {
    render(<WhyUsPage />, { wrapper: MemoryRouter });
    expect(screen.getByRole("link", { name: "Get a Free Proposal" })).toHaveAttribute("href", "/contact");
    expect(screen.getByRole("link", { name: "View Our Portfolio" })).toHaveAttribute("href", "/portfolio");
  });

  it("has one h1, the same heading and meta as its pages.ts entry", () => {
    render(<WhyUsPage />, { wrapper: MemoryRouter });
    const entry = PAGES["/why-us"];
    expect(screen.getAllByRole("heading", { level: 1 }).map((h) => h.textContent)).toEqual([entry.heading]);
    expect(entry.heading).toBe(`${hero.title} ${hero.highlight}`);
    expect([entry.title, entry.description]).toEqual([meta.title, meta.description]);
  });
});
