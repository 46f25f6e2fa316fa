// A visitor (and optionally an admin) using the site while a background job runs: GET /api/health
// every 100 ms and a contact lead POST every 500 ms, on a fixed schedule (a slow answer does not delay
// the next request), and with an admin session one admin page after another, 1 s apart. Every sample
// keeps the time it was sent, so a job's window (known only afterwards) picks its own samples.
import { randomUUID } from "node:crypto";
import http from "node:http";
import { latencyColumns } from "./bench-stats.mjs";

const HEALTH_EVERY_MS = 100;
const LEAD_EVERY_MS = 500;
const ADMIN_GAP_MS = 1000;
/** Requests open at once before the probe stops adding more (a stalled server must not pile them up). */
const MAX_IN_FLIGHT = 64;

/** A contact lead as the Contact page sends it, from a new address each time (per-address caps). */
export const leadBody = () =>
  JSON.stringify({
    type: "contact",
    form: {
      name: "Priya Sharma",
      email: `priya.${randomUUID().slice(0, 8)}@example.com`,
      company: "Malwa Textiles",
      phone: "+91 98260 12345",
      service: "AI Integration",
      message: "We want to automate order intake from email.",
    },
  });

/**
 * @param {string} base        http://127.0.0.1:port
 * @param {object} [o]
 * @param {string} [o.cookie]  an admin session cookie: then admin pages are timed too
 * @param {string[]} [o.adminPaths]
 */
export function startProbe(base, { cookie, adminPaths = [] } = {}) {
  const { hostname, port } = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: MAX_IN_FLIGHT });
  const samples = [];
  let inFlight = 0;
  let stopped = false;

  const send = (kind, { method = "GET", path, body, headers = {} }) =>
    new Promise((resolve) => {
      if (inFlight >= MAX_IN_FLIGHT) {
        samples.push({ kind, at: Date.now(), ms: Number.NaN, ok: false });
        return resolve();
      }
      inFlight++;
      const at = Date.now();
      const start = performance.now();
      const done = (ok) => {
        inFlight--;
        samples.push({ kind, at, ms: performance.now() - start, ok });
        resolve();
      };
      const req = http.request({ host: hostname, port, path, method, agent, headers }, (res) => {
        res.resume();
        res.on("end", () => done(res.statusCode < 400));
      });
      req.on("error", () => done(false));
      req.end(body);
    });

  const health = setInterval(() => send("health", { path: "/api/health" }), HEALTH_EVERY_MS);
  const lead = setInterval(() => {
    const body = leadBody();
    send("lead POST", {
      method: "POST",
      path: "/api/leads",
      body,
      headers: { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(body) },
    });
  }, LEAD_EVERY_MS);
  // The admin waits for each page before asking for the next, as a person does.
  const admin = (async () => {
    if (!cookie || adminPaths.length === 0) return;
    for (let i = 0; !stopped; i++) {
      await send("admin page", { path: adminPaths[i % adminPaths.length], headers: { Cookie: cookie } });
      await new Promise((r) => setTimeout(r, ADMIN_GAP_MS));
    }
  })();

  return {
    /** Stops sending and resolves with every sample once the requests still open have ended. */
    async stop() {
      stopped = true;
      clearInterval(health);
      clearInterval(lead);
      await admin;
      for (let i = 0; inFlight > 0 && i < 600; i++) await new Promise((r) => setTimeout(r, 100));
      agent.destroy();
      return samples;
    },
  };
}

/** Table columns for the samples sent between `from` and `to` (ms since the epoch): latencies and failures. */
export function probeColumns(samples, from, to) {
  const within = samples.filter((s) => s.at >= from && s.at <= to);
  const columns = {};
  for (const kind of ["health", "lead POST", "admin page"]) {
    const mine = within.filter((s) => s.kind === kind);
    if (mine.length === 0) continue;
    // Percentiles of the answered requests; n counts every one sent.
    Object.assign(
      columns,
      latencyColumns(
        kind,
        mine.filter((s) => s.ok).map((s) => s.ms),
      ),
      {
        [`${kind} n`]: mine.length,
      },
    );
    const failed = mine.filter((s) => !s.ok).length;
    if (failed) columns[`${kind} failed`] = failed;
  }
  return columns;
}
