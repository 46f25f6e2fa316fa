import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { getSettings, toPublicSettings } from "~/lib/settings.server";
import { inlineCriticalCssInPrerenderedPages } from "./http/critical-css";

// `npm start` must serve what the sources and settings say: the prerendered pages carry the brand
// and contact details, so a changed setting or source file triggers a rebuild before serving.

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
  const settingsHash = createHash("sha256")
    .update(JSON.stringify(toPublicSettings(getSettings())))
    .digest("hex");
  return { sourcesMtime: Math.max(...INPUTS.map((p) => newestMtime(path.resolve(p)))), settingsHash };
}

export function buildIsFresh(): boolean {
  if (!fs.existsSync(path.join(buildDir(), "server/index.js")) || !fs.existsSync(stampFile())) return false;
  const saved = JSON.parse(fs.readFileSync(stampFile(), "utf8")) as ReturnType<typeof currentStamp>;
  const now = currentStamp();
  return saved.settingsHash === now.settingsHash && saved.sourcesMtime >= now.sourcesMtime;
}

export function writeStamp() {
  fs.writeFileSync(stampFile(), JSON.stringify(currentStamp()));
}

export async function ensureFreshBuild() {
  if (buildIsFresh()) return;
  console.log("[start] building the site (sources or settings changed since the last build)…");
  const result = spawnSync(path.resolve("node_modules/.bin/react-router"), ["build"], {
    stdio: "inherit",
    env: { ...process.env, BUILD_DIR: getSettings().BUILD_DIR },
  });
  if (result.status !== 0) throw new Error("the build failed; see the output above");
  // The rest of `npm run build`: critical CSS in the prerendered pages.
  inlineCriticalCssInPrerenderedPages(path.join(buildDir(), "client"));
  writeStamp();
}
