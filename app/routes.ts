import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { OUTCOME_PATHS, SERVICE_DETAIL_PATHS, SERVICE_FILTER_PATHS, TRAINING_PATHS } from "./lib/site-paths";

// One module can serve several paths (the Services filter paths, the outcome pages, the training
// tracks); each registration needs its own id.
const idFor = (path: string) => path.replace(/^\//, "").replace(/\//g, "-");
const many = (paths: readonly string[], file: string) =>
  paths.map((p) => route(p.replace(/^\//, ""), file, { id: idFor(p) }));

// Pages whose full content comes with later issues: registered now with their title and one line.
const STUB_PATHS = [
  "/about",
  ...SERVICE_FILTER_PATHS,
  "/portfolio",
  ...OUTCOME_PATHS,
  "/our-approach",
  "/why-us",
  "/roi-calculator",
  "/coi-calculator",
  "/resources/benchmarking",
  "/case-studies",
  "/resources",
  "/resources/ai-readiness",
  "/resources/ai-strategy-roadmap",
  "/resources/industry-reports",
  "/knowledge-center",
  "/get-started",
  ...SERVICE_DETAIL_PATHS,
  ...TRAINING_PATHS,
  "/coming-soon",
  "/blog",
];

export default [
  index("routes/home.tsx"),
  route("contact", "routes/contact.tsx"),
  ...many(STUB_PATHS, "routes/page-stub.tsx"),
  ...many(["/admin", "/admin/blog"], "routes/admin.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
