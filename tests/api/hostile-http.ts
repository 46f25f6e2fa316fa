import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import { childEntry } from "../child-entry";

// An attacker's tools for tests/api/security-http.test.ts: raw requests whose path is sent exactly as
// written (fetch would resolve `..` and re-encode), a chunked body of any size sent without holding it,
// the admin server in a child process whose memory can be read from /proc, and seeded random bodies.

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

/** One request with the path exactly as given. */
export function raw(
  base: string,
  {
    method = "GET",
    path,
    headers = {},
    body,
  }: { method?: string; path: string; headers?: Record<string, string>; body?: Uint8Array },
): Promise<RawAnswer> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request({ hostname, port, method, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString("utf8") }),
      );
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(body);
  });
}

/**
 * Sends `total` bytes of `a=aaaa…` as a chunked body (no Content-Length), 64 KB at a time and only as fast
 * as the server reads; stops sending once an answer arrives. Resolves with the answer and the bytes sent.
 */
export function sendChunked(
  base: string,
  path: string,
  total: number,
  headers: Record<string, string> = {},
): Promise<RawAnswer & { sent: number }> {
  const { hostname, port } = new URL(base);
  const chunk = Buffer.alloc(64 * 1024, "a");
  chunk.write("a=");
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const req = http.request({ hostname, port, method: "POST", path, headers }, (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => {
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString(), sent });
        req.destroy();
      });
    });
    // Writing after the server closed the connection fails; the answer it sent first is what counts.
    req.on("error", (err) => {
      if (!answered) reject(new Error(`${err.message} after ${sent} bytes sent, no answer`));
    });
    // One chunk per turn of the event loop, as a browser or curl reads the answer while it uploads (writes
    // the kernel takes at once would otherwise never let this process read).
    const pump = () => {
      if (answered) return;
      if (sent >= total) return void req.end();
      sent += chunk.length;
      if (req.write(chunk)) setImmediate(pump);
      else req.once("drain", () => setImmediate(pump));
    };
    pump();
  });
}

/** Resident and peak resident memory of a process in bytes (Linux /proc). */
export function memoryOf(pid: number) {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (key: string) => Number(status.match(new RegExp(`${key}:\\s+(\\d+) kB`))?.[1] ?? Number.NaN) * 1024;
  return { rss: kb("VmRSS"), peak: kb("VmHWM") };
}

/** Starts the process's peak-memory mark again from its current resident size. */
export const resetPeak = (pid: number) => fs.writeFileSync(`/proc/${pid}/clear_refs`, "5");

/**
 * tests/api/admin-server-child.ts as a child process, running the production build in `buildDir` (the
 * database: TEST_DATABASE_URL or its own SQLite file).
 */
export async function spawnAdminServer(env: Record<string, string>, buildDir: string) {
  const child: ChildProcess = spawn(process.execPath, childEntry("tests/api/admin-server-child.ts"), {
    env: { ...process.env, ADMIN_CHILD_ENV: JSON.stringify(env), ADMIN_CHILD_BUILD: buildDir },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  child.stderr?.on("data", (d: Buffer) => output.push(d.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const ready = await new Promise<string[]>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`admin server did not start:\n${output.join("")}`)), 110_000);
    child.stdout?.on("data", (d: Buffer) => {
      output.push(d.toString());
      const line = output.join("").match(/READY (\S+) (\S+)/);
      if (line) {
        clearTimeout(timer);
        resolve([line[1], line[2]]);
      }
    });
    child.once("exit", () => reject(new Error(`admin server exited:\n${output.join("")}`)));
  });
  return {
    base: ready[0],
    url: ready[1],
    pid: child.pid as number,
    output,
    async close() {
      child.kill("SIGTERM");
      await exited;
    },
  };
}

/** mulberry32: the same seed gives the same bodies on every run. */
export function seededRandom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  return {
    int,
    pick: <T>(items: readonly T[]): T => items[int(items.length)],
    bytes: (n: number) => Uint8Array.from({ length: n }, () => int(256)),
    text: (n: number) =>
      String.fromCodePoint(...Array.from({ length: n }, () => [32 + int(95), 0xe9, 0x0939, 0x1f600][int(4)])),
  };
}
export type Random = ReturnType<typeof seededRandom>;
