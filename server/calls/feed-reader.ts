// Consultants' calendar feeds, read on a schedule (issue #38): each feed due (never read, or read more
// than BOOKING_FEED_INTERVAL_MINUTES ago) is claimed in the database by one replica at a time, read
// within the time and size limits (feed-fetch.ts), expanded in a background worker thread (a big feed
// takes about a second) and its busy times stored for the slot generator
// (server/booking/availability.ts reads consultants.feed_busy). A failed read keeps the last good copy
// and records the error, which the Availability page shows. The URL is never logged: only the host.
import type { Settings } from "~/lib/settings.server";
import { runJob } from "../background/workers";
import { addDays, DAY, dateKey, IST, instantOnDate } from "../calendar/zones";
import type { Db } from "../db/schema";
import { consoleLike } from "../ops/logger";
import { type FetchLimits, fetchFeed } from "./feed-fetch";
import type { FeedParseInput, FeedParseOutput } from "./feed-parse";
import { feedHost } from "./feed-url";

export interface FeedReaderDeps {
  db: Db;
  now: () => Date;
  /** Minutes between two reads of one feed; 0: feeds are never read. */
  intervalMinutes: number;
  limits: FetchLimits;
  /** BOOKING_WINDOW_DAYS: the busy times kept reach past it. */
  windowDays: number;
  /** The expansion, off the main thread (tests may run it inline). */
  parse?: (input: FeedParseInput) => Promise<FeedParseOutput>;
  log?: Pick<Console, "log" | "warn">;
}

export function feedReaderDepsFrom(db: Db, s: Settings, now = () => new Date()): FeedReaderDeps {
  return {
    db,
    now,
    intervalMinutes: s.BOOKING_FEED_INTERVAL_MINUTES,
    limits: {
      timeoutMs: s.BOOKING_FEED_TIMEOUT_SECONDS * 1000,
      maxBytes: s.BOOKING_FEED_MAX_BYTES,
      allowPrivate: s.BOOKING_FEED_ALLOW_PRIVATE,
    },
    windowDays: s.BOOKING_WINDOW_DAYS,
  };
}

/** Parsing is given this long on top of the read before another replica may take the feed over. */
const PARSE_GRACE_MS = 120_000;

const runParse = (input: FeedParseInput) => runJob("feedBusy", input);

/** Feeds due at `now`, oldest read first (never read first of all). */
async function dueFeeds(db: Db, now: Date, intervalMinutes: number, max: number) {
  const nowIso = now.toISOString();
  const stale = new Date(now.getTime() - intervalMinutes * 60_000).toISOString();
  return db
    .selectFrom("consultants")
    .select("user_id")
    .where("feed_url", "is not", null)
    .where("takes_calls", "=", 1)
    .where((eb) => eb.or([eb("feed_checked_at", "is", null), eb("feed_checked_at", "<=", stale)]))
    .where((eb) => eb.or([eb("feed_claimed_until", "is", null), eb("feed_claimed_until", "<=", nowIso)]))
    .orderBy((eb) => eb.fn.coalesce("feed_checked_at", eb.val("")))
    .orderBy("user_id")
    .limit(max)
    .execute();
}

/**
 * Takes one feed for this replica: a conditional update that only one replica's can change (the row
 * still unclaimed and due). Returns the URL to read, or undefined when another replica took it.
 */
async function claim(deps: FeedReaderDeps, userId: string, now: Date) {
  const nowIso = now.toISOString();
  const stale = new Date(now.getTime() - deps.intervalMinutes * 60_000).toISOString();
  const until = new Date(now.getTime() + deps.limits.timeoutMs + PARSE_GRACE_MS).toISOString();
  const taken = await deps.db
    .updateTable("consultants")
    .set({ feed_claimed_until: until })
    .where("user_id", "=", userId)
    .where("feed_url", "is not", null)
    .where((eb) => eb.or([eb("feed_checked_at", "is", null), eb("feed_checked_at", "<=", stale)]))
    .where((eb) => eb.or([eb("feed_claimed_until", "is", null), eb("feed_claimed_until", "<=", nowIso)]))
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) !== 1) return undefined;
  const row = await deps.db
    .selectFrom("consultants")
    .select("feed_url")
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row?.feed_url ?? undefined;
}

