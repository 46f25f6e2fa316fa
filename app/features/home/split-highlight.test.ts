import { describe, expect, it } from "vitest";
import { hero } from "~/content/home";
import { PAGES } from "~/content/pages";
import { splitHighlight } from "./split-highlight";

describe("splitHighlight", () => {
  it.each([
    {
      heading: "Turn AI into measurable business results",
      highlight: "measurable business results",
      parts: { before: "Turn AI into ", accent: "measurable business results", after: "" },
    },
    {
      heading: "Work that moves the numbers today",
      highlight: "the numbers",
      parts: { before: "Work that moves ", accent: "the numbers", after: " today" },
    },
    { heading: "About us", highlight: "missing", parts: { before: "About us", accent: "", after: "" } },
    { heading: "About us", highlight: undefined, parts: { before: "About us", accent: "", after: "" } },
    { heading: "About us", highlight: "", parts: { before: "About us", accent: "", after: "" } },
  ])("$heading / $highlight", ({ heading, highlight, parts }) => {
    expect(splitHighlight(heading, highlight)).toEqual(parts);
  });
});

describe("Home hero copy", () => {
  it("matches the h1 and intro served for / (pages.ts), so the accent always applies", () => {
    expect(PAGES["/"].heading).toBe(`${hero.title} ${hero.highlight}`);
    expect(PAGES["/"].intro).toBe(hero.subtitle);
    expect(splitHighlight(PAGES["/"].heading, hero.highlight).accent).toBe("measurable business results");
  });
});
