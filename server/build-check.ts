import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { getSettings } from "~/lib/settings.server";

// The build holds no settings (docs/decisions/015): `npm run serve` never builds and refuses to start
// without one. Only `npm start`, the newcomer's one command, builds: when there is no build yet or
// a source file changed since the last one. Nothing here loads the build tools: they are spawned.

const buildDir = () => path.resolve(getSettings().BUILD_DIR);
const stampFile = () => path.join(buildDir(), ".build-stamp.json");
const INPUTS = ["app", "public", "vite.config.ts", "react-router.config.ts", "package.json"];

function newestMtime(p: string): number {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

export function currentStamp() {
  return { sourcesMtime: Math.max(...INPUTS.map((p) => newestMtime(path.resolve(p)))) };
}

export function buildExists(dir = buildDir()) {
  return fs.existsSync(path.join(dir, "server/index.js"));
}

export function buildIsFresh(): boolean {
  if (!buildExists() || !fs.existsSync(stampFile())) return false;
  const saved = JSON.parse(fs.readFileSync(stampFile(), "utf8")) as ReturnType<typeof currentStamp>;
  return saved.sourcesMtime >= currentStamp().sourcesMtime;
}

/** Run by `npm run build`, last. */
export function writeStamp() {
  fs.writeFileSync(stampFile(), JSON.stringify(currentStamp()));
}

/** `npm start`: builds when there is no build or the sources changed since it was made. */
export function ensureFreshBuild() {
  if (buildIsFresh()) return;
  console.log("[start] building the site (no build yet, or the sources changed since the last one)…");
  const result = spawnSync("npm", ["run", "-s", "build"], { stdio: "inherit", env: process.env });
  if (result.status !== 0) throw new Error("the build failed; see the output above");
}
