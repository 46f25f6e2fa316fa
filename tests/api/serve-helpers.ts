import { type ChildProcess, execFile, execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { currentStamp } from "../../server/build-check";
import { scratchDir } from "./scratch-dir";

// Helpers for tests that run `npm run serve` and `npm run migrate` as real processes, some of them in a
// copy of the app pruned of devDependencies, as a production image holds it.

export const ROOT = process.cwd();

export async function freePort(): Promise<number> {
  const srv = net.createServer();
  await new Promise<void>((resolve) => srv.listen(0, "127.0.0.1", resolve));
  const { port } = srv.address() as net.AddressInfo;
  await new Promise<void>((resolve) => srv.close(() => resolve()));
  return port;
}

/** Settings a production server accepts: the base every test changes one thing in. */
export const PRODUCTION_ENV = {
  NODE_ENV: "production",
  HOST: "127.0.0.1",
  SITE_URL: "https://www.kshipra.example",
  SMTP_URL: "smtp://127.0.0.1:2525",
  MAIL_DEMO: "false",
  TRUST_PROXY: "1",
  RATE_LIMIT_MAX: "100000",
  LOG_LEVEL: "info",
};

export interface Finished {
  code: number | null;
  output: string;
  /** Non-empty output lines. */
  lines: string[];
}

/** Runs a command to its end; resolves with its exit code and its stdout and stderr together. */
export function runToEnd(
  cmd: string,
  args: string[],
  opts: { cwd?: string; env: Record<string, string>; timeoutMs?: number },
) {
  return new Promise<Finished>((resolve, reject) => {
    const child = spawn(cmd, args, {
      cwd: opts.cwd ?? ROOT,
      env: { ...process.env, ...opts.env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (d: Buffer) => (output += d.toString()));
    child.stderr.on("data", (d: Buffer) => (output += d.toString()));
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`${cmd} ${args.join(" ")} still running after ${opts.timeoutMs ?? 150_000} ms:\n${output}`));
    }, opts.timeoutMs ?? 150_000);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, output, lines: output.split("\n").filter((l) => l.trim()) });
    });
  });
}

export interface Served {
  base: string;
  port: number;
  output: () => string;
  child: ChildProcess;
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
}

/** `npm run serve [-- args]` in cwd; resolves once /api/health answers (rejects if it exits first). */
export async function startServe(opts: {
  cwd?: string;
  env: Record<string, string>;
  args?: string[];
  /** Another npm script (e.g. start). */
  script?: string;
  timeoutMs?: number;
}) {
  const port = await freePort();
  const extra = opts.args?.length ? ["--", ...opts.args] : [];
  const child = spawn("npm", ["run", "-s", opts.script ?? "serve", ...extra], {
    cwd: opts.cwd ?? ROOT,
    env: { ...process.env, ...opts.env, PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
    // Its own process group: npm and the node process it starts stop together.
    detached: true,
  });
  let output = "";
  child.stdout?.on("data", (d: Buffer) => (output += d.toString()));
  child.stderr?.on("data", (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (opts.timeoutMs ?? 150_000);
  const stop = async (signal: NodeJS.Signals = "SIGTERM") => {
    try {
      if (child.exitCode === null && child.pid) process.kill(-child.pid, signal);
    } catch {
      // The group is gone already (its processes exited).
    }
    return exited;
  };
  for (;;) {
    if (child.exitCode !== null) throw new Error(`serve exited at start (${child.exitCode}):\n${output}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {}
    if (Date.now() > deadline) {
      await stop("SIGKILL");
      throw new Error(`serve did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  return { base, port, output: () => output, child, stop } satisfies Served;
}

/** A GET's status with exactly these headers (fetch adds Cache-Control: no-cache to conditional requests). */
export function getWithHeaders(url: string, headers: Record<string, string>) {
  return new Promise<number | undefined>((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode));
      })
      .on("error", reject);
  });
}

function isFresh(dir: string) {
  const stamp = path.join(dir, ".build-stamp.json");
  if (!fs.existsSync(path.join(dir, "server/index.js")) || !fs.existsSync(stamp)) return false;
  return JSON.parse(fs.readFileSync(stamp, "utf8")).sourcesMtime >= currentStamp().sourcesMtime;
}

/** A production build of the current sources: build/ when fresh, else one made in .tmp/serve-build. */
export function freshBuildDir() {
  const shared = path.join(ROOT, process.env.BUILD_DIR ?? "build");
  if (isFresh(shared)) return shared;
  const own = path.join(ROOT, ".tmp/serve-build");
  if (!isFresh(own)) {
    execFileSync("npm", ["run", "-s", "build"], {
      cwd: ROOT,
      env: { ...process.env, BUILD_DIR: path.relative(ROOT, own) },
      stdio: "ignore",
    });
  }
  return own;
}

/**
 * What a production image holds: package files, the server's sources, the build, and node_modules
 * after `npm prune --omit=dev`, in a folder outside the repository (so nothing resolves from the
 * repository's node_modules). node_modules is hard-linked (pruning unlinks, never writes into files),
 * except npm's own lock file, which prune rewrites. Asynchronous: mostly file-system work, which a test
 * can overlap with processes that mostly compute.
 */
export async function prunedCopy(buildDir: string) {
  const run = promisify(execFile);
  // A linked node_modules would be copied as the link, and pruning the copy would prune the original.
  if (fs.lstatSync(path.join(ROOT, "node_modules")).isSymbolicLink()) {
    throw new Error("node_modules is a symbolic link: the pruned copy needs the real folder");
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "serve-copy-"));
  for (const file of ["package.json", "package-lock.json", "tsconfig.json"]) {
    fs.copyFileSync(path.join(ROOT, file), path.join(dir, file));
  }
  for (const folder of ["server", "app"])
    fs.cpSync(path.join(ROOT, folder), path.join(dir, folder), { recursive: true });
  const link = async (from: string, to: string) => {
    try {
      await run("cp", ["-al", from, to]);
    } catch {
      // Another file system (e.g. a tmpfs /tmp): a real copy.
      fs.rmSync(to, { recursive: true, force: true });
      await run("cp", ["-a", from, to]);
    }
  };
  await Promise.all([
    link(path.join(ROOT, "node_modules"), path.join(dir, "node_modules")),
    link(buildDir, path.join(dir, "build")),
  ]);
  const npmLock = path.join(dir, "node_modules/.package-lock.json");
  if (fs.existsSync(npmLock)) {
    fs.rmSync(npmLock);
    fs.copyFileSync(path.join(ROOT, "node_modules/.package-lock.json"), npmLock);
  }
  await run("npm", ["prune", "--omit=dev", "--no-audit", "--no-fund", "--offline"], { cwd: dir });
  return dir;
}

/** Every file under dir, relative. */
export function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

/** A database nobody has used: a new SQLite file, or a new database on the test's PostgreSQL server. */
export async function emptyDatabase(name: string) {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) {
    const dir = scratchDir("serve-db-");
    return {
      url: `sqlite:${path.join(dir, "app.db")}`,
      drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  }
  const dbName = `${name}_${process.pid}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${dbName}`);
  await client.query(`CREATE DATABASE ${dbName}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${dbName}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await c.end();
    },
  };
}
