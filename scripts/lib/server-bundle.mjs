// The server (server/main.ts), the admin CLI and the test suite's admin child server bundled by esbuild,
// one ES module each, for the tests that start them as child processes. Loading the sources through tsx's module
// hooks costs a start about 4.6 CPU-seconds on the 2-core test machine, the bundle about 2.5, and the
// suites start many (docs/benchmarks.md, "Test suite"). Packages stay in node_modules; the sources are
// compiled by the same esbuild that tsx uses.
import { build } from "esbuild";

/** A folder import tsx resolves as CommonJS does (to its index.js) and Node's ESM loader refuses. */
const folderImports = {
  name: "folder-imports",
  setup(b) {
    b.onResolve({ filter: /^nodemailer\/lib\/shared$/ }, () => ({
      path: "nodemailer/lib/shared/index.js",
      external: true,
    }));
  },
};

/**
 * Writes `main.mjs`, `admin.mjs` (the admin CLI), `admin-server-child.mjs` and `background-worker.mjs`
 * (the background jobs' worker thread) into `outdir`; resolves with `outdir`.
 */
export async function bundleServers(outdir) {
  await build({
    entryPoints: {
      main: "server/main.ts",
      admin: "scripts/admin.ts",
      "admin-server-child": "tests/api/admin-server-child.ts",
      // Started by server/background/workers.ts as this folder's sibling of the bundle importing it.
      "background-worker": "server/background/worker-entry.ts",
    },
    outdir,
    outExtension: { ".js": ".mjs" },
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    plugins: [folderImports],
    logLevel: "warning",
  });
  return outdir;
}