export type FeedOutcome = { ok: true; busy: number } | { ok: false; error: string };

/** Reads one claimed feed and stores the outcome (only if the URL is still the one read). */
async function readOne(deps: FeedReaderDeps, userId: string, url: string): Promise<FeedOutcome> {
  const now = deps.now();
  const from = instantOnDate(IST, dateKey(now.getTime(), IST));
  // From the start of today (IST) to two days past the window: every slot the generator may offer.
  const to = instantOnDate(IST, addDays(dateKey(now.getTime(), IST), deps.windowDays + 2)) + DAY;
  const fetched = await fetchFeed(url, deps.limits);
  const parsed: FeedParseOutput = fetched.ok
    ? await (deps.parse ?? runParse)({ text: fetched.text, from, to }).catch(() => ({
        ok: false as const,
        error: "the feed could not be expanded",
      }))
    : fetched;
  const doneIso = deps.now().toISOString();
  const base = deps.db.updateTable("consultants").where("user_id", "=", userId).where("feed_url", "=", url);
  const stored = parsed.ok
    ? await base
        .set({
          feed_checked_at: doneIso,
          feed_ok_at: doneIso,
          feed_error: null,
          feed_busy: JSON.stringify(parsed.busy),
          feed_claimed_until: null,
        })
        .executeTakeFirst()
    : await base
        .set({ feed_checked_at: doneIso, feed_error: parsed.error, feed_claimed_until: null })
        .executeTakeFirst();
  // The URL was changed or removed meanwhile: this outcome is of the old one; only the claim goes.
  if (Number(stored.numUpdatedRows) === 0)
    await deps.db.updateTable("consultants").set({ feed_claimed_until: null }).where("user_id", "=", userId).execute();
  return parsed.ok ? { ok: true, busy: parsed.busy.length } : { ok: false, error: parsed.error };
}

/** One round: every feed due, one after another. Returns how many this replica read. */
export async function readDueFeeds(
  deps: FeedReaderDeps,
  { stop = () => false, max = 50 }: { stop?: () => boolean; max?: number } = {},
): Promise<number> {
  if (deps.intervalMinutes <= 0) return 0;
  const log = deps.log ?? consoleLike("admin");
  let read = 0;
  for (const { user_id } of await dueFeeds(deps.db, deps.now(), deps.intervalMinutes, max)) {
    if (stop()) break;
    const url = await claim(deps, user_id, deps.now());
    if (!url) continue;
    const outcome = await readOne(deps, user_id, url);
    read++;
    // The host only: the rest of the URL is the secret that opens the calendar.
    if (!outcome.ok) log.warn(`[calendar feed] ${feedHost(url)} for consultant ${user_id}: ${outcome.error}`);
  }
  return read;
}

/** Rounds every minute (or every interval, when shorter); stop() lets the read under way finish. */
export function feedReaderWorker(deps: FeedReaderDeps, { firstDelayMs = 20_000 } = {}) {
  const pollMs = Math.min(60_000, Math.max(1, deps.intervalMinutes) * 60_000);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopping = false;
  const log = deps.log ?? consoleLike("admin");
  const tick = () => {
    running = (async () => {
      try {
        await readDueFeeds(deps, { stop: () => stopping });
      } catch (err) {
        log.warn(`[calendar feed] round failed: ${err instanceof Error ? err.message : String(err)}`);
      }
      if (!stopping) timer = setTimeout(tick, pollMs).unref();
    })();
  };
  return {
    start() {
      if (deps.intervalMinutes > 0) timer = setTimeout(tick, firstDelayMs).unref();
    },
    async stop() {
      stopping = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
