import { createHash, timingSafeEqual } from "node:crypto";
import { monitorEventLoopDelay } from "node:perf_hooks";
import type { NextFunction, Request, Response } from "express";
import { sql } from "kysely";
import client from "prom-client";
import type { Db } from "../db/schema";

// Prometheus metrics of this process. Counters count what this replica did (Prometheus sums the
// replicas): they are process-wide on purpose, like the process's CPU and memory, so they live in this
// module (several apps in one process, as in the API tests, add to the same counters). The outbox
// gauges are read from the app's database at scrape time, so every replica reports the same queue.

export const registry = new client.Registry();
// Process CPU, memory, GC, and nodejs_eventloop_lag_seconds (the event-loop lag).
client.collectDefaultMetrics({ register: registry });

// The event-loop delay: the default metrics give its p50, p90, p99 and max since the previous scrape
// (nodejs_eventloop_lag_*_seconds, sampled every 10 ms, the 10 ms included); the tail a visitor meets
// once in a thousand requests is added here from a histogram of its own, reset at each scrape likewise.
const loopDelay = monitorEventLoopDelay({ resolution: 10 });
loopDelay.enable();
new client.Gauge({
  name: "nodejs_eventloop_lag_p999_seconds",
  help: "The 99.9th percentile of the recorded event loop delays since the previous scrape.",
  registers: [registry],
  collect() {
    this.set(loopDelay.percentile(99.9) / 1e9);
    loopDelay.reset();
  },
});

const KNOWN_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

