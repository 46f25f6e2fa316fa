import { randomUUID } from "node:crypto";
import express, { type NextFunction, type Request, type Response } from "express";
import { z } from "zod";
import { ALL_PATHS } from "~/lib/site-paths";
import { readSessionToken } from "../auth/cookie";
import { readSession, type SessionLifetimes } from "../auth/sessions";
import type { Db } from "../db/schema";
import { answeredBusy } from "../http/busy";
import { clientKey } from "../http/client-key";
import { sendError } from "../http/json-error";
import { countHit } from "../http/rate-limit";
import { dropped, utmKey } from "../leads/attribution";
import { countRefusal } from "../ops/metrics";
import { onError } from "../ops/on-error";
import { countDecision } from "./privacy";
import { referrerHost } from "./referrer";
import { dailySalts, daysBefore, utcDay, visitorHash } from "./visitor";

/** A page view is a path and a referrer: 2 KB is plenty. */
export const MAX_BEACON_BYTES = 2048;

/** What app/lib/page-beacon.ts sends. */
export const PageViewSchema = z.object({
  path: z.string().min(1).max(512).startsWith("/"),
  referrer: z.string().max(1024).optional(),
  /** A random id the page made for this view, so it can report its time on page when it is left. */
  id: z.uuid().optional(),
  /** The first page of the tab's visit, with the UTM source and campaign of its address (a bad one dropped). */
  landing: z.boolean().optional().catch(undefined),
  utm_source: dropped(utmKey()),
  utm_campaign: dropped(utmKey()),
});

/** The longest time on page counted for one view: a tab left open overnight is not reading. */
export const MAX_VIEW_MS = 30 * 60_000;

/** What a page sends once when it is left: its view's id and how long it was visible. */
export const PageTimeSchema = z.object({
  id: z.uuid(),
  ms: z
    .number()
    .finite()
    .min(0)
    .transform((ms) => Math.min(Math.round(ms), MAX_VIEW_MS)),
});

const PUBLIC_PAGES = new Set<string>(ALL_PATHS);
const ARTICLE = /^\/blog\/([a-z0-9][a-z0-9-]{0,199})$/;

