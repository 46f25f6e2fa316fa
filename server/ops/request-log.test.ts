import type { Request } from "express";
import { describe, expect, it } from "vitest";
import { loggedPath, pageRouteMatcher, pathOf, ROUTE_CACHE_MAX, requestIdOf, routeLabel } from "./request-log";

describe("loggedPath", () => {
  it.each([
    ["/contact?utm_source=x&token=abc", "/contact"],
    ["/blog/ai-in-logistics#comments", "/blog/ai-in-logistics"],
    ["/admin/leads/4be9c0e1-84ea-4e6b-8f80-18b49e2b3527", "/admin/leads/4be9c0e1-84ea-4e6b-8f80-18b49e2b3527"],
    // Click and open links carry a recipient's token in the path.
    ["/c/7f3a9b/Zx8_kP2mQ9rT4vW1yB6nC3dE", "/c/:token"],
    ["/o/Zx8_kP2mQ9rT4vW1yB6nC3dE", "/o/:token"],
    // A long mixed-case segment with digits looks like a token wherever it is.
    ["/newsletter/x/AbCdEf0123456789xyZ", "/newsletter/x/:token"],
    ["/services/ai-chatbot-development-for-small-businesses", "/services/ai-chatbot-development-for-small-businesses"],
    // A booking's manage link, even a token without a capital or a digit, and its invite download (issue #38).
    ["/booking/manage/abcdefghijklmnopqrstuvwxyz_abcdefghijklmnop-", "/booking/manage/:token"],
    ["/Booking/Manage/abcdefghijklmnopqrstuvwxyz_abcdefghijklmnop-/invite.ics", "/booking/manage/:token"],
    ["/booking/manage", "/booking/manage"],
  ])("%s → %s", (url, expected) => {
    expect(loggedPath(url)).toBe(expected);
  });

  it("pathOf keeps the path alone", () => {
    expect(pathOf("/a/b?c=d")).toBe("/a/b");
    expect(pathOf("/a/b")).toBe("/a/b");
  });
});

describe("requestIdOf", () => {
  it.each([
    ["lb-7f3a-0001", "lb-7f3a-0001"],
    ["Root=1-67891233-abcdef012345678912345678", "generated"],
    ["a b", "generated"],
    ["x".repeat(129), "generated"],
    [undefined, "generated"],
  ])("%s", (header, expected) => {
    const id = requestIdOf(header);
    if (expected === "generated") expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    else expect(id).toBe(expected);
  });
});

describe("routeLabel and pageRouteMatcher", () => {
  const manifest = {
    root: { id: "root", path: "" },
    "routes/home": { id: "routes/home", parentId: "root", index: true },
    "routes/services.$slug": { id: "routes/services.$slug", parentId: "root", path: "services/:slug" },
    "routes/blog": { id: "routes/blog", parentId: "root", path: "blog" },
    "routes/blog._index": { id: "routes/blog._index", parentId: "routes/blog", index: true },
    "routes/$": { id: "routes/$", parentId: "root", path: "*" },
  };
  const pages = pageRouteMatcher(manifest);
  const req = (originalUrl: string, route?: { path: unknown }, baseUrl = "") =>
    ({ originalUrl, route, baseUrl }) as unknown as Request;

  it.each([
    ["/", "routes/home"],
    ["/services/ai-consulting", "routes/services.$slug"],
    ["/blog", "routes/blog._index"],
    ["/no/such/page", "routes/$"],
  ])("page %s → %s", (path, id) => {
    expect(pages(path)).toBe(id);
    expect(routeLabel(req(`${path}?q=1`, { path: "/{*splat}" }), pages)).toBe(id);
  });

  it("answers the same for a path asked again, after more paths than it keeps", () => {
    const fresh = pageRouteMatcher(manifest);
    expect(fresh("/services/web")).toBe("routes/services.$slug");
    for (let i = 0; i <= ROUTE_CACHE_MAX; i++) expect(fresh(`/blog/post-${i}/x`)).toBe("routes/$");
    expect(fresh("/services/web")).toBe("routes/services.$slug");
    expect(fresh("/blog")).toBe("routes/blog._index");
  });

  // Express matches mount paths regardless of case: every casing of a path is one label, the route's.
  it.each([
    ["/api/page-views", "/api/page-views", "/", "/api/page-views/"],
    ["/API/Page-Views", "/API/Page-Views", "/", "/api/page-views/"],
    ["/aPi/pAgE-vIeWs/time", "/aPi/pAgE-vIeWs", "/time", "/api/page-views/time"],
    ["/API/Posts/My-Post/Reactions", "/API", "/posts/:slug/reactions", "/api/posts/:slug/reactions"],
    ["/API/HEALTH/READY", "/API", "/health/ready", "/api/health/ready"],
  ])("%s (mounted at %s, route %s) → %s", (url, baseUrl, pattern, label) => {
    expect(routeLabel(req(url, { path: pattern }, baseUrl))).toBe(label);
  });

  it.each([
    ["/API/No-Such-Thing", "/API"],
    ["/Wp-Login.php", ""],
    ["/x/y/z?a=1", ""],
  ])("no route serves %s: one label, unmatched", (url, baseUrl) => {
    expect(routeLabel(req(url, undefined, baseUrl))).toBe("unmatched");
  });

  it("labels a request no router took, with no baseUrl at all, as unmatched instead of throwing", () => {
    const bare = { originalUrl: "/nothing-here", route: undefined } as unknown as Request;
    expect(routeLabel(bare)).toBe("unmatched");
  });

  it("an API route is labelled by its pattern, assets by one label, the rest as unmatched", () => {
    expect(routeLabel(req("/api/posts/x/reactions", { path: "/posts/:slug/reactions" }, "/api"))).toBe(
      "/api/posts/:slug/reactions",
    );
    expect(routeLabel(req("/assets/entry.client-abc123.js"))).toBe("/assets/*");
    expect(routeLabel(req("/wp-login.php"))).toBe("unmatched");
    expect(routeLabel(req("/c/a/b", { path: /^\/[co]\// }))).toBe("^\\/[co]\\/");
  });
});
