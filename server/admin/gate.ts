import type { NextFunction, Request, Response } from "express";
import { canUse, PUBLIC_ADMIN_PATHS, sectionForPath } from "~/features/admin/shared/sections";
import { ADMIN_ROUTES, ADMIN_SHELL_ROUTES } from "~/lib/site-paths";
import { readSessionToken } from "../auth/cookie";
import { isSameOrigin } from "../auth/same-origin";
import { readSession, type SessionLifetimes, type SessionUser } from "../auth/sessions";
import type { Db } from "../db/schema";
import { canonicalPath, isAdminPath, isDataRequest } from "../http/canonical-path";
import { countRefusal } from "../ops/metrics";
import { isOtherSiteDownload } from "./downloads";

export interface AdminLocals {
  user?: SessionUser;
  sessionId?: string;
  token?: string;
}

/** The origins our own pages have: the one the request was made to, and the configured site URL. */
export function ownOrigins(req: Request, siteUrl: string) {
  return [`${req.protocol}://${req.get("host")}`, new URL(siteUrl).origin];
}

const SHELL_SCREENS = Object.keys(ADMIN_SHELL_ROUTES).map((p) => new RegExp(`^${p.replace(/:[^/]+/g, "[^/]+")}$`));

/**
 * A screen inside the admin's frame (not a download, an endpoint or a page of its own), by canonical path.
 * Its loader checks the role too (features/admin/shared/guard.ts) and refuses with the same 403, which the
 * frame then shows around the message instead of a bare text page.
 */
export const isShellScreen = (path: string) =>
  !(path in ADMIN_ROUTES) && SHELL_SCREENS.some((screen) => screen.test(path));

/**
 * In front of every /admin URL (pages, data requests, actions, downloads): never cached or indexed;
 * state changes only from our own pages; downloads never from another site's page (./downloads.ts); a
 * session for everything but the sign-in pages; and the role each section needs
 * (app/features/admin/shared/sections.ts). Paths are judged in their canonical form
 * (server/http/canonical-path.ts), so `/ADMIN/…`, `/%61dmin/…` and `/x/../admin/…` are /admin too.
 * Route loaders and the admin JSON endpoints check the session again.
 */
export function adminGate(db: Db, life: SessionLifetimes, siteUrl: string) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const path = canonicalPath(req.originalUrl);
    if (!isAdminPath(path)) return next();
    try {
      res.setHeader("Cache-Control", "no-store");
      res.setHeader("X-Robots-Tag", "noindex, nofollow");
      const reading = req.method === "GET" || req.method === "HEAD";
      if (isOtherSiteDownload(path, req.get("sec-fetch-site"))) {
        countRefusal("cross_site");
        res.status(403).type("text").send("Forbidden: downloads start from the site's own admin pages.");
        return;
      }
      if (
        !reading &&
        !isSameOrigin({ secFetchSite: req.get("sec-fetch-site"), origin: req.get("origin") }, ownOrigins(req, siteUrl))
      ) {
        res.status(403).type("text").send("Forbidden: this form must be sent from the site's own admin pages.");
        return;
      }
      const token = readSessionToken(req.headers.cookie);
      const session = token ? await readSession(db, token, life) : undefined;
      const locals: AdminLocals = {
        user: session?.user,
        sessionId: session?.sessionId,
        token: session ? token : undefined,
      };
      res.locals.admin = locals;

      if ((PUBLIC_ADMIN_PATHS as readonly string[]).includes(path)) return next();
      if (!session) {
        if (reading && !isDataRequest(req.originalUrl)) {
          res.redirect(303, `/admin/login?next=${encodeURIComponent(path)}`);
        } else if (reading) {
          next(); // React Router's data request: the loader answers with a redirect it can follow
        } else {
          res.status(401).type("text").send("Please sign in.");
        }
        return;
      }
      const section = sectionForPath(path);
      if (section && !canUse(session.user.role, section)) {
        if (reading && isShellScreen(path)) return next();
        res.status(403).type("text").send("Forbidden: your role cannot use this part of the admin area.");
        return;
      }
      next();
    } catch (err) {
      next(err);
    }
  };
}
