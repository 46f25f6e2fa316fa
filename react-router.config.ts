import type { Config } from "@react-router/dev/config";

// SSR for every route. The static marketing pages (PRERENDERED_PATHS) are not prerendered by the
// build: the server renders them once at start with its settings and serves them from memory like
// files (server/http/render-pages.ts), so one build serves any brand, contact details and SITE_URL
// (docs/decisions/015-build-once-configure-at-start.md).
export default {
  ssr: true,
  // A separate folder lets several builds (e.g. parallel test runs) live side by side.
  buildDirectory: process.env.BUILD_DIR || "build",
} satisfies Config;
