// The system programs the test suite needs. Where one is missing and we are root, install it with
// apt-get; otherwise stop and say exactly what to install.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { PG_BIN, pgAvailable } from "./pg-cluster.mjs";

export const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";

const NEEDS = [
  { what: "Chromium (end-to-end tests)", ok: () => fs.existsSync(CHROME_PATH), pkg: "chromium" },
  { what: `PostgreSQL 15 server (${PG_BIN})`, ok: pgAvailable, pkg: "postgresql" },
  { what: "pdftotext (report PDF checks)", ok: () => !spawnSync("pdftotext", ["-v"]).error, pkg: "poppler-utils" },
];

export function ensureSystemDeps() {
  const missing = NEEDS.filter((n) => !n.ok());
  if (missing.length === 0) return;
  const pkgs = missing.map((m) => m.pkg);
  const isRoot = process.getuid?.() === 0;
  if (!isRoot) {
    console.error(
      `Missing: ${missing.map((m) => m.what).join(", ")}.\n` +
        `Install them with:\n  sudo apt-get update && sudo apt-get install -y ${pkgs.join(" ")}\n` +
        (missing.some((m) => m.pkg === "chromium")
          ? "Or point CHROME_PATH at an existing Chrome/Chromium binary.\n"
          : ""),
    );
    process.exit(1);
  }
  console.log(`Installing ${pkgs.join(", ")} with apt-get…`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const update = spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  const install = spawnSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", ...pkgs], {
    stdio: "inherit",
    env,
  });
  if (update.status !== 0 || install.status !== 0 || NEEDS.some((n) => !n.ok())) {
    console.error(`apt-get could not install ${pkgs.join(" ")}; install them by hand and run npm test again.`);
    process.exit(1);
  }
}
