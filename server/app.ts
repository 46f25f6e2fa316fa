import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import type { ServerBuild } from "react-router";
import type { Settings } from "~/lib/settings.server";
import { apiRouter, MAX_BODY_BYTES } from "./api/router";
import { postsReader } from "./blog/posts";
import type { DbHandle } from "./db/connect";
import { loadPrerenderedPages, servePrerendered } from "./http/prerendered";
import { rateLimit } from "./http/rate-limit";
import { securityHeaders } from "./http/security";
import { submitLead } from "./leads/submit-lead";
import { setLeadPipeline } from "./outbox/pipeline";
import type { TrafficMeter } from "./outbox/traffic";
import { reportSettingsFrom } from "./reports/report-settings";

export interface AppOptions {
  database: DbHandle;
  settings: Settings;
  /** The React Router server build (or a loader for it, in development); without it only the API runs. */
  build?: ServerBuild | (() => Promise<ServerBuild>);
  clientDir?: string;
  /** Development only: Vite's middleware, which serves source modules and assets. */
  devMiddleware?: express.RequestHandler;
  /** Counts POST requests so the outbox worker can hold back during a burst. */
  traffic?: TrafficMeter;
}

function parseTrustProxy(value: string): boolean | number | string {
  if (value === "true") return true;
  if (value === "false") return false;
  return /^\d+$/.test(value) ? Number(value) : value;
}

export function createApp({
  database,
  settings,
  build,
  clientDir = path.resolve("build/client"),
  devMiddleware,
  traffic,
}: AppOptions) {
  const { db, kind } = database;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", parseTrustProxy(settings.TRUST_PROXY));
  // Which outbox rows storeLead writes with each lead (the webhook only when one is configured).
  // On SQLite, leads that arrive together share one commit and its fsync.
  setLeadPipeline(db, { webhook: Boolean(settings.LEADS_WEBHOOK_URL), groupCommit: kind === "sqlite" });
  const postLimit = { windowSeconds: settings.RATE_LIMIT_WINDOW_SECONDS, max: settings.RATE_LIMIT_MAX };

  if (traffic) app.use(traffic.middleware);
  app.use(compression());
  app.use(securityHeaders({ dev: Boolean(devMiddleware) }));
  if (settings.LOG_REQUESTS) {
    app.use((req, res, next) => {
      const start = performance.now();
      res.on("finish", () =>
        console.log(`${req.method} ${req.originalUrl} ${res.statusCode} ${(performance.now() - start).toFixed(1)}ms`),
      );
      next();
    });
  }

  app.use("/api", apiRouter({ db, dbKind: kind, postLimit, reports: reportSettingsFrom(settings) }));

  if (build && devMiddleware) app.use(devMiddleware);
  if (build && !devMiddleware) {
    // Hashed file names never change content: cache for a year.
    app.use("/assets", express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false }));
    app.use(servePrerendered(loadPrerenderedPages(clientDir)));
    app.use(express.static(clientDir, { maxAge: "1h", index: false, redirect: false }));
  }

  if (build) {
    // Form posts without JavaScript reach route actions: same limits as the API.
    app.use((req: Request, res: Response, next: NextFunction) => {
      if (req.method === "GET" || req.method === "HEAD") return next();
      if (Number(req.headers["content-length"] ?? 0) > MAX_BODY_BYTES) {
        res.status(413).type("text").send("The form is too large.");
        return;
      }
      return rateLimit(db, { ...postLimit, scope: "form" })(req, res, next);
    });

    app.all(
      "/{*splat}",
      createRequestHandler({
        build,
        mode: settings.NODE_ENV,
        getLoadContext: (_req, res) => ({
          nonce: res.locals.nonce as string,
          submitLead: (body: unknown) => submitLead(db, body),
          blog: postsReader(db),
        }),
      }),
    );
  }

  app.use((err: unknown, _req: Request, res: Response, _next: NextFunction) => {
    console.error("[http] unexpected error:", err);
    if (!res.headersSent) res.status(503).type("text").send("The service is briefly unavailable. Please try again.");
  });

  return app;
}