/** `/about/?x=1#top` → `/about`: the page, without query, fragment or trailing slash. */
export function pagePathOf(path: string) {
  const p = path.replace(/[?#].*$/, "").replace(/\/+$/, "");
  return p === "" ? "/" : p;
}

export interface BeaconOptions {
  db: Db;
  /** The site's own host (SITE_URL), part of the visitor hash and never a referrer. */
  siteHost: string;
  life: SessionLifetimes;
  /** Views allowed per client per minute. */
  maxPerMinute: number;
  now: () => Date;
}

/**
 * `POST /api/page-views`: a public page was shown. Always answers 204 without a cookie, whether the
 * view was counted or not (the browser learns nothing); 400/413/415/429 for a bad or abusive request.
 */
export function pageViewsRouter({ db, siteHost, life, maxPerMinute, now }: BeaconOptions) {
  const saltFor = dailySalts(db);
  const router = express.Router();

  async function knownPage(path: string) {
    if (PUBLIC_PAGES.has(path)) return true;
    const slug = ARTICLE.exec(path)?.[1];
    if (!slug) return false;
    const post = await db
      .selectFrom("posts")
      .select("id")
      .where("slug", "=", slug)
      .where("status", "=", "published")
      .executeTakeFirst();
    return Boolean(post);
  }

  /** A request from a signed-in team member's browser: their reading is not the audience's. */
  async function fromStaff(req: Request) {
    const token = readSessionToken(req.headers.cookie);
    return Boolean(token && (await readSession(db, token, life)));
  }

  // navigator.sendBeacon sends a string as text/plain; JSON is accepted too.
  const jsonText = [
    (req: Request, res: Response, next: NextFunction) => {
      if (!req.is(["text/plain", "application/json"])) {
        sendError(res, 415, "Send the page view as JSON text.");
        return;
      }
      next();
    },
    express.text({ type: ["text/plain", "application/json"], limit: MAX_BEACON_BYTES }),
  ];
  const bodyOf = (req: Request): unknown => {
    try {
      return JSON.parse(String(req.body));
    } catch {
      return undefined;
    }
  };

  router.post("/time", ...jsonText, async (req, res, next) => {
    try {
      const parsed = PageTimeSchema.safeParse(bodyOf(req));
      if (!parsed.success) {
        sendError(res, 400, 'Send {"id":"<the view\'s id>","ms":12345}.');
        return;
      }
      const at = now();
      const salt = await saltFor(utcDay(at));
      const key = `beacon-time:${visitorHash(salt, "rate", clientKey(req.ip), "")}`;
      const { count } = await countHit(db, key, 60, at.getTime());
      if (count > maxPerMinute) {
        countRefusal("beacon_limited");
        sendError(res, 429, "Too many page views from this client.");
        return;
      }
      // Once per view, and only while its day can still be rolled up (today or yesterday).
      await db
        .updateTable("page_views")
        .set({ duration_ms: parsed.data.ms })
        .where("id", "=", parsed.data.id)
        .where("duration_ms", "is", null)
        .where("day", ">=", daysBefore(utcDay(at), 1))
        .where(
          "day",
          "not in",
          db
            .selectFrom("analytics_days")
            .select("day")
            .where("day", ">=", daysBefore(utcDay(at), 1)),
        )
        .execute();
      res.status(204).end();
    } catch (err) {
      next(err);
    }
  });

  router.post("/", ...jsonText, async (req, res, next) => {
    try {
      const parsed = PageViewSchema.safeParse(bodyOf(req));
      if (!parsed.success) {
        sendError(res, 400, 'Send {"path":"/a-page","referrer":"…"}.');
        return;
      }
      const at = now();
      const day = utcDay(at);
      const salt = await saltFor(day);
      const ip = req.ip ?? "";
      const ua = req.get("user-agent") ?? "";
      // Counted per client as every limit is (clientKey: an IPv6 /64 is one client, or one subscriber
      // could take a fresh address per view), under a salted hash, so not even the rate-limit table
      // holds an IP.
      const key = `beacon:${visitorHash(salt, "rate", clientKey(ip), "")}`;
      const { count, resetAt } = await countHit(db, key, 60, at.getTime());
      if (count > maxPerMinute) {
        countRefusal("beacon_limited");
        res.setHeader("Retry-After", String(Math.max(1, Math.ceil((resetAt - at.getTime()) / 1000))));
        sendError(res, 429, "Too many page views from this client.");
        return;
      }
      res.status(204);
      const decision = countDecision({ userAgent: ua, dnt: req.get("dnt"), gpc: req.get("sec-gpc") });
      const path = pagePathOf(parsed.data.path);
      if (decision !== "count" || !(await knownPage(path)) || (await fromStaff(req))) {
        res.end();
        return;
      }
      await db
        .insertInto("page_views")
        .values({
          id: parsed.data.id ?? randomUUID(),
          day,
          path,
          visitor: visitorHash(salt, siteHost, ip, ua),
          referrer_host: referrerHost(parsed.data.referrer, [siteHost, req.get("host") ?? ""]),
          ...(parsed.data.landing
            ? { landing: 1, utm_source: parsed.data.utm_source ?? null, utm_campaign: parsed.data.utm_campaign ?? null }
            : {}),
        })
        // An id already taken (a replayed beacon) is not a second view.
        .onConflict((oc) => oc.column("id").doNothing())
        .execute();
      res.end();
    } catch (err) {
      next(err);
    }
  });

  // Body-parser errors: 413 too large, 400 unreadable; a flood's busy database 429; anything else is ours (503, never a stack).
  router.use((err: unknown, _req: Request, res: Response, _next: NextFunction) => {
    const status = (err as { status?: number }).status;
    if (status === 413) sendError(res, 413, `At most ${MAX_BEACON_BYTES} bytes.`);
    else if (status && status >= 400 && status < 500) sendError(res, status, "Bad request.");
    else if (!answeredBusy(err, res, "json")) {
      onError(err, { area: "analytics", reqId: res.locals.reqId });
      sendError(res, 503, "The service is briefly unavailable.");
    }
  });
  return router;
}
