// The API part of `npm run bench`: the full server as `npm run serve` runs it (scripts/lib/bench-server.mjs:
// page renderer, outbox worker mailing a local SMTP receiver, maintenance job, scheduled backup) on a
// scratch SQLite database, POST /api/leads at a fixed rate from a loopback load generator, then how many
// outbox rows the requests committed and how long the worker took to deliver them. Each run starts a
// fresh server and database; the row is the median of the runs.
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { runLoad } from "./api-load.mjs";
import { startBenchServer } from "./bench-server.mjs";
import { medianOfRuns, printRows } from "./bench-stats.mjs";

// The lead POST at 500 requests/s on the full server: p99 ≤ 50 ms on a host loop up to 1 s, ≤ 12 ms on
// a loop of 0.5 s (issue 37).
export const API_BUDGET = { p99Ms: 50, fastHostP99Ms: 12, fastHostLoopMs: 500 };
/** The longest the bench waits for the worker to deliver the run's e-mails. */
const DRAIN_LIMIT_MS = 60_000;

const body = (i) =>
  JSON.stringify({
    type: "contact",
    form: {
      name: `Bench Visitor ${i}`,
      email: `bench${i}@example.com`,
      company: "Bench Works",
      phone: "",
      service: "",
      message: "A load-test lead from the API benchmark.",
    },
  });

async function oneRun({ rate, seconds, dir }) {
  fs.rmSync(dir, { recursive: true, force: true });
  const server = await startBenchServer({ dir });
  try {
    const url = `${server.base}/api/leads`;
    // Warm-up: JIT, SQLite page cache, keep-alive sockets.
    await runLoad({ url, body: (i) => body(1e6 + i), rate: 100, seconds: 2 });
    await server.loopDelay(); // starts the event-loop interval of this run
    const peak = server.rssPeak();
    const load = await runLoad({ url, body, rate, seconds });
    const delay = await server.loopDelay();
    const db = new Database(server.database, { readonly: true });
    const count = (sql) => db.prepare(sql).get().n;
    const rows = count("select count(*) as n from outbox");
    const sentByEnd = count("select count(*) as n from outbox where status = 'sent'");
    const leads = count("select count(*) as n from leads");
    // The worker waits out the burst; then: how long until every row is delivered?
    const ended = performance.now();
    let unsent = count("select count(*) as n from outbox where status != 'sent'");
    while (unsent > 0 && performance.now() - ended < DRAIN_LIMIT_MS) {
      await new Promise((r) => setTimeout(r, 250));
      unsent = count("select count(*) as n from outbox where status != 'sent'");
    }
    db.close();
    return {
      requests: load.requests,
      "req/s": load.achievedRate,
      p50: load.p50,
      p99: load.p99,
      "p99.9": load["p99.9"],
      max: load.max,
      errors: load.errors,
      leads,
      "outbox rows": rows,
      "sent by end": sentByEnd,
      "unsent after drain": unsent,
      "drain s": Math.round((performance.now() - ended) / 100) / 10,
      "e-mails received": await server.emailsReceived(),
      ...delay,
      "peak RSS MB": peak(),
      "error kinds": load.errors ? JSON.stringify(load.errorKinds) : "none",
    };
  } finally {
    await server.stop();
  }
}

export async function benchApi({ rate = 500, seconds = 10, runs = 3, dir = path.resolve(".tmp/bench-api") } = {}) {
  return medianOfRuns(runs, () => oneRun({ rate, seconds, dir }), { spread: "p99" });
}

export function printApiBench(row, { rate, seconds }) {
  printRows(
    `POST /api/leads at ${rate} req/s for ${seconds} s, full server (SQLite, outbox to a local SMTP receiver), ` +
      `median of ${row.runs} runs; latencies and event-loop delay in ms:`,
    [row],
  );
  const budget = row["host loop ms"] <= API_BUDGET.fastHostLoopMs ? API_BUDGET.fastHostP99Ms : API_BUDGET.p99Ms;
  console.log(
    `p99 ${row.p99} ms on a host loop of ${row["host loop ms"]} ms: ${row.p99 <= budget ? "within" : "over"} budget (${budget} ms)`,
  );
}
