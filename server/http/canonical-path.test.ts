import { describe, expect, it } from "vitest";
import { canonicalPath, isAdminPath, isDataRequest } from "./canonical-path";

describe("canonicalPath", () => {
  it.each([
    ["/admin/media/library", "/admin/media/library"],
    ["/ADMIN/media/library", "/admin/media/library"],
    ["/Admin/Media/Library/", "/admin/media/library"],
    ["/admin//media///library", "/admin/media/library"],
    ["//admin/leads", "/admin/leads"],
    ["/admin/leads.data", "/admin/leads"],
    ["/admin/leads.data?index", "/admin/leads"],
    ["/admin/leads/?q=x#top", "/admin/leads"],
    ["/admin.data", "/admin"],
    ["/%61dmin/leads", "/admin/leads"],
    ["/%41DMIN/leads", "/admin/leads"],
    ["/%2561dmin/leads", "/admin/leads"],
    ["/admin%2Fmedia%2flibrary", "/admin/media/library"],
    ["/admin%5Cleads", "/admin/leads"],
    ["/admin\\leads", "/admin/leads"],
    ["/x/../admin/leads", "/admin/leads"],
    ["/x/%2e%2e/ADMIN/leads", "/admin/leads"],
    ["/admin/../ADMIN/media/library", "/admin/media/library"],
    ["/./admin/./login", "/admin/login"],
    ["http://evil.example/ADMIN/leads", "/admin/leads"],
    ["/", "/"],
    ["", "/"],
    ["/contact", "/contact"],
    ["/blog/caf%C3%A9", "/blog/caf%c3%a9"],
    ["/blog/100%", "/blog/100%"],
    ["/blog/%zz", "/blog/%zz"],
  ])("%s → %s", (target, expected) => {
    expect(canonicalPath(target)).toBe(expected);
  });
});

describe("isAdminPath", () => {
  it.each([
    ["/admin", true],
    ["/admin/login", true],
    ["/administrator", false],
    ["/adminx/leads", false],
    ["/blog/admin", false],
    ["/", false],
  ])("%s → %s", (path, expected) => {
    expect(isAdminPath(path)).toBe(expected);
  });

  it.each(["/ADMIN/leads", "/%61dmin", "/x/../Admin/", "/admin%2Fleads", "//admin"])(
    "judges %s as the admin area",
    (target) => {
      expect(isAdminPath(canonicalPath(target))).toBe(true);
    },
  );
});

describe("isDataRequest", () => {
  it.each([
    ["/admin/leads.data", true],
    ["/admin/leads.data?_routes=x", true],
    ["/admin/leads", false],
    ["/admin/leads?x=.data", false],
  ])("%s → %s", (target, expected) => {
    expect(isDataRequest(target)).toBe(expected);
  });
});
