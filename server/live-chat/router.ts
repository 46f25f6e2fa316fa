import express, { type NextFunction, type Request, type Response } from "express";
import { LiveKeySchema } from "~/lib/live-chat-contract";
import type { AdminLocals } from "../admin/gate";
import { requireSession } from "../admin/require-session";
import { isSameOrigin } from "../auth/same-origin";
import type { SessionLifetimes, SessionUser } from "../auth/sessions";
import { answeredBusy } from "../http/busy";
import { sendError } from "../http/json-error";
import { rateLimit } from "../http/rate-limit";
import type { Readiness } from "../ops/health";
import type { LiveDeps } from "./deps";
import { createHub } from "./hub";
import { conversationDetail, inbox } from "./inbox";
import { claim, close, handover, reply, sweep, typing } from "./team";
import { type Answer, openedConversation, requestPerson, visitorLeaves, visitorMessage } from "./visitor";

// The live chat's HTTP side (the contract: app/lib/live-chat-contract.ts). Mounted before /api's
// catch-all. Visitors: POSTs from our own pages, counted by the chat's per-client limit; their stream
// needs the conversation's key. Team: a session whose role may use the Live chat section, and for
// POSTs our own origin.

const BODY_LIMIT = 16 * 1024;

export interface LiveRouterOptions {
  deps: LiveDeps;
  life: SessionLifetimes;
  readiness: Readiness;
  siteUrl: string;
  chatLimit: { windowSeconds: number; max: number };
}

/** Last-Event-ID (header, or `lastEventId` for a client that cannot set it): a row number, else none. */
function lastEventIdOf(req: Request): number | undefined {
  const raw =
    req.get("last-event-id") ?? (typeof req.query.lastEventId === "string" ? req.query.lastEventId : undefined);
  return raw && /^\d{1,15}$/.test(raw) ? Number(raw) : undefined;
}

function send(res: Response, a: Answer) {
  if (a.status === 204) res.status(204).end();
  else res.status(a.status).json(a.body ?? {});
}

export function liveChatRouter({ deps, life, readiness, siteUrl, chatLimit }: LiveRouterOptions) {
  const hub = createHub(deps, life);
  readiness.onDraining(() => hub.closeAll());
  const router = express.Router();
  const db = deps.db;

  const sameOrigin = (req: Request, res: Response, next: NextFunction) => {
    const own = [`${req.protocol}://${req.get("host")}`, new URL(siteUrl).origin];
    if (!isSameOrigin({ secFetchSite: req.get("sec-fetch-site"), origin: req.get("origin") }, own)) {
      sendError(res, 403, "Send this from the site's own pages.");
      return;
    }
    next();
  };
  const json = (req: Request, res: Response, next: NextFunction) => {
    if (!req.is("application/json")) {
      sendError(res, 415, "Send the body as JSON (Content-Type: application/json).");
      return;
    }
    express.json({ limit: BODY_LIMIT, strict: true })(req, res, next);
  };
  const chatLimited = rateLimit(db, { ...chatLimit, scope: "chat" });
  const wrap =
    (fn: (req: Request, res: Response) => Promise<Answer | undefined>) =>
    async (req: Request, res: Response, next: NextFunction) => {
      try {
        const a = await fn(req, res);
        if (a) send(res, a);
      } catch (err) {
        next(err);
      }
    };
  const notDraining = (_req: Request, res: Response, next: NextFunction) => {
    if (readiness.draining) return sendError(res, 503, "This server is restarting; reconnect in a moment.");
    next();
  };

  // --- Visitor ---
  router.post(
    "/api/chat/live/request",
    sameOrigin,
    chatLimited,
    json,
    wrap((req) => requestPerson(deps, req.body)),
  );
  router.post(
    "/api/chat/live/message",
    sameOrigin,
    chatLimited,
    json,
    wrap((req) => visitorMessage(deps, req.body)),
  );
  router.post(
    "/api/chat/live/leave",
    sameOrigin,
    json,
    wrap((req) => visitorLeaves(deps, req.body)),
  );
  router.get(
    "/api/chat/live/stream",
    notDraining,
    rateLimit(db, { ...chatLimit, scope: "live_stream" }),
    wrap(async (req, res) => {
      const parsed = LiveKeySchema.safeParse(req.query);
      const conv = parsed.success ? await openedConversation(deps, parsed.data.conversationId, parsed.data.key) : null;
      if (!parsed.success || !conv) return { status: 404, body: { error: { message: "Unknown conversation." } } };
      // The stream opens only once the visitor has asked for a person (never for every open panel).
      if (!conv.live_requested_at)
        return { status: 409, body: { error: { message: "Ask for a person first.", code: "not_requested" } } };
      await hub.openVisitor(res, conv.id, lastEventIdOf(req) ?? 0);
      return undefined;
    }),
  );

  // --- Team ---
  const team = requireSession(db, life, "live");
  const user = (res: Response) => (res.locals.admin as AdminLocals).user as SessionUser;
  const id = (req: Request) => String(req.params.id).slice(0, 100);
  router.get(
    "/api/admin/live/inbox",
    team,
    // The sweep first (waits past the limit, holders gone): what the inbox lists is current.
    wrap(async (_req, res) => {
      await sweep(deps);
      return { status: 200, body: await inbox(db, user(res), deps.now().getTime()) };
    }),
  );
  router.get(
    "/api/admin/live/conversations/:id",
    team,
    wrap(async (req) => {
      const detail = await conversationDetail(db, id(req), deps.now().getTime());
      return detail
        ? { status: 200, body: detail }
        : { status: 404, body: { error: { message: "No such conversation." } } };
    }),
  );
  router.get(
    "/api/admin/live/stream",
    notDraining,
    team,
    wrap(async (req, res) => {
      const locals = res.locals.admin as AdminLocals;
      await hub.openTeam(res, user(res), locals.token as string, lastEventIdOf(req));
      return undefined;
    }),
  );
  const post = (path: string, fn: (req: Request, u: SessionUser) => Promise<Answer>) =>
    router.post(
      `/api/admin/live/conversations/:id/${path}`,
      team,
      sameOrigin,
      json,
      wrap((req, res) => fn(req, user(res))),
    );
  post("claim", (req, u) => claim(deps, u, id(req)));
  post("reply", (req, u) => reply(deps, u, id(req), req.body));
  post("handover", (req, u) => handover(deps, u, id(req), req.body));
  post("close", (req, u) => close(deps, u, id(req)));
  post("typing", (req, u) => typing(deps, u, id(req)));

  // A busy database pool (docs/decisions/089): 429 with Retry-After and {error: {message}}, as this
  // router's other refusals, not the app's plain text. A stream is refused at its first query (the rate
  // limit's count, the session), before its headers; a stream already open that meets pg-pool's queue
  // timeout is ended instead, and its EventSource reconnects with Last-Event-ID.
  router.use((err: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (!answeredBusy(err, res, "json")) return next(err);
    if (!res.writableEnded && res.headersSent) res.end();
  });

  return { router, hub };
}
