import { describe, expect, it } from "vitest";
import { ALL_PATHS } from "~/lib/site-paths";
import { FOOTER_COLUMNS, isActive, isCurrentPath, MAIN_NAV } from "./navigation";

const byName = (name: string) => MAIN_NAV.find((i) => i.name === name)!;

describe("isActive", () => {
  it.each([
    ["Home", "/", true],
    ["Home", "/about", false],
    ["About", "/about", true],
    ["Services", "/services/dev/chatbots", true],
    ["Services", "/resources/ai-readiness", true],
    ["Services", "/services", false],
    ["Business Outcomes", "/reduce-costs", true],
    ["Knowledge Center", "/blog", true],
    ["Knowledge Center", "/roi-calculator", true],
    ["Solution Portfolio", "/portfolio", true],
    ["Contact", "/about", false],
    ["About", "/About/", true],
    ["Services", "/services/dev/chatbots/", true],
  ])("%s on %s → %s", (name, path, expected) => {
    expect(isActive(byName(name), path)).toBe(expected);
  });
});

describe("isCurrentPath", () => {
  it.each([
    ["/about", "/about", true],
    ["/about", "/about/", true],
    ["/about", "/ABOUT", true],
    ["/", "/", true],
    ["/", "/about", false],
    ["/about", "/about-us", false],
    ["/services", "/services/dev/chatbots", false],
  ])("link %s on %s → %s", (path, pathname, expected) => {
    expect(isCurrentPath(path, pathname)).toBe(expected);
  });
});

describe("every navigation and footer link points at a registered route", () => {
  const links = [
    ...MAIN_NAV.flatMap((i) => (i.kind === "link" ? [i.path] : i.groups.flatMap((g) => g.links.map((l) => l.path)))),
    ...FOOTER_COLUMNS.flatMap((g) => g.links.map((l) => l.path)),
  ];
  it.each(links)("%s", (path) => {
    expect(ALL_PATHS).toContain(path);
  });
});
