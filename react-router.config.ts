import type { Config } from "@react-router/dev/config";
import { PRERENDERED_PATHS } from "./app/lib/site-paths";

// SSR stays on for dynamic routes (blog articles, admin) and form actions; every static marketing
// route is rendered to HTML at build time and served from disk by the Express server.
export default {
  ssr: true,
  // A separate folder lets several builds (e.g. parallel test runs) live side by side.
  buildDirectory: process.env.BUILD_DIR || "build",
  prerender: [...PRERENDERED_PATHS],
} satisfies Config;
