// The server every bench measures, started as `npm run serve` starts it: `server/main.ts --serve`
// (production settings, which it checks), the page renderer and the prerendered pages, the outbox
// worker delivering to a real local SMTP receiver, the maintenance job (first run 30 s after start,
// then hourly) and the scheduled backup after it. What differs from a deployment: loopback only, a
// scratch SQLite database, per-client rate limits raised (every request comes from 127.0.0.1), and
// /metrics open to a random token so the bench can read the event-loop delay and memory.
import { fork, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { freePort } from "./pg-cluster.mjs";

/** monitorEventLoopDelay samples every 10 ms (prom-client's default) and reports the interval too. */
const LOOP_SAMPLE_MS = 10;

async function startSmtpReceiver() {
  const child = fork(new URL("./bench-smtp.mjs", import.meta.url), [], {
    stdio: ["ignore", "ignore", "inherit", "ipc"],
  });
  const { port } = await new Promise((resolve, reject) => {
    child.once("message", resolve);
    child.once("exit", (code) => reject(new Error(`SMTP receiver exited (${code})`)));
  });
  return {
    url: `smtp://127.0.0.1:${port}`,
    received: () =>
      new Promise((resolve) => {
        child.once("message", (m) => resolve(m.received));
        child.send("count");
      }),
    stop: () => child.kill("SIGTERM"),
  };
}

/** Parses the Prometheus text format into `name{labels}` → value. */
export function parseMetrics(text) {
  const values = new Map();
  for (const line of text.split("\n")) {
    if (!line || line.startsWith("#")) continue;
    const at = line.lastIndexOf(" ");
    values.set(line.slice(0, at), Number(line.slice(at + 1)));
  }
  return values;
}

/** Name, VmRSS, VmHWM (peak RSS) and Threads of a process, from /proc (MB, MB, count); undefined once gone. */
function procStatus(pid) {
  try {
    const text = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    const field = (name) => Number(text.match(new RegExp(`^${name}:\\s+(\\d+)`, "m"))?.[1] ?? Number.NaN);
    const name = text.match(/^Name:\s+(.*)$/m)?.[1] ?? "?";
    return { name, rssMb: field("VmRSS") / 1024, hwmMb: field("VmHWM") / 1024, threads: field("Threads") };
  } catch {
    return undefined;
  }
}

/** Every process below `pid` (a job moved to a child process shows here; worker threads do not). */
function descendants(pid) {
  const parent = new Map();
  for (const name of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // The parent pid is the 2nd field after the command, which sits in parentheses and may hold spaces.
      const stat = fs.readFileSync(`/proc/${name}/stat`, "utf8");
      parent.set(Number(name), Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]));
    } catch {}
  }
  const found = [];
  const walk = (p) => {
    for (const [child, pp] of parent) {
      if (pp !== p || found.includes(child)) continue;
      found.push(child);
      walk(child);
    }
  };
  walk(pid);
  return found;
}

/**
 * @param {object} o
 * @param {string} o.dir       scratch folder: backups, the outbox folder and the server's log
 * @param {string} [o.database] SQLite file (default dir/bench.db)
 * @param {Record<string,string>} [o.env] more settings
 */
export async function startBenchServer({ dir, database = path.join(dir, "bench.db"), env = {} }) {
  fs.mkdirSync(dir, { recursive: true });
  const smtp = await startSmtpReceiver();
  const port = await freePort();
  const token = randomBytes(24).toString("hex");
  const logFile = path.join(dir, "server.log");
  // Request and job logs go to a file, as a deployment's go to its log collector.
  const log = fs.openSync(logFile, "w");
  const server = spawn(process.execPath, ["--import", "tsx", "server/main.ts", "--serve"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: `sqlite:${database}`,
      SITE_URL: "https://bench.example.com",
      SMTP_URL: smtp.url,
      MAIL_DEMO: "false",
      OUTBOX_WORKER: "true",
      MAINTENANCE_WORKER: "true",
      BACKUP_INTERVAL_HOURS: "24",
      BACKUP_DIR: path.join(dir, "backups"),
      OUTBOX_DIR: path.join(dir, "outbox"),
      METRICS_TOKEN: token,
      RATE_LIMIT_MAX: "100000",
      ANALYTICS_RATE_LIMIT_MAX: "100000",
      ...env,
    },
    stdio: ["ignore", log, "inherit"],
  });
  fs.closeSync(log);
  let exited = false;
  const exit = new Promise((resolve) =>
    server.once("exit", (code, signal) => {
      exited = true;
      resolve(code ?? signal);
    }),
  );
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (!exited) server.kill("SIGTERM");
    const late = setTimeout(() => server.kill("SIGKILL"), 90_000);
    await exit;
    clearTimeout(late);
    smtp.stop();
  };
  // Starting through tsx (and rendering the static pages) takes a while on a busy machine.
  for (let i = 0; ; i++) {
    if (exited || i > 900) {
      await stop();
      throw new Error(`the bench server did not start; its log: ${logFile}`);
    }
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }

  const metrics = async () =>
    parseMetrics(await (await fetch(`${base}/metrics`, { headers: { Authorization: `Bearer ${token}` } })).text());
  return {
    base,
    pid: server.pid,
    dir,
    database,
    logFile,
    stop,
    metrics,
    emailsReceived: smtp.received,
    /**
     * Event-loop delay since the previous call (each scrape starts a new interval), ms beyond the
     * 10 ms sampling timer: p50, p99, p99.9 and max.
     */
    async loopDelay() {
      const m = await metrics();
      const ms = (name) => Math.max(0, Math.round((m.get(name) * 1000 - LOOP_SAMPLE_MS) * 10) / 10);
      return {
        "ev-loop p50": ms("nodejs_eventloop_lag_p50_seconds"),
        "ev-loop p99": ms("nodejs_eventloop_lag_p99_seconds"),
        "ev-loop p99.9": ms("nodejs_eventloop_lag_p999_seconds"),
        "ev-loop max": ms("nodejs_eventloop_lag_max_seconds"),
      };
    },
    /** The server's memory now: its RSS (worker threads included), peak RSS, JS heap, threads, child processes. */
    async memory() {
      const m = await metrics();
      const own = procStatus(server.pid) ?? {};
      const children = descendants(server.pid).map(procStatus).filter(Boolean);
      const mb = (n) => Math.round(n * 10) / 10;
      return {
        "RSS MB": mb(own.rssMb),
        "peak RSS MB": mb(own.hwmMb),
        "heap used MB": mb(m.get("nodejs_heap_size_used_bytes") / 2 ** 20),
        threads: own.threads,
        // tsx's esbuild service is one; a job moved to a process of its own would be another.
        "child processes (RSS MB)": children.map((c) => `${c.name} ${mb(c.rssMb)}`).join(", ") || "none",
      };
    },
    /** Samples the RSS (and children's) every 250 ms until stopped; resolves to the peak, MB. */
    rssPeak() {
      let peak = 0;
      let n = 0;
      let tree = [server.pid];
      const sample = () => {
        // The process tree is looked up every 2 s: a scan of /proc is the costly part.
        if (n++ % 8 === 0) tree = [server.pid, ...descendants(server.pid)];
        const total = tree.map(procStatus).reduce((sum, s) => sum + (s?.rssMb ?? 0), 0);
        peak = Math.max(peak, total);
      };
      sample();
      const timer = setInterval(sample, 250);
      return () => {
        clearInterval(timer);
        sample();
        return Math.round(peak);
      };
    },
  };
}
