import fs from "node:fs";
import path from "node:path";
import { parseEnv } from "node:util";
import { z } from "zod";
import { DEFAULT_MAX_WAITING } from "~/lib/database-busy";
import { dkimSettingsProblem, readDkimKey } from "~/lib/dkim-key.server";
import type { PublicSettings } from "~/lib/public-settings";
import { parseTrustProxy } from "~/lib/trust-proxy";

// One place for every setting. Read once at start, validated, and every bad key named in the error.

const bool = z
  .enum(["true", "false", "1", "0", "yes", "no", ""])
  .default("false")
  .transform((v) => v === "true" || v === "1" || v === "yes");

const url = z.url({ protocol: /^https?$/, message: "must be an http(s) URL" });

export const SettingsSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATABASE_URL: z
    .string()
    .default("sqlite:data/app.db")
    .refine((v) => /^(sqlite:|postgres:\/\/|postgresql:\/\/)/.test(v), {
      message: "must start with sqlite: (a file path) or postgres:// (a PostgreSQL URL)",
    }),
  // PostgreSQL: a visitor request whose first query finds this many already waiting for one of the
  // pool's connections is refused at once with 429 (server/db/pool-admission.ts); nothing on SQLite.
  PG_MAX_WAITING: z.coerce.number().int().min(1).max(100_000).default(DEFAULT_MAX_WAITING),
  SITE_URL: url.default("http://localhost:3000").transform((v) => v.replace(/\/+$/, "")),
  BRAND_NAME: z.string().min(2).max(60).default("Narmada AI Technologies"),
  BRAND_SHORT_NAME: z.string().min(2).max(24).default("Narmada AI"),
  CONTACT_EMAIL: z.email({ message: "must be an email address" }).default("hello@narmadaai.in"),
  CONTACT_PHONE: z
    .string()
    .regex(/^\+?[0-9 ()-]{7,20}$/, "must be a phone number such as +91 731 400 2200")
    .default("+91 731 400 2200"),
  CONTACT_WHATSAPP: z
    .string()
    .regex(/^[0-9]{8,15}$/, "must be the WhatsApp number in international format, digits only (e.g. 919826012345)")
    .default("919826012345"),
  CONTACT_ADDRESS: z
    .string()
    .min(10)
    .default("4th Floor, Apollo Premier, Vijay Nagar, Indore, Madhya Pradesh 452010, India"),
  SOCIAL_LINKEDIN: url.default("https://www.linkedin.com/company/narmada-ai"),
  SOCIAL_X: url.default("https://x.com/narmada_ai"),
  SOCIAL_FACEBOOK: url.default("https://www.facebook.com/narmadaai"),
  SOCIAL_INSTAGRAM: url.default("https://www.instagram.com/narmada.ai"),
  SMTP_URL: z
    .string()
    .default("")
    .refine((v) => v === "" || /^smtps?:\/\//.test(v), { message: "must be empty or an smtp:// / smtps:// URL" }),
  MAIL_FROM: z.string().min(3).default("Narmada AI <no-reply@narmadaai.in>"),
  // Lets `npm run serve` start without SMTP_URL: e-mails stay .eml files (a demo or staging server).
  MAIL_DEMO: bool,
  // Campaigns' own stream (a separate provider or sub-account keeps the lead mail's reputation apart);
  // empty: SMTP_URL and MAIL_FROM.
  CAMPAIGN_SMTP_URL: z
    .string()
    .default("")
    .refine((v) => v === "" || /^smtps?:\/\//.test(v), { message: "must be empty or an smtp:// / smtps:// URL" }),
  CAMPAIGN_FROM: z.union([z.literal(""), z.string().min(3)]).default(""),
  // Optional DKIM signature on every e-mail (all three or none). The key: PEM text (line breaks as \n)
  // or the path of a PEM file; read and checked here, so Settings holds the PEM text.
  DKIM_DOMAIN: z
    .string()
    .default("")
    .refine((v) => v === "" || /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i.test(v), {
      message: "must be empty or the signing domain, e.g. narmadaai.in",
    }),
  DKIM_SELECTOR: z
    .string()
    .default("")
    .refine((v) => v === "" || /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i.test(v), {
      message: "must be empty or a DNS label such as mail2026 (the name before ._domainkey)",
    }),
  DKIM_PRIVATE_KEY: z
    .string()
    .default("")
    .transform((v, ctx) => {
      if (!v) return "";
      const key = readDkimKey(v);
      if ("problem" in key) {
        ctx.addIssue({ code: "custom", message: key.problem });
        return z.NEVER;
      }
      return key.pem;
    }),
  TRUST_PROXY: z
    .string()
    .default("false")
    .superRefine((v, ctx) => {
      const parsed = parseTrustProxy(v);
      if ("problem" in parsed) ctx.addIssue({ code: "custom", message: parsed.problem });
    }),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(600),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).max(100_000).default(30),
  // Chat assistant: the automation webhook the server relays messages to (empty = the built-in
  // answerer, which searches the site), its time limit, and a per-client message limit.
  CHAT_WEBHOOK_URL: z
    .string()
    .default("")
    .refine((v) => v === "" || /^https?:\/\/[^\s]+$/.test(v), { message: "must be empty or an http(s) URL" }),
  CHAT_WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8000),
  CHAT_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(600),
  CHAT_RATE_LIMIT_MAX: z.coerce.number().int().min(1).max(100_000).default(60),
  // One conversation's visitor messages and their characters, whatever address they come from (the
  // rate limit above caps a sender, not a conversation). Far above any genuine chat: see .env.example.
  CHAT_MAX_MESSAGES_PER_CONVERSATION: z.coerce.number().int().min(1).max(10_000).default(100),
  CHAT_MAX_CHARS_PER_CONVERSATION: z.coerce.number().int().min(2000).max(1_000_000).default(20_000),
  // Optional language model (OpenAI-compatible API, e.g. https://api.openai.com/v1 or Ollama's
  // http://localhost:11434/v1) that answers from the site's passages. Empty URL: no model.
  CHAT_LLM_URL: z.union([z.literal(""), url]).default(""),
  CHAT_LLM_MODEL: z.string().default(""),
  CHAT_LLM_API_KEY: z.string().default(""),
  CHAT_LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  CHAT_LLM_MAX_TOKENS: z.coerce.number().int().min(16).max(8192).default(400),
  // Model calls per UTC day, all replicas together; then the built-in answerer replies. 0: never call.
  CHAT_LLM_DAILY_LIMIT: z.coerce.number().int().min(0).max(10_000_000).default(500),
  // Live chat (issue #40, server/live-chat): seconds a visitor waits for a person before the offline
  // path (the message, the lead, the sales e-mail); "office" follows the business calendar, "always" a
  // team that answers around the clock.
  LIVE_CHAT_WAIT_SECONDS: z.coerce.number().int().min(10).max(3600).default(120),
  LIVE_CHAT_HOURS: z.enum(["office", "always"]).default("office"),
  // Page views one client may report per minute (the cookieless analytics beacon).
  ANALYTICS_RATE_LIMIT_MAX: z.coerce.number().int().min(1).max(100_000).default(120),
  // Retention (server/maintenance): raw page views are kept this many days after their day is rolled up.
  ANALYTICS_RAW_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  // The maintenance job (rollups and retention): on by default; one replica at a time runs it.
  MAINTENANCE_WORKER: z
    .enum(["true", "false", "1", "0", "yes", "no", ""])
    .default("true")
    .transform((v) => v === "true" || v === "1" || v === "yes"),
  MAINTENANCE_INTERVAL_MINUTES: z.coerce.number().int().min(1).max(1440).default(60),
  RETENTION_OUTBOX_PAYLOAD_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  RETENTION_CHAT_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  RETENTION_AUDIT_DAYS: z.coerce.number().int().min(1).max(36500).default(365),
  RETENTION_UNCONFIRMED_SUBSCRIBER_DAYS: z.coerce.number().int().min(1).max(3650).default(7),
  RETENTION_READ_NOTIFICATION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  // Scheduled backups (server/backups): written to BACKUP_DIR by one replica under the maintenance lock
  // every BACKUP_INTERVAL_HOURS (0: off), the newest BACKUP_KEEP scheduled files kept, and as many manual ones.
  BACKUP_DIR: z.string().trim().min(1).default("data/backups"),
  BACKUP_INTERVAL_HOURS: z.coerce.number().int().min(0).max(8760).default(24),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(7),
  // And at most this many MB of each kind: the oldest deleted first, never the newest (security issue #35).
  BACKUP_MAX_TOTAL_MB: z.coerce.number().int().min(1).max(1_048_576).default(5120),
  // Backups' copies and rollups' counting in worker threads (docs/decisions/056); off: on the main thread, to debug.
  BACKGROUND_WORKERS: z.enum(["on", "off"]).default("on"),
  // The largest restore upload (the whole multipart body), streamed to a temporary file in BACKUP_DIR: 413 past it.
  BACKUP_RESTORE_MAX_MB: z.coerce.number().int().min(1).max(1_048_576).default(200),
  // One JSON line per request (reqId, method, path without query, route, status, ms). Unset: on, except
  // with NODE_ENV=test.
  LOG_REQUESTS: z
    .enum(["true", "false", "1", "0", "yes", "no"])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === "true" || v === "1" || v === "yes")),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  // GET /metrics answers only "Authorization: Bearer <METRICS_TOKEN>"; empty: /metrics is a 404.
  METRICS_TOKEN: z.union([z.literal(""), z.string().min(16, "must be at least 16 characters")]).default(""),
  // SIGTERM: requests and the delivery round in progress get this long to finish; SMTP timeouts fit inside.
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(10).max(3600).default(60),
  // Early delivery alerts: the 2nd failed attempt of a lead's team e-mail or webhook e-mails ALERT_EMAIL
  // (empty: SALES_EMAIL, else CONTACT_EMAIL) through ALERT_SMTP_URL (empty: SMTP_URL).
  ALERT_EMAIL: z.union([z.literal(""), z.email({ message: "must be empty or an email address" })]).default(""),
  ALERT_SMTP_URL: z
    .string()
    .default("")
    .refine((v) => v === "" || /^smtps?:\/\//.test(v), { message: "must be empty or an smtp:// / smtps:// URL" }),
  BUILD_DIR: z.string().min(1).default("build"),
  // false: the server never migrates; `npm run migrate` is the release step (docs/decisions/016).
  MIGRATE_ON_START: z
    .enum(["true", "false", "1", "0", "yes", "no", ""])
    .default("true")
    .transform((v) => v === "true" || v === "1" || v === "yes"),
  // Idle keep-alive connections stay open this long: above the load balancer's idle timeout (60 s on
  // most), else the balancer reuses a connection the server is closing and answers 502.
  KEEP_ALIVE_TIMEOUT_SECONDS: z.coerce.number().min(1).max(3600).default(65),
  OUTBOX_DIR: z.string().default(""),
  // Lead pipeline (server/outbox): who hears of a lead, the CRM webhook, and the retry schedule.
  SALES_EMAIL: z.union([z.literal(""), z.email({ message: "must be empty or an email address" })]).default(""),
  LEADS_WEBHOOK_URL: z.union([z.literal(""), url]).default(""),
  LEADS_WEBHOOK_SECRET: z.string().default(""),
  OUTBOX_BACKOFF_SECONDS: z
    .string()
    .default("60,300,1800,7200,43200")
    .refine((v) => v.split(",").every((n) => /^\s*\d+(\.\d+)?\s*$/.test(n) && Number(n) > 0), {
      message: "must be a comma-separated list of positive numbers of seconds, e.g. 60,300,1800,7200,43200",
    })
    .transform((v) => v.split(",").map(Number)),
  OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(8),
  OUTBOX_POLL_MS: z.coerce.number().int().min(10).max(60_000).default(1000),
  OUTBOX_LEASE_SECONDS: z.coerce.number().min(1).max(3600).default(120),
  OUTBOX_WORKER: z
    .enum(["true", "false", "1", "0", "yes", "no", ""])
    .default("true")
    .transform((v) => v === "true" || v === "1" || v === "yes"),
  // E-mail campaigns: recipients claimed per round, and the most messages sent per minute (all replicas together).
  CAMPAIGN_BATCH_SIZE: z.coerce.number().int().min(1).max(1000).default(50),
  CAMPAIGN_RATE_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(120),
  // Admin sign-in: a session ends after this long without a request, and in any case after the absolute lifetime.
  ADMIN_SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  ADMIN_SESSION_ABSOLUTE_HOURS: z.coerce.number().int().min(1).max(720).default(12),
  // Sign-ins that may wait for a password check in this process (two run at once); one more is refused
  // at once with 429, so a flood cannot keep every real sign-in waiting behind it.
  SIGNIN_QUEUE_MAX: z.coerce.number().int().min(0).max(1000).default(8),
  // Strategy calls (issue #38, server/booking): call length, free time around each call, the least
  // notice, how many days ahead, a consultant's most calls a day (0: no maximum), the meeting link
  // ({id} is the booking's id), the reminders' hours before the call, and booking attempts per client.
  BOOKING_CALL_MINUTES: z.coerce.number().int().min(10).max(240).default(30),
  BOOKING_BUFFER_MINUTES: z.coerce.number().int().min(0).max(120).default(0),
  BOOKING_NOTICE_MINUTES: z.coerce.number().int().min(0).max(10_080).default(120),
  BOOKING_WINDOW_DAYS: z.coerce.number().int().min(1).max(90).default(14),
  BOOKING_MAX_PER_DAY: z.coerce.number().int().min(0).max(48).default(6),
  BOOKING_MEETING_URL: z
    .string()
    .default("https://meet.jit.si/narmada-ai-{id}")
    .refine((v) => v === "none" || (/^https:\/\/[^\s]+$/.test(v) && URL.canParse(v.replaceAll("{id}", "x"))), {
      message: "must be none or an https:// URL, {id} standing for the booking's id",
    })
    .transform((v) => (v === "none" ? "" : v)),
  BOOKING_REMINDER_HOURS: z
    .string()
    .default("24,1")
    .refine((v) => v === "none" || v.split(",").every((n) => /^\s*\d{1,3}\s*$/.test(n) && Number(n) > 0), {
      message: "must be none or a comma-separated list of whole hours before the call, e.g. 24,1",
    })
    .transform((v) => (v === "none" ? [] : [...new Set(v.split(",").map(Number))].sort((a, b) => b - a))),
  BOOKING_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(600),
  BOOKING_RATE_LIMIT_MAX: z.coerce.number().int().min(1).max(100_000).default(10),
  // Consultants' calendar feeds (server/calls/feed-reader.ts): read every this many minutes (0: never),
  // each read given this long and this many bytes. ALLOW_PRIVATE also takes http:// and private or
  // loopback addresses (tests, an intranet calendar); off, a feed must be https:// on a public address.
  BOOKING_FEED_INTERVAL_MINUTES: z.coerce.number().int().min(0).max(1440).default(15),
  BOOKING_FEED_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(60).default(10),
  BOOKING_FEED_MAX_BYTES: z.coerce.number().int().min(10_000).max(20_000_000).default(2_000_000),
  BOOKING_FEED_ALLOW_PRIVATE: z
    .enum(["true", "false", "1", "0", "yes", "no", ""])
    .default("false")
    .transform((v) => v === "true" || v === "1" || v === "yes"),
});

