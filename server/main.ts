import path from "node:path";
import type { ServerBuild } from "react-router";
import { getSettings, SettingsError } from "~/lib/settings.server";
import { PRERENDERED_PATHS } from "~/lib/site-paths";
import { issueSetupToken, setupLink } from "./auth/setup";
import { stopBackgroundWorkers } from "./background/workers";
import { runScheduledBackup } from "./backups/schedule";
import { ensureSeeded } from "./blog/posts";
import { feedReaderDepsFrom, feedReaderWorker } from "./calls/feed-reader";
import { connectDatabase } from "./db/connect";
import { renderStaticPages } from "./http/render-pages";
import { drain } from "./http/shutdown";
import { maintenanceWorker } from "./maintenance/job";
import { Readiness } from "./ops/health";
import { configureLogger, logger } from "./ops/logger";
import { installProcessHandlers, onError } from "./ops/on-error";
import { applyKeepAlive, checkSettings, prepareBuild, prepareSchema, StartRefused } from "./ops/startup";
import { outboxWorkerFrom } from "./outbox/from-settings";
import { createTrafficMeter } from "./outbox/traffic";

async function main() {
  const settings = getSettings();
  // JSON lines at LOG_LEVEL (a compact line in development); unhandled errors logged (server/ops).
  configureLogger({ level: settings.LOG_LEVEL, pretty: settings.NODE_ENV === "development" });
  installProcessHandlers();
  // --serve (`npm run serve`, production): refuses unsafe settings and never builds. Without it
  // (`npm start`, the demo): warns, and builds when there is no build or the sources changed.
  const serve = process.argv.includes("--serve");
  checkSettings(settings, serve);
  // --api-only: the JSON API and the workers without the React build (benchmarks, crash tests).
  const apiOnly = process.argv.includes("--api-only");
  if (!apiOnly) prepareBuild(settings, { serve, build: !process.argv.includes("--no-build") });

  const database = connectDatabase(settings.DATABASE_URL, { maxWaiting: settings.PG_MAX_WAITING });
  await prepareSchema(database.db, settings);
  // The app (routes, rendering, every API module) loads only once the settings and the schema pass: a
  // refused start says why without first loading the whole server (about a third of its start time).
  const { createApp } = await import("./app");
  const seeded = await ensureSeeded(database.db);
  if (seeded) logger("db").info(`added ${seeded} seed blog articles`);

  // No account yet: a one-time link (1 hour) to create the first admin. Only its hash is stored.
  const setupToken = await issueSetupToken(database.db);
  if (setupToken) {
    // The one line that carries a token on purpose: the operator needs the link (its hash alone is stored).
    logger("admin").warn(
      `no admin account yet. Create the first one (link valid 1 hour, usable once): ${setupLink(settings.SITE_URL, setupToken)}`,
    );
  }

  const buildDir = path.resolve(settings.BUILD_DIR);
  const build = apiOnly ? undefined : ((await import(path.join(buildDir, "server/index.js"))) as ServerBuild);
  // The static pages, rendered with this process's settings before the first request (docs/decisions/015).
  const prerendered = build
    ? await renderStaticPages({ build, buildDir, paths: PRERENDERED_PATHS, mode: settings.NODE_ENV })
    : undefined;
  const traffic = createTrafficMeter();
  const readiness = new Readiness();
  const app = createApp({
    database,
    settings,
    build,
    clientDir: path.join(buildDir, "client"),
    traffic,
    prerendered,
    readiness,
  });

  const server = app.listen(settings.PORT, settings.HOST, () => {
    logger("http").info(
      `${settings.BRAND_NAME} site on http://localhost:${settings.PORT} (database: ${database.kind})`,
    );
  });
  applyKeepAlive(server, settings);

  // The delivery worker: picks up what a previous run (or a crash) left pending, then polls.
  const worker = settings.OUTBOX_WORKER ? outboxWorkerFrom(database, settings, { traffic }) : undefined;
  worker?.start();
  if (worker) {
    const where = settings.SMTP_URL
      ? "e-mails via SMTP"
      : "demo mode: e-mails written as .eml files to the outbox folder";
    logger("outbox").info(`delivery worker started (${where}${settings.LEADS_WEBHOOK_URL ? ", CRM webhook on" : ""})`);
  }

  // Rollups and retention (server/maintenance): within a minute of start, then hourly; one replica at a time.
  const maintenance = settings.MAINTENANCE_WORKER
    ? maintenanceWorker(database, settings, {
        intervalMs: settings.MAINTENANCE_INTERVAL_MINUTES * 60_000,
        // Scheduled backups ride the same tick and lock (server/backups/schedule.ts).
        afterRun: async () => {
          const made = await runScheduledBackup(database, settings);
          if (made) logger("admin").info({ file: made.file_name, bytes: made.byte_size }, "scheduled backup written");
        },
      })
    : undefined;
  maintenance?.start();

  // Consultants' calendar feeds (server/calls): every BOOKING_FEED_INTERVAL_MINUTES, one replica per feed.
  const feeds = feedReaderWorker(feedReaderDepsFrom(database.db, settings));
  feeds.start();

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger("http").info(
      `${signal}: draining (ready answers 503), finishing requests and deliveries, at most ${settings.SHUTDOWN_GRACE_SECONDS} s`,
    );
    // The workers finish the round they are in (outcomes recorded) while requests drain (server/http/shutdown.ts).
    const how = await drain({
      server,
      readiness,
      graceMs: settings.SHUTDOWN_GRACE_SECONDS * 1000,
      stopWorkers: async () => {
        // A backup's copy under way is cut off (its partial file removed); the rollup ends after its day.
        await Promise.all([worker?.stop(), maintenance?.stop(), feeds.stop(), stopBackgroundWorkers()]);
      },
      close: () => database.close(),
    });
    logger("http").info(`stopped (${how})`);
    process.exit(how === "clean" ? 0 : 1);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
}

main().catch((err) => {
  if (err instanceof SettingsError || err instanceof StartRefused) console.error(err.message);
  else onError(err, { area: "start" });
  process.exit(1);
});
