// How the browser bundle is cut into files. See docs/decisions/004-client-chunking.md.
import type { ChunkingContext } from "rolldown";
import type { Plugin } from "vite";

/** React, React DOM and React Router: needed by every page, so one long-cached file. */
export const FRAMEWORK_MODULE = /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;

/**
 * Small leaf modules that several pages share. Left to the default splitting, each shared icon or
 * component gets its own 200–500-byte file (30+ module preloads per page), which delays the first
 * paint on mobile networks. Grouped, a page loads 6–10 files. A group holds leaves only: its modules
 * import nothing but React and the groups listed after it (the build checks this), so groups never
 * import page code or each other in a circle. The first group that matches a module takes it; a page
 * loads a group only if it uses one of its modules.
 */
export const SHARED_GROUPS = [
  // Form parts: only pages with a form (contact, get started, calculators) need them; the e-mail
  // sequence's consent box (issue #39) with its wording too.
  {
    name: "forms",
    test: /[\\/]app[\\/](components[\\/]ui[\\/](field|lead-form-frame|sequence-consent-field)|lib[\\/](use-session-draft|sequence-consent-text))\.tsx?$/,
  },
  { name: "newsletter", test: /[\\/]app[\\/]components[\\/]widgets[\\/]newsletter-box\.tsx$/ },
  // Sending a lead, with every lead form's messages (content/form-messages.ts): contact, Get Started,
  // the e-mail sign-ups and the calculators' report form. One file: the pages that send a lead always
  // need both.
  {
    name: "lead-form",
    test: /[\\/]app[\\/](lib[\\/]use-(lead-form|email-signup)\.ts|content[\\/]form-messages\.ts)$/,
  },
  // Dialogs and tabs: only pages with a modal or a tab set.
  { name: "dialog", test: /[\\/]app[\\/]components[\\/]ui[\\/](modal|tabs)\.tsx$/ },
  // The strategy-call slot picker with its copy, zones and contract (issue #38): Get Started and the
  // manage page only, never every page with the frame.
  {
    name: "booking",
    test: /[\\/]app[\\/](components[\\/]booking[\\/][^\\/]+|lib[\\/]booking(-zone)?|content[\\/](booking|time-zones))\.tsx?$/,
  },
  // Everything else shared: the page hero, the marketing sections (counters, statistics, call-to-action
  // band, section heading), the icons shared code uses, the toast, the few dependency-free `app/lib`
  // helpers (visit-attribution too: the page beacon and every lead form use it; client-navigation and hydration-phase: the site shell and StaticHtml), and Vite's helper for
  // `import()`. The site's frame (header, navigation, footer, widgets and their hooks) joins it: only
  // the root route imports the frame, but every page loads it, and one file compresses better than
  // several (gzip starts afresh in each file: Tailwind class lists and JSX calls repeat across
  // components). Hence minShareCount 1, with entriesUsing doing the two-or-more check for the rest.
  {
    name: "ui",
    frame: true,
    minShareCount: 1,
    test: /node_modules[\\/]lucide-react[\\/]|[\\/]app[\\/]components[\\/]|[\\/]app[\\/]lib[\\/](public-settings|form-rules|meta|cn|nonce|visit-attribution|client-navigation|hydration-phase|use-[a-z-]+)\.tsx?$|[\\/]app[\\/]content[\\/]navigation\.ts$|vite[\\/]preload-helper/,
  },
] as const;

const FRAMEWORK = "framework";
const ROOT_ROUTE = /[\\/]app[\\/]root\.tsx$/;
const ROUTE_MODULE = /[\\/]app[\\/]routes[\\/][^\\/]+\.tsx$/;

/** Walks a module's importers upwards (static imports only); `visit` says whether to go on past one. */
function walkUp(id: string, ctx: Pick<ChunkingContext, "getModuleInfo">, visit: (importer: string) => boolean) {
  const seen = new Set<string>([id]);
  const queue = [id];
  while (queue.length) {
    for (const importer of ctx.getModuleInfo(queue.pop() as string)?.importers ?? []) {
      if (seen.has(importer)) continue;
      seen.add(importer);
      if (visit(importer)) queue.push(importer);
    }
  }
}

/** A module that root.tsx reaches by static imports: the frame of every page. */
export function frameModule(id: string, ctx: Pick<ChunkingContext, "getModuleInfo">) {
  let found = false;
  walkUp(id, ctx, (importer) => {
    found ||= ROOT_ROUTE.test(importer);
    return !found;
  });
  return found;
}

