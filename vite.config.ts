import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { clientChunking } from "./scripts/lib/client-chunking";

/**
 * react-router's package exports point at its development build only (remix-run/react-router#12437,
 * #14102), so browsers would get its dev warnings. The production build beside it differs only in
 * `ENABLE_DEV_WARNINGS = false`; use it for the browser bundle (the server keeps the exported build).
 */
function reactRouterProductionClient(): Plugin {
  return {
    name: "react-router-production-client",
    apply: "build",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    async resolveId(source, importer, options) {
      if (source !== "react-router" && source !== "react-router/dom") return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved) return null;
      return { ...resolved, id: resolved.id.replace(/([\\/])dist[\\/]development[\\/]/, "$1dist$1production$1") };
    },
  };
}

export default defineConfig({
  plugins: [reactRouterProductionClient(), clientChunking(), tailwindcss(), reactRouter()],
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  build: { target: "es2022" },
});
