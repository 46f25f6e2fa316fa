// Production-build substitutions that make the browser bundle smaller without changing what renders.
import path from "node:path";
import type { Plugin, UserConfig } from "vite";

/**
 * react-router's package exports point at its development build only (remix-run/react-router#12437,
 * #14102), so browsers would get its dev warnings. The production build beside it differs only in
 * `ENABLE_DEV_WARNINGS = false`; use it for the browser bundle (the server keeps the exported build).
 */
export function reactRouterProductionClient(): Plugin {
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

const LUCIDE_ICON_MODULE = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/][^\\/]+\.mjs$/;

/**
 * Every lucide icon module calls `../createLucideIcon.mjs`; in production builds (browser and server
 * alike, so hydration sees the same markup) that call goes to our small factory, which a unit test
 * holds to lucide's own output. The server bundles lucide for this (it would otherwise load the
 * package, with all 1,600 icons, from node_modules). Development keeps lucide as it is.
 */
export function slimLucideIcons(factory: string): Plugin {
  return {
    name: "slim-lucide-icons",
    apply: "build",
    enforce: "pre",
    config: (): UserConfig => ({ ssr: { noExternal: ["lucide-react"] } }),
    resolveId(source, importer) {
      if (source === "../createLucideIcon.mjs" && importer && LUCIDE_ICON_MODULE.test(importer)) {
        return path.resolve(factory);
      }
      return null;
    },
  };
}
