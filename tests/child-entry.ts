import path from "node:path";

/**
 * How a test's child process loads `source` (server/main.ts, scripts/admin.ts, tests/api/admin-server-child.ts):
 * from the bundle `npm test` made of the sources (SERVER_BUNDLE_DIR, scripts/lib/server-bundle.mjs), else
 * through tsx as `npm run` does. Node arguments, to follow `node` (or process.execPath).
 */
export function childEntry(source: string): string[] {
  const dir = process.env.SERVER_BUNDLE_DIR;
  return dir ? [path.join(dir, `${path.basename(source, ".ts")}.mjs`)] : ["--import", "tsx", source];
}
