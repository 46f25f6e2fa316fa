import express from "express";
import { clientErrors, linkPages, tracking } from "../campaigns/page";
import type { Db } from "../db/schema";
import { clickTarget, confirmByToken, markOpened, pendingByToken, sendByToken, unsubscribeByToken } from "./links";
import { SEQUENCE_PATHS } from "./mail";

// The public side of the e-mail sequences, as the newsletter's (server/campaigns/router.ts): a GET
// shows a page and changes nothing (mail scanners open every link), the button POSTs; unsubscribe also
// takes RFC 8058's one-click POST. Any token that is not ours, used or expired gets a 404, never a 5xx.

export function sequenceRouter({ db, brand, now = () => new Date() }: { db: Db; brand: string; now?: () => Date }) {
  const router = express.Router();
  const form = express.urlencoded({ extended: false, limit: "4kb" });
  const { page, invalid, queryToken } = linkPages(brand);

  router.get(SEQUENCE_PATHS.confirm, async (req, res) => {
    const token = queryToken(req);
    if (!(await pendingByToken(db, token, now()))) return invalid(res, "confirmation");
    page(
      res,
      200,
      "Confirm your e-mails",
      ["Press the button and we will send you a few short e-mails with ideas and next steps."],
      {
        action: SEQUENCE_PATHS.confirm,
        button: "Yes, send them",
        hidden: { token },
      },
    );
  });
  router.post(SEQUENCE_PATHS.confirm, form, async (req, res) => {
    const token = (req.body as { token?: unknown } | undefined)?.token;
    if (!(await confirmByToken(db, token, now()))) return invalid(res, "confirmation");
    page(res, 200, "Thank you, you are confirmed", [
      "The first e-mail comes in a couple of days. Each one has a link to stop them.",
    ]);
  });

  router.get(SEQUENCE_PATHS.unsubscribe, async (req, res) => {
    const token = queryToken(req);
    if (!(await sendByToken(db, token, now()))) return invalid(res, "unsubscribe");
    page(res, 200, "Stop these e-mails", ["Press the button and we will not e-mail you again."], {
      action: `${SEQUENCE_PATHS.unsubscribe}?token=${encodeURIComponent(token)}`,
      button: "Unsubscribe",
    });
  });
  // RFC 8058: the mail provider POSTs "List-Unsubscribe=One-Click" here; the page's button posts too.
  router.post(SEQUENCE_PATHS.unsubscribe, form, async (req, res) => {
    if (!(await unsubscribeByToken(db, queryToken(req), now()))) return invalid(res, "unsubscribe");
    page(res, 200, "You are unsubscribed", [
      "You will not receive these e-mails, our newsletter or campaigns any more.",
    ]);
  });

  // Matched by hand: a malformed %-escape in a route parameter would be an error before any handler.
  router.get(/^\/sequence\/[co]\//, async (req, res) => {
    const click = /^\/sequence\/c\/([^/]+)\/([^/]+)$/.exec(req.path);
    if (click) {
      const target = await clickTarget(db, click[1] ?? "", click[2] ?? "", now());
      if (!target) return invalid(res, "tracking");
      return tracking.redirect(res, target);
    }
    const open = /^\/sequence\/o\/([^/]+)$/.exec(req.path);
    const send = open ? await sendByToken(db, open[1], now()) : undefined;
    if (!send) return tracking.notFound(res);
    if (!send.opened_at) await markOpened(db, send.id, now());
    tracking.pixel(res);
  });

  router.use(clientErrors);
  return router;
}
