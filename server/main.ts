import path from "node:path";
import type { ServerBuild } from "react-router";
import { getSettings, SettingsError } from "~/lib/settings.server";
import { createApp } from "./app";
import { ensureFreshBuild } from "./build-check";
import { connectDatabase } from "./db/connect";
import { migrateToLatest } from "./db/migrations";

async function main() {
  const settings = getSettings();
  if (!process.argv.includes("--no-build")) await ensureFreshBuild();

  const database = connectDatabase(settings.DATABASE_URL);
  const applied = await migrateToLatest(database.db);
  if (applied.length) console.log(`[db] applied migrations: ${applied.join(", ")}`);

  const buildDir = path.resolve(settings.BUILD_DIR);
  const build = (await import(path.join(buildDir, "server/index.js"))) as ServerBuild;
  const app = createApp({ database, settings, build, clientDir: path.join(buildDir, "client") });

  const server = app.listen(settings.PORT, settings.HOST, () => {
    console.log(`[http] ${settings.BRAND_NAME} site on http://localhost:${settings.PORT} (database: ${database.kind})`);
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`[http] ${signal}: finishing in-flight requests`);
    // Stop accepting, let in-flight requests finish, then close the database.
    server.close(async () => {
      await database.close();
      console.log("[http] stopped");
      process.exit(0);
    });
    server.closeIdleConnections();
    setTimeout(() => {
      console.error("[http] forced exit after 10 s");
      process.exit(1);
    }, 10_000).unref();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

main().catch((err) => {
  if (err instanceof SettingsError) console.error(err.message);
  else console.error("[start] failed:", err);
  process.exit(1);
});