/** Rules that join two keys; checked after each key is valid on its own. */
function crossKeyProblems(s: z.infer<typeof SettingsSchema>): string[] {
  // `true` believes the left-most X-Forwarded-For, which any client writes: one header would get round
  // every per-client limit.
  if (s.NODE_ENV === "production" && s.TRUST_PROXY.trim() === "true") {
    return [
      "TRUST_PROXY: true is refused in production (a client can forge X-Forwarded-For); name the proxies' addresses (e.g. loopback or 10.0.0.0/8) or the number of proxy hops",
    ];
  }
  // A webhook without a secret could not be verified by the receiver: refuse to start.
  if (s.LEADS_WEBHOOK_URL && s.LEADS_WEBHOOK_SECRET.length < 16) {
    return ["LEADS_WEBHOOK_SECRET: must be at least 16 characters when LEADS_WEBHOOK_URL is set"];
  }
  if (s.CHAT_LLM_URL && !s.CHAT_LLM_MODEL.trim()) return ["CHAT_LLM_MODEL: must be set when CHAT_LLM_URL is set"];
  const dkim = dkimSettingsProblem(s);
  if (dkim) return [dkim];
  return [];
}

export type Settings = z.infer<typeof SettingsSchema>;

export class SettingsError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid settings (see .env.example):\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "SettingsError";
  }
}

