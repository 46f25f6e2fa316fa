import type { Server } from "node:http";
import type { Readiness } from "../ops/health";

/**
 * Stops accepting connections, lets in-flight requests finish, then runs `cleanup` (close the
 * database) and resolves. Idle keep-alive sockets are closed at once; after `timeoutMs` the rest are cut.
 */
export function gracefulShutdown(server: Server, cleanup: () => Promise<void>, timeoutMs = 10_000) {
  return new Promise<"clean" | "forced">((resolve) => {
    // A keep-alive socket turns idle only when its last response ends: keep sweeping until done.
    const sweep = setInterval(() => server.closeIdleConnections(), 100);
    const timer = setTimeout(() => {
      clearInterval(sweep);
      server.closeAllConnections();
      resolve("forced");
    }, timeoutMs);
    timer.unref();
    server.close(async () => {
      clearTimeout(timer);
      clearInterval(sweep);
      await cleanup();
      resolve("clean");
    });
    server.closeIdleConnections();
  });
}

export interface DrainOptions {
  server: Server;
  /** The app's readiness (createApp's `readiness`): turned to draining first. */
  readiness: Readiness;
  /** SHUTDOWN_GRACE_SECONDS in ms: everything below must be done by then. */
  graceMs: number;
  /** Stops the background workers; resolves once the round under way is recorded. */
  stopWorkers?: () => Promise<void>;
  /** Runs last, once requests and workers are done (closes the database). */
  close: () => Promise<void>;
}

/**
 * The SIGTERM path: readiness turns 503 at once, the listener closes (no new connection), requests in
 * flight finish, and the workers finish their round, all at the same time and within the grace. Then
 * the database is closed. "forced" when the grace ran out first: the process should exit at once (a
 * round not recorded is taken over by another replica after its lease; nothing is lost).
 */
export async function drain({
  server,
  readiness,
  graceMs,
  stopWorkers,
  close,
}: DrainOptions): Promise<"clean" | "forced"> {
  readiness.markDraining();
  const deadline = Date.now() + graceMs;
  const workers = (stopWorkers?.() ?? Promise.resolve()).then(() => true);
  const requests = await gracefulShutdown(server, async () => {}, graceMs);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), Math.max(0, deadline - Date.now()));
  });
  const workersDone = await Promise.race([workers, late]);
  clearTimeout(timer);
  if (!workersDone) return "forced";
  await close();
  return requests;
}
