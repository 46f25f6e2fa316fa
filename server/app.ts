import path from "node:path";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import { createRequestHandler as createRenderer, type ServerBuild } from "react-router";
import { type Settings, toPublicSettings } from "~/lib/settings.server";
import { MANAGED_PATHS } from "~/lib/site-paths";
import { parseTrustProxy } from "~/lib/trust-proxy";
import { adminContext } from "./admin/context";
import { adminGate } from "./admin/gate";
import { pageViewsRouter } from "./analytics/beacon";
import { apiRouter, MAX_BODY_BYTES } from "./api/router";
import { setBackgroundNice, setBackgroundWorkers } from "./background/workers";
import { secureBackupDir } from "./backups/create";
import { restoreUploads } from "./backups/restore-upload";
import { postsReader } from "./blog/posts";
import { bookingApi } from "./booking/booking-api";
import { bookingDepsFrom, setBookingDeps } from "./booking/booking-deps";
import { bookingRouter } from "./booking/booking-router";
import { setFeedSettings } from "./calls/admin-calls";
import { feedReaderDepsFrom } from "./calls/feed-reader";
import { campaignRouter } from "./campaigns/router";
import { chatOptionsFrom } from "./chat/chat-service";
import type { DbHandle } from "./db/connect";
import { admissionScope } from "./db/pool-admission";
import { answeredBusy } from "./http/busy";
import { canonicalPath } from "./http/canonical-path";
import { clientErrors } from "./http/client-errors";
import { clientKey } from "./http/client-key";
import { criticalCss } from "./http/critical-css";
import { compressUnlessPrecompressed } from "./http/encoded-page";
import { formBodies } from "./http/form-body";
import { forwardedForWarning } from "./http/forwarded-warning";
import { loadPrerenderedPages, type PrerenderedPages, servePrerendered } from "./http/prerendered";
import { rateLimit } from "./http/rate-limit";
import { createRequestHandler } from "./http/react-router-handler";
import { securityHeaders } from "./http/security";
import { requestSignals } from "./leads/attribution";
import { submitLead } from "./leads/submit-lead";
import { liveDepsFrom, setLiveDeps } from "./live-chat/deps";
import { liveChatRouter } from "./live-chat/router";
import { managedPageCache } from "./managed/page-cache";
import { managedReader } from "./managed/public-content";
import { mediaRouter } from "./media/media-router";
import { Readiness } from "./ops/health";
import { metricsHandler } from "./ops/metrics";
import { onError } from "./ops/on-error";
import { loggedPath, pageRouteMatcher, requestObserver } from "./ops/request-log";
import { setLeadPipeline } from "./outbox/pipeline";
import type { TrafficMeter } from "./outbox/traffic";
import { reportSettingsFrom } from "./reports/report-settings";
import { seoRouter } from "./seo/seo-router";
import { seoApiOf } from "./seo/site-audit";
import { siteSearchOf } from "./seo/site-search";
import { sequenceRouter } from "./sequences/router";

/** A database backup can be far larger than a form: its upload is streamed to a file (server/backups/restore-upload.ts). */
const ADMIN_RESTORE_PATH = "/admin/backup";

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
  /** The clock of the page-view counter (tests move it to the next day). */
  now?: () => Date;
  /** Keep the rendered HTML of MANAGED_PATHS per content version (default: in a production build). */
  managedPageCache?: boolean;
  /** The static pages rendered at start with these settings (server/http/render-pages.ts); else read from clientDir. */
  prerendered?: PrerenderedPages;
  /** This app's readiness, for the SIGTERM path to turn to draining (server/http/shutdown.ts); a new one by default. */
  readiness?: Readiness;
}

/** TRUST_PROXY was validated at start (app/lib/trust-proxy.ts); anything else trusts no proxy. */
function trustProxy(value: string) {
  const parsed = parseTrustProxy(value);
  return "value" in parsed ? parsed.value : false;
}

