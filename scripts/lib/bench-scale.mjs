// `npm run bench -- --scale`: a year of data (scripts/lib/bench-rows.ts: 1,000,000 page views over 90
// days, none rolled up, 100,000 leads; `--x5` five times that, `--small` a tenth) on the full server
// (scripts/lib/bench-server.mjs), on SQLite or, with `--pg`, PostgreSQL (the seeds and per-run copies:
// scripts/lib/bench-scale-db.mjs), and what a visitor meets while the background jobs work through it:
// - the rollup catch-up: the maintenance job's first run (30 s after start) rolls up 89 days and prunes
//   raw views past 30 days; then the scheduled backup it triggers (on PostgreSQL a JSON dump read
//   through a cursor by the server itself). Each run starts a server on a fresh copy of the seeded
//   database, so every catch-up starts from the same state;
// - on the last run's (now maintained) database: the admin pages when idle, a backup made with the
//   Backup tab's button (streamed to the admin) and the CSV export of all 100,000 leads;
// - the server's memory at the end, and the part's time (seed included: issue 37 wants the 5,000,000-view
//   row within 15 minutes with `--reuse`).
// Meanwhile a probe (scripts/lib/bench-probe.mjs) sends /api/health every 100 ms, a lead every 500 ms
// and, during the catch-up, an admin page every second. Goals (issue 37, host loop up to 1 s): visitor
// p99 ≤ 50 ms and max ≤ 150 ms during each job; admin pages ≤ 300 ms idle and ≤ 1 s during the jobs.
import fs from "node:fs";
import path from "node:path";
import { leadBody, probeColumns, startProbe } from "./bench-probe.mjs";
import { pgStore, sqliteStore } from "./bench-scale-db.mjs";
import { startBenchServer } from "./bench-server.mjs";
import { median, medianRow } from "./bench-stats.mjs";

const ADMIN = { email: "bench@example.com", password: "scale bench password 2026" };
const ADMIN_PAGES = [
  // The funnel from visit to won (issue #39) is read by the same report as the leads by source: this
  // page's time includes it.
  ["Analytics with the funnel, 90 days", "/admin/analytics?days=90"],
  ["Leads list", "/admin/leads"],
  ["Lead search", "/admin/leads?q=meera.iyer4"],
  ["Dashboard", "/admin/dashboard"],
];
/** The longest a run waits for the maintenance job to start, finish, and for the scheduled backup. */
const JOB_LIMIT_MS = 15 * 60_000;
const dir = path.resolve(".tmp/scale");
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function signIn(base) {
  const login = await fetch(`${base}/admin/login`, {
    method: "POST",
    redirect: "manual",
    body: new URLSearchParams({ ...ADMIN, next: "/admin" }),
    headers: { Origin: base, "Sec-Fetch-Site": "same-origin" },
  });
  const cookie = login.headers.get("set-cookie")?.match(/(__Host-admin_session=[^;]+)/)?.[1];
  if (!cookie) throw new Error(`sign-in failed (${login.status})`);
  return cookie;
}

/** A job's row: its duration and the probe's samples from its window, with the event-loop delay and peak RSS. */
const jobRow = (samples, from, to, delay, peakMb) => ({
  "duration s": Math.round((to - from) / 100) / 10,
  ...probeColumns(samples, from, to),
  ...delay,
  "peak RSS MB": peakMb,
});

/** A server on a fresh copy of the seeded database, and the windows of its catch-up and scheduled backup. */
async function catchUpRun(store, runDir) {
  const copy = await store.fresh(runDir);
  const server = await startBenchServer(copy.server);
  try {
    return { server, ...(await watchJobs(server, await copy.reader(), await signIn(server.base))) };
  } catch (err) {
    await server.stop();
    throw err;
  }
}

/** Waits for the maintenance job to start and finish, then for the scheduled backup, the probe running throughout. */
async function watchJobs(server, { latest, scheduled, close }, cookie) {
  const probe = startProbe(server.base, { cookie, adminPaths: ADMIN_PAGES.map(([, p]) => p) });
  const out = { cookie };
  try {
    const deadline = Date.now() + JOB_LIMIT_MS;
    while (!(await latest()) && Date.now() < deadline) await sleep(250);
    await server.loopDelay(); // the catch-up's interval starts now
    let peak = server.rssPeak();
    while (!(await latest())?.finished_at && Date.now() < deadline) await sleep(250);
    const job = await latest();
    if (!job?.finished_at) throw new Error("the maintenance job did not finish in 15 minutes");
    out.catchUp = { from: Date.parse(job.started_at), to: Date.parse(job.finished_at) };
    out.catchUp.delay = await server.loopDelay();
    out.catchUp.peak = peak();
    out.report = job.details;
    peak = server.rssPeak();
    while (!(await scheduled()) && Date.now() < deadline) await sleep(250);
    const backup = await scheduled();
    if (backup) {
      out.backup = { from: out.catchUp.to, to: Date.now(), delay: await server.loopDelay(), peak: peak() };
      out.backupMb = Math.round(Number(backup.byte_size) / 2 ** 20);
    } else peak();
  } finally {
    out.samples = await probe.stop();
    await close();
  }
  return out;
}

