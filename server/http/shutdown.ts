import type { Server } from "node:http";

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