export function createApp({
  database,
  settings,
  build,
  clientDir = path.resolve("build/client"),
  devMiddleware,
  traffic,
  now = () => new Date(),
  managedPageCache: cachePages = Boolean(build && !devMiddleware),
  prerendered: renderedAtStart,
  readiness = new Readiness(),
}: AppOptions) {
  const { db, kind } = database;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", trustProxy(settings.TRUST_PROXY));
  app.use(forwardedForWarning(settings.TRUST_PROXY));
  // Which outbox rows storeLead writes with each lead (the webhook only when one is configured).
  // On SQLite, leads that arrive together share one commit and its fsync.
  setLeadPipeline(db, { webhook: Boolean(settings.LEADS_WEBHOOK_URL), groupCommit: kind === "sqlite" });
  // Backup copies and rollup counting in worker threads, or inline to debug (server/background).
  setBackgroundWorkers(settings.BACKGROUND_WORKERS === "on");
  setBackgroundNice(settings.NODE_ENV !== "test");
  // Strategy calls (server/booking): the lead path finds these through the database handle.
  const booking = bookingDepsFrom(database, settings, now);
  setBookingDeps(booking);
  setFeedSettings(db, feedReaderDepsFrom(db, settings, now));
  const postLimit = { windowSeconds: settings.RATE_LIMIT_WINDOW_SECONDS, max: settings.RATE_LIMIT_MAX };
  const admin = {
    db,
    kind,
    life: { idleMinutes: settings.ADMIN_SESSION_IDLE_MINUTES, absoluteHours: settings.ADMIN_SESSION_ABSOLUTE_HOURS },
    backupDir: path.resolve(settings.BACKUP_DIR),
    signInQueueMax: settings.SIGNIN_QUEUE_MAX,
    backupKeep: settings.BACKUP_KEEP,
    backupMaxBytes: settings.BACKUP_MAX_TOTAL_MB * 1024 * 1024,
    // The sequences' booking link and clock (server/sequences).
    siteUrl: settings.SITE_URL,
    now,
  };
  // Backup files written before they were kept private become so (server/backups/create.ts).
  secureBackupDir(admin.backupDir);

  // Each request's first query may be refused when the PostgreSQL pool's queue is full (server/db/pool-admission.ts).
  // Not on SQLite, which has no pool: on Node 20 an AsyncLocalStorage scope turns on promise hooks,
  // a cost on every promise of every request.
  if (kind === "postgres") app.use(admissionScope);
  // Request id, duration histogram and (LOG_REQUESTS) one JSON line per request: server/ops/request-log.ts.
  app.use(
    requestObserver({
      logRequests: settings.LOG_REQUESTS ?? settings.NODE_ENV !== "test",
      pageRoute: build && typeof build !== "function" ? pageRouteMatcher(build.routes) : undefined,
    }),
  );
  // Prometheus text for a scraper holding METRICS_TOKEN; a 404 like any unknown path for everyone else.
  app.get("/metrics", metricsHandler(db, settings.METRICS_TOKEN));
  if (traffic) app.use(traffic.middleware);
  // Pages kept compressed (server/http/encoded-page.ts) are sent as they are, never compressed again.
  app.use(compression({ filter: compressUnlessPrecompressed }));
  app.use(securityHeaders({ dev: Boolean(devMiddleware) }));

  // robots.txt, the sitemap, the feed, OG images and the JSON API come before the admin gate and the
  // media, campaign and page routers, which serve none of those paths: a lead POST skips their layers.
  // Static pages exist only in a production build: rendered at start with these settings (server/main.ts)
  // or, without that, read from prerendered files. The sitemap dates them by the build.
  const prerendered = build && !devMiddleware ? (renderedAtStart ?? loadPrerenderedPages(clientDir)) : undefined;
  // Server-rendered pages date from the build too: the newest prerendered file is when it was written.
  const builtAt = prerendered?.size
    ? new Date(Math.max(...[...prerendered.values()].map((p) => p.lastModified.getTime())))
    : undefined;
  app.use(
    seoRouter({
      db,
      site: toPublicSettings(settings),
      pageLastmod: (p) => prerendered?.get(p)?.lastModified ?? builtAt,
    }),
  );
  // Cookieless page views from the pages' beacon (server/analytics, docs/decisions/013).
  app.use(
    "/api/page-views",
    pageViewsRouter({
      db,
      siteHost: new URL(settings.SITE_URL).host,
      life: admin.life,
      maxPerMinute: settings.ANALYTICS_RATE_LIMIT_MAX,
      now,
    }),
  );
  // The slot picker's JSON, the manage link's API and invite download, the manage form's origin check.
  app.use(bookingRouter(booking));
  // The live chat handover (server/live-chat): the visitor's and the team's streams and POSTs.
  const liveDeps = liveDepsFrom(database, settings, now);
  setLiveDeps(liveDeps);
  app.use(
    liveChatRouter({
      deps: liveDeps,
      life: admin.life,
      readiness,
      siteUrl: settings.SITE_URL,
      chatLimit: { windowSeconds: settings.CHAT_RATE_LIMIT_WINDOW_SECONDS, max: settings.CHAT_RATE_LIMIT_MAX },
    }).router,
  );
  app.use(
    "/api",
    apiRouter({
      db,
      dbKind: kind,
      readiness,
      postLimit,
      reports: reportSettingsFrom(settings),
      chat: chatOptionsFrom(settings),
      siteUrl: settings.SITE_URL,
    }),
  );

  // Sessions, roles, same-origin POSTs and no-store for every /admin URL (server/admin/gate.ts).
  app.use(adminGate(db, admin.life, settings.SITE_URL));
  // Uploaded images at /media/<id>/<name>, and the Media tab's upload and library (server/media).
  app.use(mediaRouter(db, admin.life));

  // Newsletter confirmation and unsubscribe pages, campaign click redirects and open images.
  app.use(campaignRouter({ db, brand: settings.BRAND_NAME, siteHost: new URL(settings.SITE_URL).host }));
  // The e-mail sequences' confirmation, unsubscribe (one click), click redirects and open images.
  app.use(sequenceRouter({ db, brand: settings.BRAND_NAME, now }));

  // /search's index, built once per content version (server/seo/site-search.ts).
  const siteSearch = siteSearchOf(db, toPublicSettings(settings));

  // Server-rendered pages get the critical-CSS pass the build gave the prerendered ones (not in
  // development: Vite serves the CSS there).
  const inlineCss = build && !devMiddleware ? criticalCss(clientDir) : undefined;

  if (build && cachePages) {
    // Pages built from the Portfolio, Testimonials and Team tables: rendered once per content version.
    const render = createRenderer(build, settings.NODE_ENV);
    const context = { managed: managedReader(db), blog: postsReader(db), criticalCss: inlineCss };
    app.use(
      managedPageCache({
        db,
        paths: MANAGED_PATHS,
        render: (p) => render(new Request(new URL(p, settings.SITE_URL)), context),
      }),
    );
  }

  if (build && devMiddleware) app.use(devMiddleware);
  if (prerendered) {
    // Hashed file names never change content: cache for a year.
    app.use("/assets", express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false }));
    app.use(servePrerendered(prerendered));
    app.use(express.static(clientDir, { maxAge: "1h", index: false, redirect: false }));
  }

  if (build) {
    const signInLimit = rateLimit(db, { ...postLimit, scope: "signin" });
    // Form posts without JavaScript reach route actions: same limits as the API.
    app.use((req: Request, res: Response, next: NextFunction) => {
      if (req.method === "GET" || req.method === "HEAD") return next();
      // Sign-in and first-admin posts are counted per client like any form post (each can cost a
      // scrypt run); other admin posts come from signed-in staff, checked by the gate.
      const page = canonicalPath(req.originalUrl);
      if (page === "/admin/login" || page === "/admin/setup") return signInLimit(req, res, next);
      if (req.path.startsWith("/admin/")) return next();
      return rateLimit(db, { ...postLimit, scope: "form" })(req, res, next);
    });

    // Then every body, counted as it arrives: 413 past the limit, 415 not a form, 400 unreadable
    // (server/http/form-body.ts); route actions get only the checked bytes.
    // The restore's multipart upload first: parsed as it arrives, its file streamed to BACKUP_DIR, never held whole.
    app.use(
      restoreUploads({
        path: ADMIN_RESTORE_PATH,
        limit: settings.BACKUP_RESTORE_MAX_MB * 1024 * 1024,
        dir: admin.backupDir,
      }),
    );
    app.use(formBodies({ limitFor: () => MAX_BODY_BYTES }));

    // Admin SEO Tools audits the pages as served (prerendered files, else a render by this build).
    const adminDeps = {
      ...admin,
      seo: seoApiOf(db, toPublicSettings(settings), build, settings.NODE_ENV, prerendered),
    };
    app.all(
      "/{*splat}",
      createRequestHandler({
        build,
        mode: settings.NODE_ENV,
        getLoadContext: (req, res) => ({
          nonce: res.locals.nonce as string,
          // A form sent without JavaScript: the page it was sent from is its Referer (same site only).
          submitLead: (body: unknown) =>
            submitLead(
              db,
              body,
              requestSignals((h) => req.get(h), [req.get("host")]),
              { client: clientKey(req.ip) },
            ),
          booking: bookingApi(booking, clientKey(req.ip)),
          blog: postsReader(db, clientKey(req.ip)),
          siteSearch,
          criticalCss: inlineCss,
          admin: adminContext(adminDeps, req, res),
          managed: managedReader(db),
        }),
      }),
    );
  }

  // A refused body or an undecodable URL is the client's error: its 4xx, never the 503 below.
  app.use(clientErrors);

  app.use((err: unknown, req: Request, res: Response, _next: NextFunction) => {
    // The database pool's refusal in a flood: 429, come back in a moment (server/http/busy.ts).
    if (answeredBusy(err, res, "text")) return;
    onError(err, { area: "http", reqId: res.locals.reqId, method: req.method, path: loggedPath(req.originalUrl) });
    if (!res.headersSent) res.status(503).type("text").send("The service is briefly unavailable. Please try again.");
  });

  return app;
}