/** A download (the Backup tab's button, the CSV export) with the probe running; its row. */
async function downloadRun(server, request) {
  await server.loopDelay();
  const peak = server.rssPeak();
  const probe = startProbe(server.base);
  await sleep(300);
  const from = Date.now();
  const res = await request();
  let bytes = 0;
  for await (const chunk of res.body) bytes += chunk.length;
  const to = Date.now();
  const delay = await server.loopDelay();
  const samples = await probe.stop();
  if (!res.ok) throw new Error(`${res.url}: ${res.status}`);
  return { ...jobRow(samples, from, to, delay, peak()), "download MB": Math.round(bytes / 2 ** 20) };
}

/** The admin pages on an idle server: each page's time, and a lead POST sent while it loads. */
async function adminPages(server, cookie, runs, loop) {
  const timed = async (url, init) => {
    const start = performance.now();
    const res = await fetch(url, init);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url}: ${res.status}`);
    return performance.now() - start;
  };
  const page = (p) => timed(`${server.base}${p}`, { headers: { Cookie: cookie } });
  const lead = () =>
    timed(`${server.base}/api/leads`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: leadBody(),
    });
  for (const [, p] of ADMIN_PAGES) await page(p);
  const rows = [];
  for (const [what, p] of ADMIN_PAGES) {
    const hostLoop = loop();
    const pageMs = [];
    const leadMs = [];
    for (let i = 0; i < runs; i++) {
      const admin = page(p);
      await sleep(5);
      leadMs.push(await lead());
      pageMs.push(await admin);
    }
    const ms = (xs) => Math.round(median(xs));
    rows.push({
      what,
      "admin page ms": ms(pageMs),
      "each run": pageMs.map(Math.round).join("/"),
      "lead POST meanwhile ms": ms(leadMs),
      "host loop ms": hostLoop,
      within: median(pageMs) <= 300 && median(leadMs) <= 50 ? "yes" : "NO",
    });
  }
  return rows;
}

/**
 * `x5`: five times the data (5,000,000 views, 500,000 leads); `small`: a tenth, to check the bench's own
 * workings quickly (figures not comparable); `pgUrl`: on PostgreSQL, in that cluster.
 */
export async function benchScale({ runs, reuse, small = false, x5 = false, pgUrl, loop }) {
  const started = Date.now();
  const views = (x5 ? 5_000_000 : 1_000_000) / (small ? 10 : 1);
  const leads = views / 10;
  const n = (x) => x.toLocaleString("en-IN");
  const store = pgUrl ? pgStore({ url: pgUrl, views }) : sqliteStore({ dir, views });
  await store.seed({ leads, reuse, admin: ADMIN });
  const seedSeconds = Math.round((Date.now() - started) / 1000);
  const catchUps = [];
  const backups = [];
  let last;
  for (let i = 0; i < runs; i++) {
    const hostLoop = loop();
    await last?.server.stop();
    last = await catchUpRun(store, path.join(dir, "run"));
    const { samples, catchUp, backup } = last;
    console.log(`catch-up run ${i + 1} of ${runs}: ${last.report}`);
    catchUps.push({
      ...jobRow(samples, catchUp.from, catchUp.to, catchUp.delay, catchUp.peak),
      "host loop ms": hostLoop,
    });
    if (backup) {
      backups.push({
        ...jobRow(samples, backup.from, backup.to, backup.delay, backup.peak),
        "backup MB": last.backupMb,
        "host loop ms": hostLoop,
      });
    }
  }
  const { server, cookie } = last;
  try {
    const jobs = [
      { what: `rollup catch-up (89 days, ${n(views)} views)`, ...medianRow(catchUps), runs: catchUps.length },
      ...(backups.length
        ? [
            {
              what: `scheduled backup, right after${pgUrl ? " (a JSON dump)" : ""}`,
              ...medianRow(backups),
              runs: backups.length,
            },
          ]
        : []),
    ];
    const idle = await adminPages(server, cookie, runs, loop);
    const origin = { Origin: server.base, "Sec-Fetch-Site": "same-origin", Cookie: cookie };
    const downloads = [
      [
        "backup, Backup tab's button",
        () =>
          fetch(`${server.base}/admin/backup/download`, {
            method: "POST",
            headers: origin,
            body: new URLSearchParams(),
          }),
      ],
      [
        `CSV export, ${n(leads)} leads`,
        () => fetch(`${server.base}/admin/leads/export`, { headers: { Cookie: cookie } }),
      ],
    ];
    for (const [what, request] of downloads) {
      const rows = [];
      for (let i = 0; i < runs; i++) {
        const hostLoop = loop();
        rows.push({ ...(await downloadRun(server, request)), "host loop ms": hostLoop });
      }
      jobs.push({ what, ...medianRow(rows), runs });
    }
    const memory = await server.memory();
    const seconds = { seed: seedSeconds, total: Math.round((Date.now() - started) / 1000) };
    return { database: store.name, views, leads, jobs, idle, memory, seconds };
  } finally {
    await server.stop();
    await store.drop();
    // Each backup is a full copy of the database: hundreds of MB the next run does not need.
    fs.rmSync(path.join(dir, "run", "backups"), { recursive: true, force: true });
  }
}