/** Reads `.env` (if present) without overriding variables already set in the environment. */
export function loadDotEnv(file = path.resolve(".env"), env: NodeJS.ProcessEnv = process.env) {
  if (!fs.existsSync(file)) return;
  for (const [key, value] of Object.entries(parseEnv(fs.readFileSync(file, "utf8")))) {
    if (env[key] === undefined) env[key] = value;
  }
}

export function parseSettings(env: Record<string, string | undefined>): Settings {
  // Treat empty strings as "not set" so an .env line like `PORT=` falls back to the default.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const result = SettingsSchema.safeParse(cleaned);
  if (!result.success) {
    throw new SettingsError(result.error.issues.map((i) => `${i.path.join(".") || "(root)"}: ${i.message}`));
  }
  const problems = crossKeyProblems(result.data);
  if (problems.length) throw new SettingsError(problems);
  return result.data;
}

let cached: Settings | undefined;

export function getSettings(): Settings {
  if (!cached) {
    loadDotEnv();
    cached = parseSettings(process.env);
  }
  return cached;
}

export function toPublicSettings(s: Settings): PublicSettings {
  return {
    brandName: s.BRAND_NAME,
    brandShortName: s.BRAND_SHORT_NAME,
    siteUrl: s.SITE_URL,
    contact: {
      email: s.CONTACT_EMAIL,
      phone: s.CONTACT_PHONE,
      whatsapp: s.CONTACT_WHATSAPP,
      address: s.CONTACT_ADDRESS,
    },
    social: {
      linkedin: s.SOCIAL_LINKEDIN,
      x: s.SOCIAL_X,
      facebook: s.SOCIAL_FACEBOOK,
      instagram: s.SOCIAL_INSTAGRAM,
    },
  };
}
