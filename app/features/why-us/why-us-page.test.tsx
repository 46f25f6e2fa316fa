import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { advantages, advantagesSection } from "~/content/why-us";
import { ALL_PATHS } from "~/lib/site-paths";
import { WhyUsPage } from "./why-us-page";

// Structure, not copy: the texts themselves live (once) in app/content/why-us.ts.
describe("WhyUsPage", () => {
  it("shows each advantage as a list item with its own heading and proof point", () => {
    render(<WhyUsPage />, { wrapper: MemoryRouter });
    const items = within(screen.getByRole("list", { name: advantagesSection.title })).getAllByRole("listitem");
    expect(items).toHaveLength(advantages.length);
    items.forEach((item, i) => {
      expect(within(item).getByRole("heading", { level: 3 })).toHaveTextContent(advantages[i].title);
      expect(item).toHaveTextContent(`${advantagesSection.proofLabel}: ${advantages[i].proof}`);
    });
  });

  it("has one h1, and every section is named by its own h2", () => {
    const { container } = render(<WhyUsPage />, { wrapper: MemoryRouter });
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    for (const section of container.querySelectorAll("section[aria-labelledby]")) {
      const heading = container.querySelector(`#${section.getAttribute("aria-labelledby")}`);
      expect(heading?.tagName).toMatch(/^H[12]$/);
    }
  });

  it("links only to pages of the site", () => {
    render(<WhyUsPage />, { wrapper: MemoryRouter });
    const targets = screen.getAllByRole("link").map((a) => a.getAttribute("href")?.split("?")[0]);
    expect(targets.length).toBeGreaterThan(0);
    expect(targets.filter((t) => !(ALL_PATHS as string[]).includes(t ?? ""))).toEqual([]);
  });
});
