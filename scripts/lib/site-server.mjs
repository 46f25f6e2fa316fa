// A production server on a scratch SQLite database, for the bench and the size report.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { freePort } from "./pg-cluster.mjs";

/** Starts `server/main.ts` on the existing build; resolves once /api/health answers. */
export async function startSiteServer(dir) {
  const port = await freePort();
  fs.mkdirSync(dir, { recursive: true });
  const server = spawn("node", ["--import", "tsx", "server/main.ts", "--no-build"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATABASE_URL: `sqlite:${path.join(dir, "site.db")}` },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  return { base, stop: () => server.kill("SIGTERM") };
}

/** The first article linked from /blog (the seed articles are always there on a fresh database). */
export async function firstArticlePath(base) {
  const html = await (await fetch(`${base}/blog`)).text();
  const slug = html.match(/href="(\/blog\/[a-z0-9-]+)"/)?.[1];
  if (!slug) throw new Error("No article linked from /blog.");
  return slug;
}
