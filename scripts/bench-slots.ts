// `npm run bench -- --slots`: free slots for 5 consultants over 30 days, as the booking server works
// them out for each picker (server/booking/slots.ts), each consultant with 60 busy events from a
// calendar feed and 30 bookings, a 10-minute buffer, 4 hours' notice and at most 6 calls a day. The
// budget is 20 ms. Prints p50, p99 and max of `--runs N` (200) rounds with the host's loop time.
import { spawnSync } from "node:child_process";
import { performance } from "node:perf_hooks";
import { type Consultant, freeSlots } from "../server/booking/slots";
import { DEFAULT_CALENDAR } from "../server/calendar/business-calendar";
import { DAY, HOUR, type Interval, MINUTE } from "../server/calendar/zones";

const args = process.argv.slice(2);
const runsAt = args.indexOf("--runs");
const ROUNDS = runsAt >= 0 ? Number(args[runsAt + 1]) : 200;

// A Monday 03:00 UTC (08:30 IST): the window opens on a working day.
const now = Date.UTC(2026, 11, 7, 3, 0);

/** Spread `n` intervals of `minutes` over the window, deterministically (no randomness to vary runs). */
function spread(n: number, minutes: number, offset: number): Interval[] {
  const out: Interval[] = [];
  for (let i = 0; i < n; i++) {
    const start = now + Math.floor(((i + offset / 7) * 30 * DAY) / n) + 4 * HOUR;
    out.push({ start, end: start + minutes * MINUTE });
  }
  return out;
}

const consultants: Consultant[] = Array.from({ length: 5 }, (_, k) => ({
  id: `consultant-${k + 1}`,
  busy: spread(60, 60, k),
  bookings: spread(30, 30, k + 3),
}));
const input = {
  consultants,
  settings: { callMinutes: 30, bufferMinutes: 10, noticeMinutes: 240, windowDays: 30, maxPerDay: 6 },
  calendar: DEFAULT_CALENDAR,
  now,
};

// The host's speed, as every bench row gives it (scripts/lib/bench-stats.mjs): a fresh Node's 1e8 additions.
const LOOP = "let t=performance.now();let x=0;for(let i=0;i<1e8;i++)x+=i;console.log(Math.round(performance.now()-t))";
const loopMs = () => Number(spawnSync(process.execPath, ["-e", LOOP], { encoding: "utf8" }).stdout.trim());
const rank = (sorted: number[], p: number) =>
  Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] * 10) / 10;

const loopBefore = loopMs();
for (let i = 0; i < 20; i++) freeSlots(input); // warm-up: the JIT, Intl's zone data
const times: number[] = [];
let slots = 0;
for (let i = 0; i < ROUNDS; i++) {
  const t = performance.now();
  slots = freeSlots(input).length;
  times.push(performance.now() - t);
}
const sorted = [...times].sort((a, b) => a - b);
const l = { n: sorted.length, p50: rank(sorted, 50), p99: rank(sorted, 99), max: rank(sorted, 100) };
console.log(
  `free slots, 5 consultants over 30 days (${slots} slots): p50 ${l.p50} ms, p99 ${l.p99} ms, max ${l.max} ms over ${l.n} rounds (budget 20 ms); host loop ${loopBefore} ms before, ${loopMs()} ms after`,
);
