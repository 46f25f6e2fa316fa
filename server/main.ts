import path from "node:path";
import type { ServerBuild } from "react-router";
import { getSettings, SettingsError } from "~/lib/settings.server";
import { createApp } from "./app";
import { ensureFreshBuild } from "./build-check";
import { issueSetupToken, setupLink } from "./auth/setup";
import { ensureSeeded } from "./blog/posts";
import { connectDatabase } from "./db/connect";
import { migrateToLatest } from "./db/migrations";
import { gracefulShutdown } from "./http/shutdown";
import { outboxWorkerFrom } from "./outbox/from-settings";
import { createTrafficMeter } from "./outbox/traffic";

async function main() {
  const settings = getSettings();
  // --api-only: the JSON API and the workers without the React build (benchmarks, crash tests).
  const apiOnly = process.argv.includes("--api-only");
  if (!apiOnly && !process.argv.includes("--no-build")) await ensureFreshBuild();

  const database = connectDatabase(settings.DATABASE_URL);
  const applied = await migrateToLatest(database.db);
  if (applied.length) console.log(`[db] applied migrations: ${applied.join(", ")}`);
  const seeded = await ensureSeeded(database.db);
  if (seeded) console.log(`[db] added ${seeded} seed blog articles`);

  // No account yet: a one-time link (1 hour) to create the first admin. Only its hash is stored.
  const setupToken = await issueSetupToken(database.db);
  if (setupToken) {
    console.log(`[admin] no admin account yet. Create the first one (link valid 1 hour, usable once):`);
    console.log(`[admin] ${setupLink(settings.SITE_URL, setupToken)}`);
  }

  const buildDir = path.resolve(settings.BUILD_DIR);
  const build = apiOnly ? undefined : ((await import(path.join(buildDir, "server/index.js"))) as ServerBuild);
  const traffic = createTrafficMeter();
  const app = createApp({ database, settings, build, clientDir: path.join(buildDir, "client"), traffic });

  const server = app.listen(settings.PORT, settings.HOST, () => {
    console.log(`[http] ${settings.BRAND_NAME} site on http://localhost:${settings.PORT} (database: ${database.kind})`);
  });

  // The delivery worker: picks up what a previous run (or a crash) left pending, then polls.
  const worker = settings.OUTBOX_WORKER ? outboxWorkerFrom(database, settings, { traffic }) : undefined;
  worker?.start();
  if (worker) {
    const where = settings.SMTP_URL
      ? "e-mails via SMTP"
      : "demo mode: e-mails written as .eml files to the outbox folder";
    console.log(`[outbox] delivery worker started (${where}${settings.LEADS_WEBHOOK_URL ? ", CRM webhook on" : ""})`);
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`[http] ${signal}: finishing in-flight requests and deliveries`);
    // The worker finishes the round it is in (its outcomes are recorded) while requests drain.
    const workerStopped = worker?.stop();
    const how = await gracefulShutdown(server, async () => {
      await workerStopped;
      await database.close();
    });
    console.log(`[http] stopped (${how})`);
    process.exit(how === "clean" ? 0 : 1);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
}

main().catch((err) => {
  if (err instanceof SettingsError) console.error(err.message);
  else console.error("[start] failed:", err);
  process.exit(1);
});
