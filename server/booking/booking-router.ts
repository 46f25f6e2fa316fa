// The booking's HTTP side (issue #38), mounted before the pages:
//   GET  /api/booking/slots?zone=…&preference=…  the picker's slots (JSON, cacheable a few seconds, no write)
//   POST /api/booking/manage {intent, token, slot?, zone?}  view, reschedule or cancel (JSON, same origin)
//   GET  /booking/manage/<token>/invite.ics  "Add to calendar"
//   POST /booking/manage/<token>  the manage page's form: refused here unless same-origin
// The token travels in the body or in a path the request log masks (server/ops/request-log.ts).
import express, { type NextFunction, type Request, type Response } from "express";
import { refuse, statusOf } from "~/lib/result";
import { isSameOrigin } from "../auth/same-origin";
import { answeredBusy } from "../http/busy";
import { clientKey } from "../http/client-key";
import { sendError } from "../http/json-error";
import { bookingApi } from "./booking-api";
import type { BookingDeps } from "./booking-deps";

const MAX_BODY_BYTES = 4 * 1024;

function sameOrigin(siteUrl: string) {
  return (req: Request, res: Response, next: NextFunction) => {
    const own = [`${req.protocol}://${req.get("host")}`, new URL(siteUrl).origin];
    if (isSameOrigin({ secFetchSite: req.get("sec-fetch-site"), origin: req.get("origin") }, own)) return next();
    if (req.path.startsWith("/api/")) sendError(res, 403, "Send this from the site's own pages.");
    else res.status(403).type("text").send("Send this from the site's own pages.");
  };
}

export function bookingRouter(deps: BookingDeps) {
  const router = express.Router();

  router.get("/api/booking/slots", async (req, res, next) => {
    try {
      const q = req.query;
      const one = (v: unknown) => (typeof v === "string" ? v : v === undefined ? undefined : "\u0000");
      const result = await bookingApi(deps).slots({ zone: one(q.zone), preference: one(q.preference) });
      if (!result.ok) return sendError(res, statusOf(result), result.message);
      // The same for every visitor asking in this zone: a shared cache may keep it briefly.
      res.set("Cache-Control", "public, max-age=5");
      res.json(result.list);
    } catch (err) {
      next(err);
    }
  });

  router.post(
    "/api/booking/manage",
    sameOrigin(deps.mail.siteUrl),
    (req, res, next) => (req.is("application/json") ? next() : sendError(res, 415, "Send the body as JSON.")),
    express.json({ limit: MAX_BODY_BYTES, strict: true }),
    async (req, res, next) => {
      try {
        const body = (req.body ?? {}) as Record<string, unknown>;
        const api = bookingApi(deps, clientKey(req.ip));
        const token = typeof body.token === "string" ? body.token : "";
        const result =
          body.intent === "view"
            ? await api.manageView(token)
            : body.intent === "reschedule"
              ? await api.reschedule(token, body.slot as string, body.zone as string | undefined)
              : body.intent === "cancel"
                ? await api.cancel(token)
                : refuse("invalid", "Unknown action");
        if (!result.ok) {
          const { ok: _ok, reason: _reason, message, fields, ...rest } = result;
          res.status(statusOf(result)).json({ error: fields ? { message, fields } : { message }, ...rest });
          return;
        }
        res.json(result);
      } catch (err) {
        next(err);
      }
    },
  );

  router.get("/booking/manage/:token/invite.ics", async (req, res, next) => {
    try {
      const result = await bookingApi(deps).ics(String(req.params.token));
      if (!result.ok) return void res.status(statusOf(result)).type("text").send(result.message);
      res.set("Cache-Control", "private, no-store");
      res.type("text/calendar; charset=utf-8").attachment("invite.ics").send(result.ics);
    } catch (err) {
      next(err);
    }
  });

  // The manage page's own form posts: a state change, only from our pages.
  router.post("/booking/manage/{*rest}", sameOrigin(deps.mail.siteUrl));

  // A busy database pool (docs/decisions/089): 429 with Retry-After in this router's shapes, JSON under
  // /api/ as its other refusals, not the app's plain text. Any other error goes on to the app's handlers.
  router.use((err: unknown, req: Request, res: Response, next: NextFunction) => {
    if (!answeredBusy(err, res, req.path.startsWith("/api/") ? "json" : "text")) next(err);
  });

  return router;
}
