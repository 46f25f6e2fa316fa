// A small, bounded load generator for loopback benchmarks: sends requests at a fixed rate (open
// model: the schedule does not slow down when the server does) over keep-alive connections, with at
// most `maxInFlight` requests open; a request that would exceed it counts as an error ("overload").
import http from "node:http";

/** The value below which `p` percent of the sorted samples lie (nearest-rank). */
export function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

/**
 * @param {object} o
 * @param {string} o.url         target, e.g. http://127.0.0.1:4000/api/leads
 * @param {(i: number) => string} o.body  JSON body of request i
 * @param {number} o.rate        requests per second
 * @param {number} o.seconds     duration
 * @param {number} [o.maxInFlight]
 * @param {number} [o.timeoutMs]
 */
export async function runLoad({ url, body, rate, seconds, maxInFlight = 256, timeoutMs = 10_000 }) {
  const target = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: maxInFlight });
  const total = Math.round(rate * seconds);
  const latencies = [];
  const statuses = {};
  const errors = {};
  let inFlight = 0;
  const countError = (what) => {
    errors[what] = (errors[what] ?? 0) + 1;
  };

  const one = (i) =>
    new Promise((resolve) => {
      if (inFlight >= maxInFlight) {
        countError("overload");
        return resolve();
      }
      inFlight++;
      const payload = body(i);
      const start = process.hrtime.bigint();
      const req = http.request(
        {
          host: target.hostname,
          port: target.port,
          path: target.pathname,
          method: "POST",
          agent,
          timeout: timeoutMs,
          headers: { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(payload) },
        },
        (res) => {
          res.resume();
          res.on("end", () => {
            latencies.push(Number(process.hrtime.bigint() - start) / 1e6);
            statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
            if (res.statusCode >= 300) countError(`HTTP ${res.statusCode}`);
            inFlight--;
            resolve();
          });
        },
      );
      req.on("timeout", () => req.destroy(new Error("timeout")));
      req.on("error", (err) => {
        countError(err.message === "timeout" ? "timeout" : (err.code ?? err.message));
        inFlight--;
        resolve();
      });
      req.end(payload);
    });

  // Fire on a fixed schedule: each tick sends whatever the clock says is due, so timer drift does
  // not lower the rate.
  const started = performance.now();
  const pending = [];
  let sent = 0;
  await new Promise((resolve) => {
    const tick = () => {
      const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * rate));
      while (sent < due) pending.push(one(sent++));
      if (sent >= total) resolve();
      else setTimeout(tick, 1);
    };
    tick();
  });
  await Promise.all(pending);
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const round = (n) => Math.round(n * 10) / 10;
  return {
    requests: total,
    achievedRate: Math.round(total / elapsed),
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    p99: round(percentile(latencies, 99)),
    "p99.9": round(percentile(latencies, 99.9)),
    max: round(latencies.at(-1) ?? Number.NaN),
    statuses,
    errors: Object.values(errors).reduce((a, b) => a + b, 0),
    errorKinds: errors,
  };
}
