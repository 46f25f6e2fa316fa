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

async function main() {
  const settings = getSettings();
  if (!process.argv.includes("--no-build")) await ensureFreshBuild();

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
  const build = (await import(path.join(buildDir, "server/index.js"))) as ServerBuild;
  const app = createApp({ database, settings, build, clientDir: path.join(buildDir, "client") });

  const server = app.listen(settings.PORT, settings.HOST, () => {
    console.log(`[http] ${settings.BRAND_NAME} site on http://localhost:${settings.PORT} (database: ${database.kind})`);
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`[http] ${signal}: finishing in-flight requests`);
    const how = await gracefulShutdown(server, () => database.close());
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