/**
 * How many entries use a module: route modules and lazily imported modules that reach it by static
 * imports (Rolldown's share count, which a group with minShareCount 1 no longer applies).
 */
export function entriesUsing(id: string, ctx: Pick<ChunkingContext, "getModuleInfo">) {
  let count = 0;
  const isEntry = (m: string) =>
    ROUTE_MODULE.test(m) || ROOT_ROUTE.test(m) || (ctx.getModuleInfo(m)?.dynamicImporters.length ?? 0) > 0;
  if (isEntry(id)) count++;
  walkUp(id, ctx, (importer) => {
    if (isEntry(importer)) count++;
    return true;
  });
  return count;
}
const LUCIDE_ICON = /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;
/** Shared code: the frame (header, footer, widgets), the UI primitives and the helpers. */
const SHARED_CODE = /[\\/]app[\\/](components|lib)[\\/]/;

/**
 * An icon that only page code (routes, features, content) imports. The shared groups load on every
 * page that uses one of their modules, mostly all of them, so such an icon would cost every page its
 * bytes: left out of them, it goes with the page code that uses it (Rolldown's default splitting
 * puts it beside the modules the same pages load). Needs one import per icon module
 * (directLucideImports in scripts/lib/build-plugins.ts): through lucide's barrel, every icon looks
 * imported by everything.
 */
export function pageOnlyIcon(id: string, ctx: Pick<ChunkingContext, "getModuleInfo">) {
  if (!LUCIDE_ICON.test(id)) return false;
  return !(ctx.getModuleInfo(id)?.importers ?? []).some((importer) => SHARED_CODE.test(importer));
}

/** The group a module id falls into (the first that matches), or undefined. */
export function sharedGroupOf(id: string): string | undefined {
  return SHARED_GROUPS.find((group) => group.test.test(id))?.name;
}

export function clientChunking(): Plugin {
  return {
    name: "client-chunking",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    config() {
      const shared = SHARED_GROUPS.map((group, i) => ({
        // A page-only icon stays out of the shared groups: see pageOnlyIcon.
        name: (id: string, ctx: ChunkingContext) =>
          pageOnlyIcon(id, ctx) || ("frame" in group && !frameModule(id, ctx) && entriesUsing(id, ctx) < 2)
            ? null
            : group.name,
        test: group.test,
        priority: 10 - i,
        // Only modules that two or more pages use; the rest stay in their page's file.
        minShareCount: "minShareCount" in group ? group.minShareCount : 2,
        // Without this, a group would pull in everything its modules import (React, page content);
        // the check in generateBundle keeps the groups free of such imports instead.
        includeDependenciesRecursively: false,
      }));
      return {
        environments: {
          client: {
            build: {
              rolldownOptions: {
                output: {
                  codeSplitting: { groups: [{ name: FRAMEWORK, test: FRAMEWORK_MODULE, priority: 20 }, ...shared] },
                },
              },
            },
          },
        },
      };
    },
    // React Router asks for "exports-only"; groups without their dependencies need "allow-extension".
    // Route chunks keep every export React Router reads; they may only gain extra ones.
    options(options) {
      return { ...options, preserveEntrySignatures: "allow-extension" };
    },
    generateBundle(_output, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === "chunk");
      const filesOf = (names: string[]) => chunks.filter((c) => names.includes(c.name)).map((c) => c.fileName);
      SHARED_GROUPS.forEach((group, i) => {
        // A group may import the framework and the groups after it, never page code or an earlier group.
        const allowed = filesOf([FRAMEWORK, ...SHARED_GROUPS.slice(i + 1).map((g) => g.name)]);
        for (const chunk of chunks.filter((c) => c.name === group.name)) {
          const stray = chunk.imports.filter((file) => !allowed.includes(file) && !/rolldown-runtime/.test(file));
          if (stray.length) {
            this.error(
              `The shared "${group.name}" chunk imports ${stray.join(", ")}: one of its modules imports page code ` +
                "or an earlier group, so chunks would import each other and could run out of order. Move that " +
                "import out of the shared module, or adjust SHARED_GROUPS in scripts/lib/client-chunking.ts.",
            );
          }
        }
      });
    },
  };
}
