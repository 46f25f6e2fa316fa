// Every screen of the admin area: its tab, its URL and who may use it. The server's gate
// (server/admin/gate.ts) enforces the roles from this table; the UI uses it to hide what a role cannot use.

import { USER_ROLES, type UserRole } from "~/lib/statuses";

export type Role = UserRole;
export const ROLES = USER_ROLES;

export type SectionKey =
  | "dashboard"
  | "leads"
  | "portfolio"
  | "testimonials"
  | "team"
  | "blog"
  | "comments"
  | "contacts"
  | "campaigns"
  | "analytics"
  | "seo"
  | "media"
  | "notifications"
  | "backup"
  | "settings"
  | "users"
  | "calls"
  | "sequences"
  | "live"
  | "account";

export interface Section {
  key: SectionKey;
  /** The tab's label, as the tab bar and the sidebar show it. */
  label: string;
  path: string;
  roles: readonly Role[];
  /** Shown in the tab bar (Users has no tab button). */
  tab: boolean;
  /** The platforms grid tile's label and line, for the 12 sections that have a tile. */
  tile?: { title: string; text: string };
}

/** Every role: the Dashboard and one's own account. */
const ALL: readonly Role[] = ["admin", "editor", "sales"];
/** The blog's screens. */
const BOTH: readonly Role[] = ["admin", "editor"];
/** Leads and strategy calls (issue #38): sales works them; no settings, users or backups. */
const SALES: readonly Role[] = ["admin", "sales"];
const ADMIN: readonly Role[] = ["admin"];

export const SECTIONS: readonly Section[] = [
  { key: "dashboard", label: "Dashboard", path: "/admin/dashboard", roles: ALL, tab: true },
  {
    key: "leads",
    label: "Leads",
    path: "/admin/leads",
    roles: SALES,
    tab: true,
    tile: { title: "Leads", text: "Every enquiry, report request and chat, with status and value" },
  },
  {
    key: "portfolio",
    label: "Portfolio",
    path: "/admin/portfolio",
    roles: ADMIN,
    tab: true,
    tile: { title: "Portfolio", text: "Projects and case studies shown on the site" },
  },
  {
    key: "testimonials",
    label: "Testimonials",
    path: "/admin/testimonials",
    roles: ADMIN,
    tab: true,
    tile: { title: "Testimonials", text: "Client quotes awaiting approval or live" },
  },
  {
    key: "team",
    label: "Team",
    path: "/admin/team",
    roles: ADMIN,
    tab: true,
    tile: { title: "Team", text: "People, roles and profiles" },
  },
  {
    key: "blog",
    label: "Blog Posts",
    path: "/admin/blog",
    roles: BOTH,
    tab: true,
    tile: { title: "Blog Posts", text: "Articles, drafts and publishing" },
  },
  { key: "comments", label: "Comments", path: "/admin/comments", roles: BOTH, tab: true },
  {
    key: "contacts",
    label: "Contact Forms",
    path: "/admin/contacts",
    roles: ADMIN,
    tab: true,
    tile: { title: "Contacts", text: "Messages from the contact form" },
  },
  {
    key: "campaigns",
    label: "Email Campaigns",
    path: "/admin/campaigns",
    roles: ADMIN,
    tab: true,
    tile: { title: "Campaigns", text: "Newsletters and their results" },
  },
  {
    key: "analytics",
    label: "Analytics",
    path: "/admin/analytics",
    roles: ADMIN,
    tab: true,
    tile: { title: "Analytics", text: "Readership and engagement" },
  },
  {
    key: "seo",
    label: "SEO Tools",
    path: "/admin/seo",
    roles: BOTH,
    tab: true,
    tile: { title: "SEO", text: "Titles, descriptions and search health" },
  },
  {
    key: "media",
    label: "Media",
    path: "/admin/media",
    roles: BOTH,
    tab: true,
    tile: { title: "Media", text: "Images used by posts and pages" },
  },
  {
    key: "notifications",
    label: "Notifications",
    path: "/admin/notifications",
    roles: ADMIN,
    tab: true,
    tile: { title: "Notifications", text: "New leads and failed deliveries" },
  },
  {
    key: "backup",
    label: "Backup",
    path: "/admin/backup",
    roles: ADMIN,
    tab: true,
    tile: { title: "Backup", text: "Download or restore the whole database" },
  },
  { key: "settings", label: "Settings", path: "/admin/settings", roles: ADMIN, tab: true },
  { key: "users", label: "Users", path: "/admin/users", roles: ADMIN, tab: false },
  // Strategy calls (issue #38): after the spec's 15 tabs and Users, in the sidebar only (no tab, no tile).
  { key: "calls", label: "Calls", path: "/admin/calls", roles: SALES, tab: false },
  // The live chat inbox (issue #40): after Calls, sidebar only, for admins and sales.
  { key: "live", label: "Live chat", path: "/admin/live", roles: SALES, tab: false },
  // E-mail sequences (issue #39): the steps, their counts and the pause switch, for admins; sales start and
  // stop a lead's sequence on the lead page (the Leads section).
  { key: "sequences", label: "Sequences", path: "/admin/sequences", roles: ADMIN, tab: false },
  // Every signed-in user changes their own password here (linked from the top bar).
  { key: "account", label: "Your account", path: "/admin/account", roles: ALL, tab: false },
];

/** The 12 platform tiles, in their fixed order (leads first, backup last). */
export const TILE_ORDER: readonly SectionKey[] = [
  "leads",
  "portfolio",
  "testimonials",
  "team",
  "blog",
  "contacts",
  "campaigns",
  "analytics",
  "seo",
  "media",
  "notifications",
  "backup",
];

export const sectionByKey = (key: SectionKey) => SECTIONS.find((s) => s.key === key) as Section;

export const canUse = (role: UserRole, section: Section) => section.roles.includes(role);

/**
 * The admin sidebar's sections for a role, in table order: the 15 tabs the role can use, then Users for
 * admins (Users has no button in the tab bar, but the sidebar has room) and Calls for admins and sales.
 * Your account sits with the signed-in user.
 */
export const sidebarSections = (role: Role) => SECTIONS.filter((s) => s.key !== "account" && canUse(role, s));

/** Admin pages anyone may open: the sign-in gate, the first-admin form, and sign-out. */
export const PUBLIC_ADMIN_PATHS = ["/admin/login", "/admin/setup", "/admin/logout"] as const;

/**
 * The section a URL path belongs to (the longest matching section path); `/admin` itself is the
 * platforms grid, open to every signed-in user. Undefined for paths outside any section.
 */
export function sectionForPath(pathname: string): Section | undefined {
  const path = pathname.replace(/\/+$/, "");
  return SECTIONS.filter((s) => path === s.path || path.startsWith(`${s.path}/`)).sort(
    (a, b) => b.path.length - a.path.length,
  )[0];
}
