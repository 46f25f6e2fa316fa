// Static pages against nginx: `wrk -t1 -c32 -d8s` with `Accept-Encoding: gzip` on /services, served by
// the app and by nginx (1 worker, on-the-fly gzip level 1) holding the very bytes the app sends
// uncompressed. Goal (issue 37): the app answers at least as many requests a second as nginx.
// Skipped, with a line saying so, when wrk or nginx is not installed.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { median, medianRow } from "./bench-stats.mjs";
import { freePort } from "./pg-cluster.mjs";

export const STATIC_PATH = "/services";
const WRK_ARGS = ["-t1", "-c32", "-d8s", "-H", "Accept-Encoding: gzip"];
// wrk's own summary has no p99.9: this prints the latency percentiles (µs) at the end of a run.
const WRK_SCRIPT = `done = function(summary, latency, requests)
  io.write(string.format("PCT %d %d %d %d\\n", latency:percentile(50), latency:percentile(99), latency:percentile(99.9), latency.max))
end
`;

const installed = (cmd, arg) => !spawnSync(cmd, [arg]).error;

/** Why the row cannot run here, or undefined. */
export function staticSkipReason() {
  const missing = [!installed("wrk", "-v") && "wrk", !installed("nginx", "-v") && "nginx"].filter(Boolean);
  return missing.length
    ? `${missing.join(" and ")} not installed (Debian: apt-get install -y wrk nginx-light)`
    : undefined;
}

function nginxConf(dir, port) {
  return `${process.getuid?.() === 0 ? "user root;\n" : ""}worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/tmp-body;
  proxy_temp_path ${dir}/tmp-proxy;
  fastcgi_temp_path ${dir}/tmp-fastcgi;
  uwsgi_temp_path ${dir}/tmp-uwsgi;
  scgi_temp_path ${dir}/tmp-scgi;
  gzip on;
  gzip_comp_level 1;
  server {
    listen 127.0.0.1:${port};
    root ${dir}/www;
    location = ${STATIC_PATH} { default_type "text/html; charset=utf-8"; try_files ${STATIC_PATH}.html =404; }
  }
}
`;
}

async function startNginx(dir, html) {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(path.join(dir, "www"), { recursive: true });
  fs.writeFileSync(path.join(dir, "www", `${STATIC_PATH}.html`), html);
  const port = await freePort();
  fs.writeFileSync(path.join(dir, "nginx.conf"), nginxConf(dir, port));
  const nginx = spawn("nginx", ["-p", dir, "-c", path.join(dir, "nginx.conf"), "-e", path.join(dir, "error.log")], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${base}${STATIC_PATH}`)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  return { base, stop: () => nginx.kill("SIGQUIT") };
}

/** The body as sent (fetch would unpack it). */
function rawGet(url, headers = {}) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () => resolve(Buffer.concat(chunks)));
      })
      .on("error", reject);
  });
}

/** One wrk run; asynchronous, so the RSS sampler keeps sampling meanwhile. */
async function wrk(url, scriptFile) {
  const child = spawn("wrk", [...WRK_ARGS, "-s", scriptFile, url], { stdio: ["ignore", "pipe", "inherit"] });
  let out = "";
  child.stdout.on("data", (c) => {
    out += c;
  });
  await new Promise((resolve) => child.on("close", resolve));
  const [p50, p99, p999, max] = (out.match(/^PCT (\d+) (\d+) (\d+) (\d+)$/m)?.slice(1) ?? []).map((us) => us / 1000);
  const round = (n) => Math.round(n * 10) / 10;
  return {
    "req/s": Math.round(Number(out.match(/Requests\/sec:\s+([\d.]+)/)?.[1] ?? Number.NaN)),
    p50: round(p50),
    p99: round(p99),
    "p99.9": round(p999),
    max: round(max),
    "non-2xx": Number(out.match(/Non-2xx or 3xx responses: (\d+)/)?.[1] ?? 0),
    "socket errors": out.match(/Socket errors: (.*)/)?.[1] ?? "none",
  };
}

/**
 * @param {Awaited<ReturnType<typeof import("./bench-server.mjs").startBenchServer>>} server
 * @param {{ runs: number, dir: string, loop: () => number }} o
 */
export async function benchStatic(server, { runs, dir, loop }) {
  const skip = staticSkipReason();
  if (skip) return { skipped: `static pages against nginx: skipped: ${skip}` };
  const html = await rawGet(`${server.base}${STATIC_PATH}`);
  const nginx = await startNginx(dir, html);
  try {
    // Both must send the same page: what each sends gzipped must unpack to the same bytes.
    const gz = async (base) => gunzipSync(await rawGet(`${base}${STATIC_PATH}`, { "Accept-Encoding": "gzip" }));
    const same = (await gz(nginx.base)).equals(html) && (await gz(server.base)).equals(html);
    const scriptFile = path.join(dir, "percentiles.lua");
    fs.writeFileSync(scriptFile, WRK_SCRIPT);
    const app = [];
    const ref = [];
    for (let i = 0; i < runs; i++) {
      const hostLoop = loop();
      await server.loopDelay();
      const peak = server.rssPeak();
      app.push({
        ...(await wrk(`${server.base}${STATIC_PATH}`, scriptFile)),
        ...(await server.loopDelay()),
        "peak RSS MB": peak(),
        "host loop ms": hostLoop,
      });
      ref.push({ ...(await wrk(`${nginx.base}${STATIC_PATH}`, scriptFile)), "host loop ms": hostLoop });
    }
    const ratio = median(app.map((a) => a["req/s"])) / median(ref.map((r) => r["req/s"]));
    return {
      rows: [
        { what: `app ${STATIC_PATH}`, ...medianRow(app), runs },
        { what: `nginx ${STATIC_PATH}`, ...medianRow(ref), runs },
      ],
      note:
        `${STATIC_PATH}: ${Math.round(html.length / 1024)} KB, app/nginx ${ratio.toFixed(2)} × (goal ≥ 1.0)` +
        (same ? "" : "; the two gzip answers did NOT unpack to the same page"),
    };
  } finally {
    nginx.stop();
  }
}
