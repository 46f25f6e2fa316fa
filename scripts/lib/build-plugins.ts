// Production-build substitutions that make the browser bundle smaller without changing what renders.
import { createHash } from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Plugin, UserConfig } from "vite";

const require = createRequire(import.meta.url);

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

// The query is the copy of an icon that one page module gets (directLucideImports).
const LUCIDE_ICON_MODULE = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/][^\\/]+\.mjs(\?[\w=]+)?$/;

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

const LUCIDE_BARREL_EXPORT = /export \{([^}]*)\} from '\.\/icons\/([a-z0-9-]+\.mjs)';/g;
const SHARED_APP_CODE = /[\\/]app[\\/](components|lib)[\\/]/;
const LUCIDE_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["'];?/g;

/** lucide-react's export names (with their aliases) → the icon module that defines them. */
function lucideIconFiles(lucideEsmDir: string) {
  const barrel = fs.readFileSync(path.join(lucideEsmDir, "lucide-react.mjs"), "utf8");
  const files = new Map<string, string>();
  for (const [, names, file] of barrel.matchAll(LUCIDE_BARREL_EXPORT)) {
    for (const name of names.split(",").map((n) => n.trim().replace(/^default as /, ""))) {
      files.set(name, path.join(lucideEsmDir, "icons", file));
    }
  }
  return files;
}

/** The icons that shared code (app/components, app/lib) imports: the shared chunk carries them. */
function iconsOfSharedCode(appDir: string) {
  const icons = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        for (const [, specifiers] of fs.readFileSync(full, "utf8").matchAll(LUCIDE_IMPORT)) {
          for (const spec of specifiers.split(",").map((s) => s.trim())) {
            if (spec && !spec.startsWith("type ")) icons.add(spec.split(/\s+as\s+/)[0]);
          }
        }
      }
    }
  };
  for (const dir of ["components", "lib"]) walk(path.join(appDir, dir));
  return icons;
}

/**
 * `import { Phone } from "lucide-react"` goes through the package's barrel, which re-exports all
 * 1,600 icons, so in the module graph every icon looks imported by every module that imports any
 * icon. Rewritten to one import per icon module (production builds, browser and server alike), each
 * icon's importers are the modules that really use it, and the client chunking can keep the icons
 * that only some pages use out of the groups every page loads (scripts/lib/client-chunking.ts).
 * Type-only names and anything that is not an icon keep the original import.
 *
 * In the browser build, page code (routes, features, content: not `app/components` or `app/lib`) gets
 * its own copy of each icon it uses (`icon.mjs?in=<module>`), so an icon travels inside the chunk of
 * the page that shows it: a 200–500-byte icon is cheaper duplicated than fetched as a file of its own
 * or carried by every page in a shared group. Icons that shared code uses too are not copied: the
 * shared group has them.
 */
export function directLucideImports(appDir: string): Plugin {
  let files: Map<string, string> | undefined;
  let sharedIcons: Set<string> | undefined;
  return {
    name: "direct-lucide-imports",
    apply: "build",
    enforce: "pre",
    transform(code, id) {
      if (!id.startsWith(appDir) || !/\.tsx?$/.test(id) || !code.includes("lucide-react")) return null;
      sharedIcons ??= iconsOfSharedCode(appDir);
      const shared = sharedIcons;
      const copy =
        this.environment?.name === "client" && !SHARED_APP_CODE.test(id)
          ? `?in=${createHash("sha256").update(id).digest("hex").slice(0, 8)}`
          : "";
      files ??= lucideIconFiles(path.join(path.dirname(require.resolve("lucide-react/package.json")), "dist/esm"));
      const icons = files;
      const out = code.replace(LUCIDE_IMPORT, (statement, specifiers: string) => {
        const direct: string[] = [];
        const rest: string[] = [];
        for (const spec of specifiers
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean)) {
          const [name, alias = name] = spec.split(/\s+as\s+/);
          const file = spec.startsWith("type ") ? undefined : icons.get(name);
          // An icon the shared code also uses is in the shared group already: no copy of it.
          if (file) direct.push(`import ${alias} from ${JSON.stringify(shared.has(name) ? file : file + copy)};`);
          else rest.push(spec);
        }
        if (direct.length === 0) return statement;
        return [...direct, ...(rest.length ? [`import { ${rest.join(", ")} } from "lucide-react";`] : [])].join("\n");
      });
      return out === code ? null : { code: out, map: null };
    },
  };
}
