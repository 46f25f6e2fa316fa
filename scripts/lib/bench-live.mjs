// `npm run bench -- --live` (issue #40): the live chat's streams on this machine.
//  1. One server (`server/main.ts --api-only`, SQLite): 5 team members with the inbox stream open and
//     500 visitors with their stream open; the server's CPU over 30 idle seconds (one heartbeat to
//     every stream, presence and the sweep included) and its RSS.
//  2. Two servers on one PostgreSQL database (LIVE_BENCH_PG_URL; skipped without): a team member on
//     replica B replies 200 times, one after another, and each reply is timed until the visitor's
//     stream on replica A has it (LISTEN/NOTIFY between them): p50/p99/max.
// Run with `node --import tsx` (bench.mjs does): it writes the users and sessions with the server's code.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createSession } from "../../server/auth/sessions.ts";
import { connectDatabase } from "../../server/db/connect.ts";
import { latency, loopMs } from "./bench-stats.mjs";
import { freePort } from "./pg-cluster.mjs";

const VISITORS = 500;
const TEAM = 5;
const IDLE_MS = 30_000;
const REPLIES = 200;
const LIFE = { idleMinutes: 30, absoluteHours: 12 };

async function startServer(databaseUrl) {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts", "--api-only"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: databaseUrl,
      LIVE_CHAT_HOURS: "always",
      CHAT_RATE_LIMIT_MAX: "100000",
      RATE_LIMIT_MAX: "100000",
      OUTBOX_WORKER: "false",
      MAINTENANCE_WORKER: "false",
      BOOKING_FEED_INTERVAL_MINUTES: "0",
      LOG_LEVEL: "warn",
      LOG_REQUESTS: "false",
    },
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${base}/api/health/live`)).ok) return { base, child };
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("the server did not start");
}

/** utime + stime of a process in seconds (clock ticks of 1/100 s on Linux). */
function cpuSeconds(pid) {
  const f = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(f[11]) + Number(f[12])) / 100;
}
const rssMb = (pid) => Number(fs.readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+)/m)[1]) / 1024;

async function teamMembers(db, n, tag) {
  const out = [];
  for (let i = 0; i < n; i++) {
    const id = `bench-live-${tag}-${i}`;
    const now = new Date().toISOString();
    await db
      .insertInto("users")
      .values({
        id,
        name: `Member${i} Bench`,
        email: `${id}@example.test`,
        role: "sales",
        status: "active",
        password_hash: "x",
        last_login_at: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const { token } = await createSession(db, id, LIFE);
    out.push({ id, cookie: `__Host-admin_session=${token}` });
  }
  return out;
}

/** Opens an SSE stream; `onFrame` gets each event's name and data. */
async function stream(url, headers, onFrame = () => {}) {
  const controller = new AbortController();
  const res = await fetch(url, { headers: { Accept: "text/event-stream", ...headers }, signal: controller.signal });
  if (res.status !== 200) throw new Error(`stream ${url}: ${res.status}`);
  (async () => {
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    let buffer = "";
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        const blocks = buffer.split("\n\n");
        buffer = blocks.pop();
        for (const b of blocks) {
          const event = /^event: (.*)$/m.exec(b)?.[1];
          const data = /^data: (.*)$/m.exec(b)?.[1];
          if (event && data) onFrame(event, JSON.parse(data));
        }
      }
    } catch {}
  })();
  return () => controller.abort();
}

const postJson = (base, p, body, headers = {}) =>
  fetch(`${base}${p}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: base, ...headers },
    body: JSON.stringify(body),
  });

async function idleRow() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-live-"));
  const url = `sqlite:${path.join(dir, "live.db")}`;
  const server = await startServer(url);
  const { db, close } = connectDatabase(url);
  const closers = [];
  try {
    const team = await teamMembers(db, TEAM, "idle");
    for (const m of team) closers.push(await stream(`${server.base}/api/admin/live/stream`, { Cookie: m.cookie }));
    for (let i = 0; i < VISITORS; i++) {
      const c = await (await postJson(server.base, "/api/chat/live/request", {})).json();
      closers.push(
        await stream(`${server.base}/api/chat/live/stream?conversationId=${c.conversationId}&key=${c.key}`, {}),
      );
    }
    await new Promise((r) => setTimeout(r, 5000));
    const cpu0 = cpuSeconds(server.child.pid);
    await new Promise((r) => setTimeout(r, IDLE_MS));
    const cpu = ((cpuSeconds(server.child.pid) - cpu0) / (IDLE_MS / 1000)) * 100;
    return {
      row: `${VISITORS} visitor + ${TEAM} team streams, one server (SQLite)`,
      "idle CPU %": Math.round(cpu * 10) / 10,
      "RSS MB": Math.round(rssMb(server.child.pid)),
    };
  } finally {
    for (const c of closers) c();
    server.child.kill("SIGTERM");
    await close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function crossReplicaRow(pgUrl) {
  const a = await startServer(pgUrl);
  const b = await startServer(pgUrl);
  const { db, close } = connectDatabase(pgUrl);
  const closers = [];
  try {
    const [member] = await teamMembers(db, 1, `x${Date.now()}`);
    closers.push(await stream(`${b.base}/api/admin/live/stream`, { Cookie: member.cookie }));
    await new Promise((r) => setTimeout(r, 500));
    const c = await (await postJson(a.base, "/api/chat/live/request", {})).json();
    const waiting = new Map();
    closers.push(
      await stream(
        `${a.base}/api/chat/live/stream?conversationId=${c.conversationId}&key=${c.key}`,
        {},
        (event, data) => {
          if (event === "message") waiting.get(data.text)?.();
        },
      ),
    );
    const claimed = await postJson(
      b.base,
      `/api/admin/live/conversations/${c.conversationId}/claim`,
      {},
      { Cookie: member.cookie },
    );
    if (claimed.status !== 200) throw new Error(`claim: ${claimed.status}`);
    const times = [];
    for (let i = 0; i < REPLIES; i++) {
      const text = `reply ${i}`;
      const seen = new Promise((resolve) => waiting.set(text, resolve));
      const t0 = performance.now();
      await Promise.all([
        postJson(
          b.base,
          `/api/admin/live/conversations/${c.conversationId}/reply`,
          { text },
          { Cookie: member.cookie },
        ),
        seen,
      ]);
      times.push(performance.now() - t0);
    }
    return { row: `reply on replica B → visitor on replica A (PostgreSQL), ${REPLIES} replies`, ...latency(times) };
  } finally {
    for (const c of closers) c();
    a.child.kill("SIGTERM");
    b.child.kill("SIGTERM");
    await close();
  }
}

export async function benchLive() {
  const before = loopMs();
  console.log(`host loop: ${before} ms`);
  const rows = [await idleRow()];
  const pg = process.env.LIVE_BENCH_PG_URL;
  if (pg) rows.push(await crossReplicaRow(pg));
  else console.log("LIVE_BENCH_PG_URL not set: the cross-replica row is skipped");
  const after = loopMs();
  for (const r of rows) console.log(JSON.stringify(r));
  console.log(`host loop: ${before} ms before, ${after} ms after`);
}

await benchLive();
process.exit(0);
