// The admin server of admin-helpers.ts in a process of its own, for tests that measure its memory from
// outside (tests/api/security-http.test.ts). Prints `READY <base> <database url>`; SIGTERM closes it.
import { startAdminServer } from "./admin-helpers";

const server = await startAdminServer(JSON.parse(process.env.ADMIN_CHILD_ENV ?? "{}") as Record<string, string>);
process.stdout.write(`READY ${server.base} ${server.url}\n`);
process.once("SIGTERM", () => {
  void server.close().finally(() => process.exit(0));
});
