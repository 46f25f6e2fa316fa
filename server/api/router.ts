import express, { type NextFunction, type Request, type Response } from "express";
import { isSameOrigin } from "../auth/same-origin";
import { CommentIdSchema, CommentLikeSchema, likeComment } from "../blog/comment-likes";
import { ReactionSchema, react } from "../blog/reactions";
import { type ChatOptions, chatRefusal, createChatService } from "../chat/chat-service";
import { streamChat, wantsEventStream } from "../chat/chat-stream";
import type { DbKind } from "../db/connect";
import type { Db } from "../db/schema";
import { answeredBusy } from "../http/busy";
import { clientKey } from "../http/client-key";
import { sendError } from "../http/json-error";
import { type RateLimitOptions, rateLimit } from "../http/rate-limit";
import { requestSignals } from "../leads/attribution";
import { submitLead } from "../leads/submit-lead";
import { healthRouter, Readiness } from "../ops/health";
import { onError } from "../ops/on-error";
import { loggedPath } from "../ops/request-log";
import type { ReportSettings } from "../reports/report-settings";
import { reportsHandler } from "./reports";

export const MAX_BODY_BYTES = 64 * 1024;

interface ApiDeps {
  db: Db;
  dbKind: DbKind;
  /** This app's readiness: draining from SIGTERM on (createApp's; a router of its own gets a new one). */
  readiness?: Readiness;
  postLimit: Omit<RateLimitOptions, "scope">;
  /** Brand, contact details, SMTP and outbox for e-mailed reports. */
  reports: ReportSettings;
  /** Chat webhook, its time limit, the chat's own rate limit and the site's contact details. */
  chat?: ChatOptions;
  /** The site's public address: a POST that only our own pages may send must come from it (or this host). */
  siteUrl?: string;
}

function requireJson(req: Request, res: Response, next: NextFunction) {
  if (!req.is("application/json")) {
    sendError(res, 415, "Send the body as JSON (Content-Type: application/json).");
    return;
  }
  next();
}

/** Refuses (403) a POST sent by another site's page: only our own article pages like a comment. */
function sameOriginOnly(siteUrl: string | undefined) {
  return (req: Request, res: Response, next: NextFunction) => {
    const own = [`${req.protocol}://${req.get("host")}`, ...(siteUrl ? [new URL(siteUrl).origin] : [])];
    if (!isSameOrigin({ secFetchSite: req.get("sec-fetch-site"), origin: req.get("origin") }, own)) {
      sendError(res, 403, "Send this from the site's own pages.");
      return;
    }
    next();
  };
}

/** `POST /api/chat`: one visitor message in, the assistant's reply out. */
function mountChat(api: express.Router, db: Db, chat: ChatOptions) {
  const handleChat = createChatService(db, chat);
  api.post(
    "/chat",
    rateLimit(db, { ...chat.rateLimit, scope: "chat" }),
    requireJson,
    express.json({ limit: MAX_BODY_BYTES, strict: true }),
    async (req, res, next) => {
      if (wantsEventStream(req)) {
        await streamChat(req, res, next, handleChat);
        return;
      }
      try {
        const signals = requestSignals((h) => req.get(h), [req.get("host")]);
        const result = await handleChat(req.body, { signals });
        if (!result.ok) {
          const { status, body } = chatRefusal(result);
          res.status(status).json(body);
          return;
        }
        res.json(result.response);
      } catch (err) {
        next(err);
      }
    },
  );
}

