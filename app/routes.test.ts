// The router (app/routes.ts) and the route table (app/lib/site-paths.ts) must describe the same site:
// every listed path reaches its own module, and the router serves nothing the table does not list.
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { matchRoutes, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { ALL_PATHS, DYNAMIC_ROUTES, PRERENDERED_PATHS, ROUTE_TABLE, SERVER_RENDERED_PATHS } from "./lib/site-paths";
import routes from "./routes";

type Registered = { path: string; file: string };

/** The router's routes as full paths, layouts and nesting resolved (a layout adds no path of its own). */
function flatten(entries: RouteConfigEntry[], parent = ""): Registered[] {
  return entries.flatMap((e) => {
    const path = e.index ? parent || "/" : e.path ? `${parent}/${e.path}`.replace(/\/+/g, "/") : parent;
    const self = e.index || e.path ? [{ path, file: e.file }] : [];
    return [...self, ...flatten(e.children ?? [], path === "/" ? "" : path)];
  });
}

const registered = flatten(routes).filter((r) => r.path !== "/*");
const moduleOf = (name: string) => `routes/${name}.tsx`;
/** A concrete URL for a pattern: each :param and * becomes a sample segment. */
const sampleUrl = (pattern: string) => pattern.replace(/:[\w]+|\*/g, "sample-value");

describe("the route table and the router", () => {
  it("lists every route the router knows, with the same module", () => {
    expect(Object.fromEntries(registered.map((r) => [r.path, r.file]))).toEqual(
      Object.fromEntries(Object.entries(ROUTE_TABLE).map(([path, name]) => [path, moduleOf(name)])),
    );
  });

  it("registers each path once", () => {
    const paths = registered.map((r) => r.path);
    expect(paths.filter((p, i) => paths.indexOf(p) !== i)).toEqual([]);
  });

  // The router ranks routes itself: a dynamic segment must never swallow a listed page.
  it.each(Object.entries(ROUTE_TABLE))("%s is answered by routes/%s.tsx", (pattern, name) => {
    const matches = matchRoutes(routes.map(toRouteObject), sampleUrl(pattern)) ?? [];
    expect(matches.at(-1)?.route.handle).toBe(moduleOf(name));
  });

  it("sends unknown paths to the not-found page", () => {
    const matches = matchRoutes(routes.map(toRouteObject), "/no-such-page/here") ?? [];
    expect(matches.at(-1)?.route.handle).toBe("routes/not-found.tsx");
  });

  it("keeps pages and patterns apart: listed pages are fixed paths, dynamic routes are not pages", () => {
    expect(ALL_PATHS).toEqual([...PRERENDERED_PATHS, ...SERVER_RENDERED_PATHS]);
    expect(ALL_PATHS.filter((p) => /[:*]/.test(p))).toEqual([]);
    expect(Object.keys(DYNAMIC_ROUTES).filter((p) => (ALL_PATHS as string[]).includes(p))).toEqual([]);
  });
});

/** The shape React Router matches against, the module kept in `handle`. */
function toRouteObject(e: RouteConfigEntry): RouteObject {
  return e.index
    ? { index: true, handle: e.file }
    : { path: e.path, handle: e.file, children: e.children?.map(toRouteObject) };
}
