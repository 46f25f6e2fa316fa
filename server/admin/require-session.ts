import type { NextFunction, Request, Response } from "express";
import { canUse, type SectionKey, sectionByKey } from "~/features/admin/shared/sections";
import { readSessionToken } from "../auth/cookie";
import { readSession, type SessionLifetimes } from "../auth/sessions";
import type { Db } from "../db/schema";
import { sendError } from "../http/json-error";
import type { AdminLocals } from "./gate";

/**
 * In front of every admin JSON endpoint that Express serves itself (not through a route loader): the
 * session and the section's role, read from the cookie here, whatever the gate decided. The gate is the
 * first defence, this the second; a path spelling the gate misjudges still finds no data. Fills
 * `res.locals.admin` for the handler.
 */
export function requireSession(db: Db, life: SessionLifetimes, section: SectionKey) {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const token = readSessionToken(req.headers.cookie);
      const session = token ? await readSession(db, token, life) : undefined;
      if (!session) return sendError(res, 401, "Please sign in.");
      if (!canUse(session.user.role, sectionByKey(section))) {
        return sendError(res, 403, "Your role cannot use this part of the admin area.");
      }
      const locals: AdminLocals = { user: session.user, sessionId: session.sessionId, token };
      res.locals.admin = locals;
      res.setHeader("Cache-Control", "no-store");
      next();
    } catch (err) {
      next(err);
    }
  };
}
