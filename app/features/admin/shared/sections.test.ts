import { describe, expect, it } from "vitest";
import {
  canUse,
  type Role,
  SECTIONS,
  sectionByKey,
  sectionForPath,
  sidebarSections,
  TILE_ORDER,
} from "~/features/admin/shared/sections";
import { ADMIN_SHELL_ROUTES } from "~/lib/site-paths";

describe("sectionForPath", () => {
  it.each([
    ["/admin", undefined],
    ["/admin/login", undefined],
    ["/admin/leads", "leads"],
    ["/admin/leads/", "leads"],
    ["/admin/leads/3f2c-id", "leads"],
    ["/admin/leads/export", "leads"],
    ["/admin/leadsx", undefined],
    ["/admin/blog", "blog"],
    ["/admin/backup/download", "backup"],
    ["/admin/users", "users"],
    ["/admin/account", "account"],
    ["/admin/calls", "calls"],
    ["/admin/calls/availability", "calls"],
    ["/admin/callsx", undefined],
  ])("%s → %s", (path, key) => {
    expect(sectionForPath(path)?.key).toBe(key);
  });
});

it("opens every platform tile on a tab of its own, each tile once with a title and a line of text", () => {
  for (const key of TILE_ORDER) {
    expect(sectionByKey(key)).toMatchObject({
      tab: true,
      tile: { title: expect.any(String), text: expect.any(String) },
    });
  }
  expect(new Set(TILE_ORDER).size).toBe(TILE_ORDER.length);
  // Screens without a tab button of their own.
  expect(SECTIONS.filter((s) => !s.tab).map((s) => s.label)).toEqual([
    "Users",
    "Calls",
    "Live chat",
    "Sequences",
    "Your account",
  ]);
  // The spec's 15 tabs stay as they are.
  expect(SECTIONS.filter((s) => s.tab)).toHaveLength(15);
});

it("gives editors Dashboard, Blog Posts, Comments, Media, SEO Tools and their own account only", () => {
  expect(SECTIONS.filter((s) => canUse("editor", s)).map((s) => s.label)).toEqual([
    "Dashboard",
    "Blog Posts",
    "Comments",
    "SEO Tools",
    "Media",
    "Your account",
  ]);
  expect(SECTIONS.every((s) => canUse("admin", s))).toBe(true);
});

it("gives sales Dashboard, Leads, Calls, Live chat and their own account only", () => {
  expect(SECTIONS.filter((s) => canUse("sales", s)).map((s) => s.label)).toEqual([
    "Dashboard",
    "Leads",
    "Calls",
    "Live chat",
    "Your account",
  ]);
});

describe("the sections and the route table", () => {
  // Every tab opens its own screen inside the admin shell.
  it.each(SECTIONS.map((s) => [s.path]))("%s is routed to a module of its own", (path) => {
    const module = ADMIN_SHELL_ROUTES[path];
    expect(module).toMatch(/^admin-[a-z-]+$/);
    expect(Object.values(ADMIN_SHELL_ROUTES).filter((m) => m === module)).toHaveLength(1);
  });
});

describe("the sidebar", () => {
  it.each([
    [
      "admin",
      "Dashboard Leads Portfolio Testimonials Team Blog Posts Comments Contact Forms Email Campaigns Analytics SEO Tools Media Notifications Backup Settings Users Calls Live chat Sequences",
    ],
    ["editor", "Dashboard Blog Posts Comments SEO Tools Media"],
    ["sales", "Dashboard Leads Calls Live chat"],
    // A role this build does not know (a newer database's): nothing.
    ["viewer", ""],
  ])("lists for %s: %s", (role, labels) => {
    expect(
      sidebarSections(role as Role)
        .map((s) => s.label)
        .join(" "),
    ).toBe(labels);
  });
});
