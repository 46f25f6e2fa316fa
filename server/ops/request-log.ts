import { randomUUID } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import { matchRoutes, type RouteObject } from "react-router";
import { logger } from "./logger";
import { observeRequest } from "./metrics";

const httpLog = logger("http");

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
}

/**
 * The React Router route id a path belongs to ("routes/services.$slug"), from the server build's route
 * manifest; undefined when no page matches.
 */
export function pageRouteMatcher(manifest: Record<string, ManifestRoute | undefined>) {
  const all = Object.values(manifest).filter((r): r is ManifestRoute => Boolean(r));
  const childrenOf = (parentId: string | undefined): RouteObject[] =>
    all
      .filter((r) => r.parentId === parentId)
      .map((r) =>
        r.index
          ? { id: r.id, index: true, path: r.path }
          : { id: r.id, path: r.path, caseSensitive: r.caseSensitive, children: childrenOf(r.id) },
      );
  const tree = childrenOf(undefined);
  // matchRoutes flattens and ranks the whole route tree on every call (most of a static page's CPU):
  // answers are kept per path, the oldest dropped past ROUTE_CACHE_MAX (paths come from clients).
  const known = new Map<string, string | undefined>();
  return (pathname: string): string | undefined => {
    if (known.has(pathname)) return known.get(pathname);
    const matches = matchRoutes(tree, pathname);
    const id = matches?.[matches.length - 1]?.route.id;
    if (known.size >= ROUTE_CACHE_MAX) known.delete(known.keys().next().value as string);
    known.set(pathname, id);
    return id;
  };
}

/** Paths whose route id is kept: every page of the site, with room for blog articles. */
export const ROUTE_CACHE_MAX = 2000;

/**
 * The metric label of a request: the Express route pattern ("/api/posts/:slug/reactions") or the page's
 * route id, never the raw path, so the number of series stays bounded whatever paths clients try.
 * `req.baseUrl` is the part of the request's path a router was mounted at, in the request's casing:
 * Express matches mount paths regardless of case, so /API/Page-Views reaches the /api/page-views router.
 * Our mount paths are lower-case literals, so its lower case is the mount path itself, one label for
 * every casing (a mount path with a :param would bring the client's value back: mount none).
 */
export function routeLabel(req: Request, pageRoute?: (pathname: string) => string | undefined): string {
  const pattern = req.route?.path as unknown;
  // Unset when no router took the request (an API-only server's unknown path): it must not throw in a
  // response's finish handler, where it would bring the process down.
  const mount = (req.baseUrl ?? "").toLowerCase();
  if (typeof pattern === "string" && !pattern.includes("*")) return `${mount}${pattern}`;
  if (pattern instanceof RegExp) return `${mount}${pattern.source}`;
  const path = pathOf(req.originalUrl);
  if (path.startsWith("/assets/")) return "/assets/*";
  return pageRoute?.(path) ?? (pattern ? "page" : "unmatched");
}

/** The path without query string or fragment. */
export function pathOf(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

// Click, open and other links carry a secret token as a path segment: logged as :token.
const TOKEN_PATH = /^\/(c|o)\/.+/;
// A booking's manage link (and its invite download) carries its token after /booking/manage/, any casing.
const MANAGE_PATH = /^\/booking\/manage\/./i;
const LOOKS_LIKE_TOKEN = /^(?=.*[A-Z])(?=.*[0-9])[A-Za-z0-9_-]{16,}$/;

/** The path as logged: no query string, and no segment that looks like a secret token. */
export function loggedPath(url: string): string {
  const path = pathOf(url).slice(0, 300);
  if (TOKEN_PATH.test(path)) return `/${path.split("/")[1]}/:token`;
  if (MANAGE_PATH.test(path)) return "/booking/manage/:token";
  return path
    .split("/")
    .map((seg) => (LOOKS_LIKE_TOKEN.test(seg) ? ":token" : seg))
    .join("/");
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** A proxy's X-Request-Id when it is a plain token, else a new UUID. */
export function requestIdOf(header: string | string[] | undefined): string {
  return typeof header === "string" && REQUEST_ID.test(header) ? header : randomUUID();
}

/**
 * First middleware: gives each request an id (echoed as X-Request-Id, available as res.locals.reqId),
 * and when the response ends records its duration in the histogram and, when `logRequests`, writes one
 * JSON line: reqId, method, path (no query), route, status, ms. Never headers or bodies.
 */
export function requestObserver({
  logRequests,
  pageRoute,
}: {
  logRequests: boolean;
  pageRoute?: (pathname: string) => string | undefined;
}) {
  return (req: Request, res: Response, next: NextFunction) => {
    const reqId = requestIdOf(req.headers["x-request-id"]);
    res.locals.reqId = reqId;
    res.setHeader("X-Request-Id", reqId);
    const start = performance.now();
    res.once("finish", () => {
      const ms = Math.round((performance.now() - start) * 10) / 10;
      const route = routeLabel(req, pageRoute);
      observeRequest(req.method, route, res.statusCode, ms / 1000);
      if (logRequests) {
        httpLog.info(
          { reqId, method: req.method, path: loggedPath(req.originalUrl), route, status: res.statusCode, ms },
          `${req.method} ${route} ${res.statusCode}`,
        );
      }
    });
    next();
  };
}
