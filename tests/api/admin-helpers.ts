import path from "node:path";
import type { ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import type { AppOptions } from "../../server/app";
import { addUser, insertLead, TEST_PASSWORD } from "../factories";
import { startTestServer } from "./test-server";

/**
 * One Vite server for every admin app of this process. The API test files share one process
 * (vitest.config.ts, docs/decisions/028), and compiling the route modules is most of an admin file's
 * start: done once, not once per file. Process-wide on purpose: it holds only compiled source, the same
 * for every app; each app's database, settings and clock reach the routes through its own load context.
 * It ends with the process (vitest stops its worker at the end of the run). A server build that failed
 * to load (Vite gives up on a module after 60 s on a starved machine, and keeps that failure) closes
 * it: the next admin app gets a fresh one instead of the same failure.
 */
// No file watcher: nothing edits the sources during a run, and a watcher would react to every file the
// other suite and other tools write in the work tree.
let shared: Promise<ViteDevServer> | undefined;
function sharedVite() {
  shared ??= import("vite").then(({ createServer }) =>
    createServer({
      server: { middlewareMode: true, hmr: false, ws: false, watch: null },
      appType: "custom",
      logLevel: "error",
    }),
  );
  return shared;
}
function loadServerBuild(vite: ViteDevServer) {
  return (vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>).catch(async (err) => {
    if ((await shared?.catch(() => undefined)) === vite) {
      shared = undefined;
      void vite.close();
    }
    throw err;
  });
}

/**
 * The production server build named by API_SERVER_BUILD (a build folder, e.g. `build`), loaded once:
 * npm test makes that build before the API suites, and running it spares each suite process a Vite
 * server compiling every route module. With it the suite loads React's production bundles, as
 * `npm run serve` does (tests/api/production-react.ts). The build has no prerendered pages (the server
 * renders them at start, docs/decisions/015): every page is rendered per request, as with Vite.
 */
let built: Promise<{ build: ServerBuild; clientDir: string }> | undefined;
function productionBuild(dir: string) {
  built ??= import(path.resolve(dir, "server/index.js")).then((build: ServerBuild) => ({
    build,
    clientDir: path.resolve(dir, "client"),
  }));
  return built;
}

/** Where the admin apps' route modules come from: the production build, else Vite compiling the sources. */
async function routeModules(): Promise<Pick<AppOptions, "build" | "clientDir" | "devMiddleware">> {
  const dir = process.env.API_SERVER_BUILD;
  if (dir) return productionBuild(dir);
  const vite = await sharedVite();
  return {
    build: () => loadServerBuild(vite),
    // Any middleware here makes the app skip the prerendered files, which the tests do not build.
    devMiddleware: (_req: unknown, _res: unknown, next: () => void) => next(),
  };
}

/**
 * The real app with the admin routes: React Router's server build is the production build when
 * API_SERVER_BUILD names one (npm test), else it comes from Vite (as in `npm run dev`), so a test run by
 * hand checks the current sources without a build step. Either way the same loaders and actions.
 */
export async function startAdminServer(
  env: Record<string, string> = {},
  options: Pick<AppOptions, "managedPageCache" | "now"> = {},
) {
  const appOptions = {
    ...(await routeModules()),
    // Managed pages are rendered per request unless a test asks for the cache (as with Vite).
    managedPageCache: false,
    ...options,
  };
  const t = await startTestServer(env, appOptions);
  // Compile the route modules (the first time), before any test's clock starts.
  await fetch(`${t.base}/admin/login`);
  return {
    ...t,
    client: () => new Browser(t.base),
    /** The same server build and options, for a second app on this database. */
    appOptions,
  };
}
export type AdminServer = Awaited<ReturnType<typeof startAdminServer>>;

/** A browser signed in as a new user with this role: the opening lines of most admin tests. */
export async function signIn(server: AdminServer, email: string, role: Parameters<typeof addUser>[2]) {
  await addUser(server, email, role);
  const browser = server.client();
  await browser.login(email);
  return browser;
}

// Rows for tests come from tests/factories.ts; re-exported for the admin tests that import them from here.
export { addUser, insertLead, TEST_PASSWORD };

/** A minimal browser: keeps the session cookie, sends same-origin headers, never follows redirects. */
export class Browser {
  cookie = "";
  constructor(readonly base: string) {}

  private remember(res: Response) {
    const set = res.headers.get("set-cookie");
    const m = set?.match(/__Host-admin_session=([^;]*)/);
    if (m) this.cookie = m[1] ? `__Host-admin_session=${m[1]}` : "";
    return res;
  }

  get(path: string, headers: Record<string, string> = {}) {
    return fetch(`${this.base}${path}`, {
      redirect: "manual",
      headers: { ...(this.cookie ? { Cookie: this.cookie } : {}), ...headers },
    }).then((r) => this.remember(r));
  }

  post(path: string, fields: Record<string, string> | FormData, headers: Record<string, string> = {}) {
    const body = fields instanceof FormData ? fields : new URLSearchParams(fields);
    return fetch(`${this.base}${path}`, {
      method: "POST",
      redirect: "manual",
      body,
      headers: {
        Origin: this.base,
        "Sec-Fetch-Site": "same-origin",
        ...(this.cookie ? { Cookie: this.cookie } : {}),
        ...headers,
      },
    }).then((r) => this.remember(r));
  }

  async login(email: string, password = TEST_PASSWORD) {
    return this.post("/admin/login", { email, password, next: "/admin" });
  }
}