const requestDuration = new client.Histogram({
  name: "http_request_duration_seconds",
  help: "Time to answer a request, by route (a route id or path pattern, never the raw path) and status.",
  labelNames: ["method", "route", "status"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

const leads = new client.Counter({
  name: "leads_total",
  help: "Leads stored, by form type.",
  labelNames: ["type"] as const,
  registers: [registry],
});

const deliveries = new client.Counter({
  name: "outbox_deliveries_total",
  help: "Outbox rows delivered (e-mail accepted by the server, webhook answered 2xx), by kind.",
  labelNames: ["kind"] as const,
  registers: [registry],
});

const skippedDeliveries = new client.Counter({
  name: "outbox_skipped_total",
  help: "Scheduled outbox rows not sent because their condition no longer held at send time (a reminder of a moved or cancelled call), by kind.",
  labelNames: ["kind"] as const,
  registers: [registry],
});

const deliveryFailures = new client.Counter({
  name: "outbox_delivery_failures_total",
  help: "Failed delivery attempts of outbox rows (retried or final), by kind.",
  labelNames: ["kind"] as const,
  registers: [registry],
});

const campaignSends = new client.Counter({
  name: "campaign_sends_total",
  help: "Campaign e-mails, by result: sent (accepted by the mail server) or failed (an attempt refused).",
  labelNames: ["result"] as const,
  registers: [registry],
});

export type ChatReplySource = "webhook" | "model" | "site" | "offline";

const chatReplies = new client.Counter({
  name: "chat_replies_total",
  help: "Chat assistant replies, by who wrote them: webhook, model, site (built-in answerer) or offline.",
  labelNames: ["source"] as const,
  registers: [registry],
});

const alerts = new client.Counter({
  name: "delivery_alerts_total",
  help: "Early delivery alerts raised (admin notification and alert e-mail), by outbox kind.",
  labelNames: ["kind"] as const,
  registers: [registry],
});

/**
 * Why a request was refused on purpose (a defence, not a fault). One closed list, so the series count is
 * bounded: a new defence adds its reason here.
 */
export type RefusalReason =
  | "rate_limited"
  | "chat_conversation_cap"
  | "cross_site"
  | "signin_queue_full"
  | "mail_address_cap"
  | "beacon_limited"
  | "article_view_limited"
  | "booking_limited"
  | "booking_upcoming_cap"
  | "database_busy";

const refusals = new client.Counter({
  name: "refusals_total",
  help: "Requests refused by a defence (rate limits, caps, cross-site checks), by reason.",
  labelNames: ["reason"] as const,
  registers: [registry],
});

export const countRefusal = (reason: RefusalReason) => refusals.inc({ reason });

/**
 * Caches built from the site's content, rebuilt only when the content version moves (server/content-version);
 * page_render is a managed page rendered, page_compression a page compressed in one coding (static pages once per start).
 */
export type ContentCache = "search_index" | "og_card" | "page_render" | "page_compression";

const contentBuilds = new client.Counter({
  name: "content_cache_builds_total",
  help: "Builds of caches made from the site's content (the /search index, OG cards, managed pages and their gzip and Brotli bytes): one per content version, not per request.",
  labelNames: ["cache"] as const,
  registers: [registry],
});

export const countContentBuild = (cache: ContentCache) => contentBuilds.inc({ cache });

// A new series only for a route id or pattern, so the label set stays small however many paths are asked for.
export function observeRequest(method: string, route: string, status: number, seconds: number) {
  const m = KNOWN_METHODS.has(method) ? method : "OTHER";
  requestDuration.observe({ method: m, route, status: String(status) }, seconds);
}

export const countLead = (type: string) => leads.inc({ type });
export const countDelivery = (kind: string, ok: boolean) => (ok ? deliveries : deliveryFailures).inc({ kind });
export const countSkipped = (kind: string) => skippedDeliveries.inc({ kind });
export const countCampaignSend = (ok: boolean, n = 1) => {
  if (n > 0) campaignSends.inc({ result: ok ? "sent" : "failed" }, n);
};
export const countChatReply = (source: ChatReplySource) => chatReplies.inc({ source });
export const countAlert = (kind: string) => alerts.inc({ kind });

/**
 * The outbox gauges of one app, read from its own database at scrape time. They belong to the app
 * (metricsHandler makes them), not to the module: a second app in the same process (a test, a
 * replica simulated in one process) must not report, or query after it closed, another app's database.
 */
function outboxGauges(db: Db) {
  const own = new client.Registry();
  new client.Gauge({
    name: "outbox_rows",
    help: "Outbox rows waiting (pending, including those being delivered) or failed for good, by kind.",
    labelNames: ["kind", "status"] as const,
    registers: [own],
    async collect() {
      this.reset();
      // Sent rows are left out: they only grow; outbox_deliveries_total counts them. Served by outbox_due_idx.
      const rows = await db
        .selectFrom("outbox")
        .select(["kind", "status", (eb) => eb.fn.countAll<number>().as("n")])
        .where("status", "in", ["pending", "failed"])
        .groupBy(["kind", "status"])
        .execute();
      for (const r of rows) this.set({ kind: r.kind, status: r.status }, Number(r.n));
    },
  });
  new client.Gauge({
    name: "outbox_oldest_pending_age_seconds",
    help: "Age of the oldest outbox row still pending (0 when none): a stuck mail server or CRM shows here. A scheduled row (a reminder) counts from its time, not before.",
    registers: [own],
    async collect() {
      const nowIso = new Date().toISOString();
      const row = await db
        .selectFrom("outbox")
        .select(sql<string | null>`min(coalesce(not_before, created_at))`.as("oldest"))
        .where("status", "=", "pending")
        .where((eb) => eb.or([eb("not_before", "is", null), eb("not_before", "<=", nowIso)]))
        .executeTakeFirst();
      const oldest = row?.oldest ? Date.parse(row.oldest) : Number.NaN;
      this.set(Number.isNaN(oldest) ? 0 : Math.max(0, (Date.now() - oldest) / 1000));
    },
  });
  return own;
}

/** Compared as SHA-256 digests in constant time: neither the bytes nor the length leak through timing. */
export function tokenMatches(given: string, expected: string): boolean {
  const digest = (v: string) => createHash("sha256").update(v).digest();
  return expected.length > 0 && timingSafeEqual(digest(given), digest(expected));
}

/**
 * `GET /metrics` in the Prometheus text format, only with `Authorization: Bearer <METRICS_TOKEN>`.
 * Without a token set, or with a wrong one, it answers 404 like any unknown path.
 */
export function metricsHandler(db: Db, token: string) {
  // The process's counters (shared, live objects) and this app's outbox gauges, scraped as one.
  const scraped = client.Registry.merge([registry, outboxGauges(db)]);
  return async (req: Request, res: Response, next: NextFunction) => {
    const header = req.headers.authorization ?? "";
    const given = header.startsWith("Bearer ") ? header.slice(7).trim() : "";
    if (!token || !tokenMatches(given, token)) return next();
    try {
      const body = await scraped.metrics();
      res.setHeader("Cache-Control", "no-store");
      res.type(scraped.contentType).send(body);
    } catch (err) {
      next(err);
    }
  };
}
