import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { ROUTE_TABLE } from "./lib/site-paths";

// Every route comes from the one table in app/lib/site-paths.ts. One module can serve several paths
// (the Services filter paths, the outcome pages, the training tracks); each registration needs its own id.
const idFor = (path: string) => path.replace(/^\//, "").replace(/\//g, "-");
const fileFor = (module: string) => `routes/${module}.tsx`;

export default [
  ...Object.entries(ROUTE_TABLE).map(([path, module]) =>
    path === "/" ? index(fileFor(module)) : route(path.slice(1), fileFor(module), { id: idFor(path) }),
  ),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