export function apiRouter({ db, dbKind, readiness = new Readiness(), postLimit, reports, chat, siteUrl }: ApiDeps) {
  const api = express.Router();
  // Every POST: one rate limit per client, JSON only, at most 64 KB; the error handler below answers the rest.
  const guardedJson = [
    rateLimit(db, { ...postLimit, scope: "api" }),
    requireJson,
    express.json({ limit: MAX_BODY_BYTES, strict: true }),
  ];

  // /health/live, /health/ready and /health (= ready): server/ops/health.ts.
  api.use(healthRouter(db, dbKind, readiness));

  // Likes and shares of an article (server/blog/reactions.ts): 200 {likes, shares}; 404 unknown or draft.
  api.post("/posts/:slug/reactions", ...guardedJson, async (req, res, next) => {
    try {
      const parsed = ReactionSchema.safeParse(req.body);
      if (!parsed.success) {
        sendError(res, 400, 'Send {"action":"like"|"unlike"|"share"}.');
        return;
      }
      const counts = await react(db, String(req.params.slug), parsed.data.action);
      if (!counts) {
        sendError(res, 404, "No published article with this address.");
        return;
      }
      res.json(counts);
    } catch (err) {
      next(err);
    }
  });

  // Likes of an approved comment (server/blog/comment-likes.ts): 200 {likes}; 404 unknown or not approved.
  api.post("/comments/:id/likes", sameOriginOnly(siteUrl), ...guardedJson, async (req, res, next) => {
    try {
      const id = CommentIdSchema.safeParse(req.params.id);
      const parsed = CommentLikeSchema.safeParse(req.body);
      if (!id.success || !parsed.success) {
        sendError(res, 400, 'Send {"action":"like"|"unlike"} for a comment id.');
        return;
      }
      const counts = await likeComment(db, id.data, parsed.data.action);
      if (!counts) {
        sendError(res, 404, "No approved comment with this id.");
        return;
      }
      res.json(counts);
    } catch (err) {
      next(err);
    }
  });

  api.post("/leads", ...guardedJson, async (req, res, next) => {
    try {
      const signals = requestSignals((h) => req.get(h), [req.get("host")]);
      const result = await submitLead(db, req.body, signals, { client: clientKey(req.ip) });
      if (!result.ok) {
        // A booking refused (409 with the nearest free slots, 429 past a limit): app/lib/booking.ts SlotRefusedAnswer.
        if (result.status && result.status !== 400) {
          const { refusal, nearest } = result;
          res.status(result.status).json({ error: result.error, ...(refusal ? { refusal, nearest } : {}) });
          return;
        }
        sendError(res, 400, result.error);
        return;
      }
      // A repeated sign-up is not an error, and answers exactly like a new one (201 and a fresh id), so
      // nobody can learn through this form which addresses are on the list. A booked slot comes back with it.
      res.status(201).json(result.booking ? { id: result.id, booking: result.booking } : { id: result.id });
    } catch (err) {
      next(err);
    }
  });

  api.post(
    "/reports",
    ...guardedJson,
    reportsHandler(db, () => reports),
  );

  // Chat messages have their own limit, so a long conversation does not use up the form allowance.
  if (chat) mountChat(api, db, chat);

  api.use((_req, res) => {
    sendError(res, 404, "Not found");
  });

  // Body-parser errors carry a status (400 bad JSON, 413 too large, 415 charset); anything else is ours.
  api.use((err: unknown, req: Request, res: Response, _next: NextFunction) => {
    const status = (err as { status?: number }).status;
    const type = (err as { type?: string }).type;
    if (status === 413 || type === "entity.too.large") {
      sendError(res, 413, `The request body must be at most ${MAX_BODY_BYTES / 1024} KB.`);
    } else if (type === "entity.parse.failed") {
      sendError(res, 400, "The request body is not valid JSON.");
    } else if (status === 415) {
      sendError(res, 415, "Unsupported content encoding or charset.");
    } else if (status && status >= 400 && status < 500) {
      sendError(res, status, "The request could not be read.");
    } else if (!answeredBusy(err, res, "json")) {
      onError(err, { area: "http", reqId: res.locals.reqId, method: req.method, path: loggedPath(req.originalUrl) });
      sendError(res, 503, "The service is briefly unavailable. Please try again.");
    }
  });

  return api;
}
