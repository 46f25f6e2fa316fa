import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";
import { ADMIN_ROUTES, ADMIN_SHELL_ROUTES, PUBLIC_ROUTES } from "./lib/site-paths";

// Every route comes from the one table in app/lib/site-paths.ts. One module can serve several paths
// (the Services filter paths, the outcome pages, the training tracks); each registration needs its own id.
const idFor = (path: string) => path.replace(/^\//, "").replace(/\//g, "-").replace(/:/g, "$");
const fileFor = (module: string) => `routes/${module}.tsx`;
const entries = (table: Readonly<Record<string, string>>) =>
  Object.entries(table).map(([path, module]) =>
    path === "/" ? index(fileFor(module)) : route(path.slice(1), fileFor(module), { id: idFor(path) }),
  );

export default [
  ...entries(PUBLIC_ROUTES),
  // The admin area, behind sign-in (server/admin/gate.ts); its tabbed screens share one shell.
  ...entries(ADMIN_ROUTES),
  layout("routes/admin-shell.tsx", entries(ADMIN_SHELL_ROUTES)),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
