import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";
import { SECTIONS } from "./features/admin/sections";
import { OUTCOME_PATHS, SERVICE_FILTER_PATHS, TRAINING_PATHS } from "./lib/site-paths";

// One module can serve several paths (the Services filter paths, the outcome pages, the training
// tracks); each registration needs its own id.
const idFor = (path: string) => path.replace(/^\//, "").replace(/\//g, "-");
const page = (path: string, file: string) => route(path.replace(/^\//, ""), `routes/${file}.tsx`, { id: idFor(path) });
const many = (paths: readonly string[], file: string) => paths.map((p) => page(p, file));

export default [
  index("routes/home.tsx"),
  page("/about", "about"),
  ...many(SERVICE_FILTER_PATHS, "services"),
  page("/portfolio", "portfolio"),
  page("/contact", "contact"),
  ...many(OUTCOME_PATHS, "outcome"),
  page("/our-approach", "our-approach"),
  page("/why-us", "why-us"),
  page("/roi-calculator", "roi-calculator"),
  page("/coi-calculator", "coi-calculator"),
  page("/resources/benchmarking", "benchmarking"),
  page("/case-studies", "case-studies"),
  page("/resources", "resources"),
  page("/resources/ai-readiness", "ai-readiness"),
  page("/resources/ai-strategy-roadmap", "ai-strategy-roadmap"),
  page("/resources/industry-reports", "industry-reports"),
  page("/knowledge-center", "knowledge-center"),
  page("/get-started", "get-started"),
  page("/services/consulting/data-audit", "data-audit"),
  page("/services/consulting/use-cases", "use-cases"),
  page("/services/consulting/scoping-roi", "scoping-roi"),
  page("/services/consulting/future-market-insights", "future-market-insights"),
  ...many(
    ["/services/dev/chatbots", "/services/dev/automation", "/services/dev/idp", "/services/dev/genai"],
    "dev-service",
  ),
  ...many(TRAINING_PATHS, "training"),
  page("/coming-soon", "coming-soon"),
  page("/blog", "blog"),
  route("blog/:slug", "routes/blog-article.tsx"),
  route("search", "routes/search.tsx"),
  route("newsletter", "routes/newsletter.tsx"),
  // Admin area: server-rendered behind sign-in (server/admin/gate.ts); sections in features/admin/sections.ts.
  page("/admin/login", "admin-login"),
  page("/admin/setup", "admin-setup"),
  page("/admin/logout", "admin-logout"),
  page("/admin", "admin"),
  page("/admin/leads/export", "admin-leads-export"),
  page("/admin/backup/download", "admin-backup-download"),
  layout("routes/admin-shell.tsx", [
    page("/admin/dashboard", "admin-dashboard"),
    page("/admin/contacts", "admin-contacts"),
    page("/admin/notifications", "admin-notifications"),
    page("/admin/backup", "admin-backup"),
    page("/admin/settings", "admin-settings"),
    page("/admin/users", "admin-users"),
    page("/admin/leads", "admin-leads"),
    page("/admin/leads/new", "admin-lead-new"),
    route("admin/leads/:id", "routes/admin-lead.tsx"),
    page("/admin/blog", "admin-blog"),
    page("/admin/comments", "admin-comments"),
    ...many(
      SECTIONS.filter((s) => s.comingSoon).map((s) => s.path),
      "admin-coming",
    ),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
