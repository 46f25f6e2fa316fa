import type { ServerBuild } from "react-router";
import { createServer } from "vite";
import { getSettings } from "~/lib/settings.server";
import { createApp } from "./app";
import { ensureSeeded } from "./blog/posts";
import { connectDatabase } from "./db/connect";
import { migrateToLatest } from "./db/migrations";
import { configureLogger, logger } from "./ops/logger";
import { installProcessHandlers } from "./ops/on-error";
import { outboxWorkerFrom } from "./outbox/from-settings";

// `npm run dev`: the same Express app (API, database, actions) with Vite's hot-reloading middleware.
const settings = getSettings();
configureLogger({ level: settings.LOG_LEVEL, pretty: true });
installProcessHandlers();
const database = connectDatabase(settings.DATABASE_URL, { maxWaiting: settings.PG_MAX_WAITING });
await migrateToLatest(database.db);
await ensureSeeded(database.db);
const vite = await createServer({ server: { middlewareMode: true } });
const app = createApp({
  database,
  settings: { ...settings, NODE_ENV: "development" },
  devMiddleware: vite.middlewares,
  build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
});
// Leads made while developing are delivered too (demo mode: .eml files in the outbox folder).
if (settings.OUTBOX_WORKER) outboxWorkerFrom(database, settings).start();
app.listen(settings.PORT, settings.HOST, () => {
  logger("http").info(`development server on http://localhost:${settings.PORT} (database: ${database.kind})`);
});
