import express from "express";
import type { Db } from "../db/schema";
import { rescoreSubscriber } from "../score/rescore";
import { withCampaignUtm } from "./links";
import { clientErrors, linkPages, tracking } from "./page";
import { confirmSubscription, pendingByToken, recipientByToken, unsubscribeByToken } from "./subscribers";

// The public side of the newsletter: confirmation (double opt-in), unsubscribe (RFC 8058 one-click and
// a page with a button), the click redirect and the open image. Any token that is not ours, used or
// expired gets a 404, never a 5xx.

const CONFIRM_PATH = "/newsletter/confirm";
const UNSUBSCRIBE_PATH = "/newsletter/unsubscribe";

export function campaignRouter({ db, brand, siteHost = "" }: { db: Db; brand: string; siteHost?: string }) {
  const router = express.Router();
  const form = express.urlencoded({ extended: false, limit: "4kb" });

  const { page, invalid, queryToken } = linkPages(brand);

  // A GET never changes anything: mail scanners that open every link confirm no one.
  router.get(CONFIRM_PATH, async (req, res) => {
    const token = queryToken(req);
    if (!(await pendingByToken(db, token))) return invalid(res, "confirmation");
    page(res, 200, "Confirm your subscription", ["Press the button to start receiving our newsletter."], {
      action: CONFIRM_PATH,
      button: "Confirm subscription",
      hidden: { token },
    });
  });
  router.post(CONFIRM_PATH, form, async (req, res) => {
    const token = (req.body as { token?: unknown } | undefined)?.token;
    if (!(await confirmSubscription(db, token))) return invalid(res, "confirmation");
    page(res, 200, "Your subscription is confirmed", [
      "Thank you. You will receive our newsletter at this address; every issue has a link to unsubscribe.",
    ]);
  });

  router.get(UNSUBSCRIBE_PATH, async (req, res) => {
    const token = queryToken(req);
    if (!(await recipientByToken(db, token))) return invalid(res, "unsubscribe");
    page(res, 200, "Unsubscribe from our newsletter", ["Press the button and we will stop sending you campaigns."], {
      action: `${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`,
      button: "Unsubscribe",
    });
  });
  // RFC 8058: the mail provider POSTs "List-Unsubscribe=One-Click" here; the page's button posts too.
  router.post(UNSUBSCRIBE_PATH, form, async (req, res) => {
    if (!(await unsubscribeByToken(db, queryToken(req)))) return invalid(res, "unsubscribe");
    page(res, 200, "You are unsubscribed", ["You will not receive our campaigns any more."]);
  });

  // Matched by hand, not by route parameters: a malformed %-escape in a parameter would be an error
  // (and a 5xx) before any handler ran; a token is base64url, so anything else is simply unknown.
  router.get(/^\/[co]\//, async (req, res, next) => {
    const click = /^\/c\/([^/]+)\/([^/]+)$/.exec(req.path);
    if (click) {
      const target = await clickTarget(db, click[1] ?? "", click[2] ?? "", [siteHost, req.get("host") ?? ""]);
      if (!target) return invalid(res, "tracking");
      return tracking.redirect(res, target);
    }
    const open = /^\/o\/([^/]+)$/.exec(req.path);
    if (!open) return next();
    const recipient = await recipientByToken(db, open[1]);
    if (!recipient) return tracking.notFound(res);
    if (!recipient.opened_at) {
      await db
        .updateTable("campaign_recipients")
        .set({ opened_at: new Date().toISOString() })
        .where("id", "=", recipient.id)
        .where("opened_at", "is", null)
        .execute();
    }
    tracking.pixel(res);
  });

  router.use(clientErrors);

  return router;
}

/** The campaign's own link number `index` for this recipient, with the click (and an open) counted once. */
async function clickTarget(db: Db, token: string, index: string, ownHosts: string[]): Promise<string | undefined> {
  if (!/^\d{1,4}$/.test(index)) return undefined;
  const recipient = await recipientByToken(db, token);
  if (!recipient) return undefined;
  const campaign = await db
    .selectFrom("campaigns")
    .select(["links", "name"])
    .where("id", "=", recipient.campaign_id)
    .executeTakeFirst();
  const links = JSON.parse(campaign?.links ?? "[]") as unknown[];
  const target = links[Number(index)];
  if (typeof target !== "string" || !/^https?:\/\//i.test(target)) return undefined;
  if (!recipient.clicked_at || !recipient.opened_at) {
    const at = new Date().toISOString();
    // A click proves the e-mail was opened, even when its images were blocked.
    await db
      .updateTable("campaign_recipients")
      .set((eb) => ({
        clicked_at: eb.fn.coalesce("clicked_at", eb.val(at)),
        opened_at: eb.fn.coalesce("opened_at", eb.val(at)),
      }))
      .where("id", "=", recipient.id)
      .execute();
    // A first click is engagement: the person's leads are rescored (a short, indexed transaction).
    if (!recipient.clicked_at) await rescoreSubscriber(db, recipient.subscriber_id, new Date(at));
  }
  // Our own pages land with the campaign's UTM, so its visits and leads are counted for it.
  return withCampaignUtm(target, campaign?.name ?? "", ownHosts);
}
