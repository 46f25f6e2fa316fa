// The server (server/main.ts) bundled into one ES module by esbuild, for the tests that start servers as
// child processes. Loading the sources through tsx's module hooks costs a start about 4.6 CPU-seconds on
// the 2-core test machine, the bundle about 2.5, and the suites start many (README, "Test suite time").
// Packages stay in node_modules; the sources are compiled by the same esbuild that tsx uses.
import { build } from "esbuild";

/** A subpath import tsx resolves as CommonJS does (a folder's index.js) and Node's ESM loader refuses. */
const FOLDER_IMPORTS = { "nodemailer/lib/shared": "nodemailer/lib/shared/index.js" };

const folderImports = {
  name: "folder-imports",
  setup(b) {
    b.onResolve({ filter: /^nodemailer\/lib\/shared$/ }, (args) => ({
      path: FOLDER_IMPORTS[args.path],
      external: true,
    }));
  },
};

/** Writes the bundle to `outfile`; resolves with its path. */
export async function bundleServer(outfile) {
  await build({
    entryPoints: ["server/main.ts"],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    plugins: [folderImports],
    logLevel: "warning",
  });
  return outfile;
}
