import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { connectDatabase } from "../../server/db/connect";
import { migrateToLatest } from "../../server/db/migrations";
import { childEntry } from "../child-entry";
import { resetDatabase } from "./reset-database";
import { scratchDir } from "./scratch-dir";

async function freePort(): Promise<number> {
  const srv = net.createServer();
  await new Promise<void>((resolve) => srv.listen(0, "127.0.0.1", resolve));
  const { port } = srv.address() as net.AddressInfo;
  await new Promise<void>((resolve) => srv.close(() => resolve()));
  return port;
}

/**
 * The real server (`server/main.ts --api-only`: API and outbox worker, no React build) as a child
 * process, so a test can SIGKILL it like a crashed container. Resolves once /api/health answers.
 */
export async function spawnServer(env: Record<string, string>) {
  const port = await freePort();
  const output: string[] = [];
  const stdout: string[] = [];
  const child: ChildProcess = spawn(process.execPath, [...childEntry("server/main.ts"), "--api-only"], {
    env: {
      ...process.env,
      NODE_ENV: "test",
      HOST: "127.0.0.1",
      PORT: String(port),
      RATE_LIMIT_MAX: "100000",
      // No scheduled backup files from these short-lived servers (tests/api/backups.test.ts covers them).
      BACKUP_INTERVAL_HOURS: "0",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (d: Buffer) => {
    output.push(d.toString());
    stdout.push(d.toString());
  });
  child.stderr?.on("data", (d: Buffer) => output.push(d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  // Loading the TypeScript sources takes a few seconds, far more on a busy machine.
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited at start:\n${output.join("")}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {}
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not start:\n${output.join("")}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    base,
    output,
    /** The log lines on stdout (JSON, one a line). */
    stdoutLines: () =>
      stdout
        .join("")
        .split("\n")
        .filter((l) => l.trim() !== ""),
    exited,
    kill(signal: NodeJS.Signals) {
      child.kill(signal);
      return exited;
    },
  };
}

/** Polls `check` every 50 ms until it holds or `timeoutMs` passes; resolves with whether it held. */
export async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 20_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return check();
}

/**
 * A database for child-process servers: TEST_DATABASE_URL (every table emptied) or a scratch SQLite file, plus a
 * scratch folder; `cleanup` closes and removes both.
 */
export async function freshDatabase(prefix: string) {
  const tmp = scratchDir(prefix);
  const url = process.env.TEST_DATABASE_URL ?? `sqlite:${path.join(tmp, "app.db")}`;
  const database = connectDatabase(url);
  await migrateToLatest(database.db);
  await resetDatabase(database.db, database.kind);
  return {
    url,
    tmp,
    db: database.db,
    async cleanup() {
      await database.close();
      fs.rmSync(tmp, { recursive: true, force: true });
    },
  };
}
