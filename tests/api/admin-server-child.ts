// The app in a process of its own, for tests that measure its memory from outside
// (tests/api/security-http.test.ts): the production build in ADMIN_CHILD_BUILD, as `npm run serve` runs
// it, with the admin routes. Prints `READY <base> <database url>`; SIGTERM closes it.
import path from "node:path";
import type { ServerBuild } from "react-router";
import { startTestServer } from "./test-server";

const buildDir = process.env.ADMIN_CHILD_BUILD ?? "";
const server = await startTestServer(JSON.parse(process.env.ADMIN_CHILD_ENV ?? "{}") as Record<string, string>, {
  build: (await import(path.join(buildDir, "server/index.js"))) as ServerBuild,
  clientDir: path.join(buildDir, "client"),
});
process.stdout.write(`READY ${server.base} ${server.url}\n`);
process.once("SIGTERM", () => {
  void server.close().finally(() => process.exit(0));
});
