import fs from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { parseSettings } from "~/lib/settings.server";
import { type AppOptions, createApp } from "../../server/app";
import { connectDatabase, type DbHandle } from "../../server/db/connect";
import { migrateToLatest } from "../../server/db/migrations";
import { applyKeepAlive } from "../../server/ops/startup";
import { resetDatabase } from "./reset-database";
import { scratchDir } from "./scratch-dir";

/**
 * Boots the real Express app on a free port against a real database: a fresh SQLite file, or the
 * PostgreSQL database named by TEST_DATABASE_URL (every table emptied first).
 */
export async function startTestServer(
  env: Record<string, string> = {},
  appOptions: Pick<AppOptions, "build" | "clientDir" | "devMiddleware" | "managedPageCache" | "now"> = {},
) {
  let url = process.env.TEST_DATABASE_URL;
  let tmpDir: string | undefined;
  if (!url) {
    tmpDir = scratchDir("api-test-");
    url = `sqlite:${path.join(tmpDir, "test.db")}`;
  }
  // Backup files of this server only, removed with it.
  const backupDir = scratchDir("api-backups-");
  const settings = parseSettings({ NODE_ENV: "test", DATABASE_URL: url, BACKUP_DIR: backupDir, ...env });
  const database: DbHandle = connectDatabase(url, { maxWaiting: settings.PG_MAX_WAITING });
  await migrateToLatest(database.db);
  await resetDatabase(database.db, database.kind);

  const app = createApp({ database, settings, ...appOptions });
  const server = app.listen(0, "127.0.0.1");
  // As in production (65 s): with Node's 5 s default, a test paused longer than that on a busy machine
  // could reuse a socket the server was closing ("fetch failed" in a fresh-clone run).
  applyKeepAlive(server, settings);
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    base,
    /** The database URL, for a second app on the same database (a simulated replica). */
    url,
    settings,
    db: database.db,
    kind: database.kind,
    async leadCount() {
      const row = await database.db
        .selectFrom("leads")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    postJson(pathname: string, body: unknown, headers: Record<string, string> = {}) {
      return fetch(`${base}${pathname}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", ...headers },
        body: typeof body === "string" ? body : JSON.stringify(body),
      });
    },
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        // With 65 s keep-alive, a connection the server does not count as idle (signin-queue.test.ts's
        // flood leaves one) held close() past the hook's 30 s: end it after a moment instead.
        setTimeout(() => server.closeAllConnections(), 1000).unref();
      });
      await database.close();
      if (tmpDir) fs.rmSync(tmpDir, { recursive: true, force: true });
      fs.rmSync(backupDir, { recursive: true, force: true });
    },
  };
}

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;
