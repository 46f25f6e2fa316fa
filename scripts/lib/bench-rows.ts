// The rows of `npm run bench -- --scale`'s year of data, shared by its SQLite seed (scripts/bench-seed.ts)
// and its PostgreSQL seed (scripts/bench-seed-pg.ts) so both databases hold the same distribution:
// page views over 90 days, none rolled up, a visit's first page its landing with a campaign for about
// one in five; leads with a source, campaign, landing page, a value when qualified or won, and the funnel
// steps reached (issue #39), and scored as the site scores a lead when it comes in (server/score): left
// unscored, the maintenance job's first run would score every lead one transaction at a time, three
// quarters of the "rollup catch-up" at 500,000 views (100 s against 24 s), past the 15-minute limit at
// 5,000,000. Rows come as arrays in the order of the column lists, in batches.
import { randomBytes, randomUUID } from "node:crypto";
import { LEAD_STATUSES, LEAD_TYPES, type LeadStatus, type LeadType } from "~/features/admin/leads/lead-filter";
import { ALL_PATHS } from "~/lib/site-paths";
import { fitFacts, REPORT_LEAD_TYPES } from "../../server/score/facts";
import { scoreLead } from "../../server/score/rules";

export const DAYS = 90;
export type Row = (string | number | null)[];

export const VIEW_COLUMNS = [
  "id",
  "day",
  "path",
  "visitor",
  "referrer_host",
  "duration_ms",
  "landing",
  "utm_source",
  "utm_campaign",
] as const;

export const LEAD_COLUMNS = [
  "id",
  "type",
  "name",
  "email",
  "company",
  "phone",
  "payload",
  "status",
  "created_at",
  "value",
  "inquiry_status",
  "utm_source",
  "utm_campaign",
  "referrer_host",
  "landing_page",
  "reached_booked_at",
  "reached_held_at",
  "reached_qualified_at",
  "reached_won_at",
  "score",
  "score_lines",
  "score_fit",
  "score_engagement",
  "engaged_at",
  "hot_notified_at",
] as const;

const pages = ALL_PATHS.filter((p) => !p.startsWith("/admin"));
const hosts = ["google.com", "linkedin.com", "bing.com", "duckduckgo.com", "chatgpt.com", "x.com", "github.com"];
const campaigns = [
  ["linkedin", "launch"],
  ["newsletter", "diwali"],
  ["newsletter", "year-end"],
  ["google", "ai-audit"],
] as const;
const firsts = ["Priya", "Rahul", "Neha", "Arjun", "Meera", "Vikram", "Ananya", "Rohan", "Kavya", "Aditya"];
const lasts = ["Sharma", "Joshi", "Iyer", "Rao", "Patel", "Gupta", "Verma", "Nair", "Kulkarni", "Mehta"];
const companies = ["Malwa Textiles", "Indore Logistics", "Narmada Foods", "Pithampur Auto", "Vijay Nagar Clinics"];

/** Skewed towards the list's head: a few pages, hosts and names are far more common than the rest. */
const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() ** 2 * list.length)];
const dayOf = (now: Date, i: number) => new Date(now.getTime() - i * 86_400_000).toISOString().slice(0, 10);

/** `total` page views, oldest day first, one batch per day (a day's views are one transaction). */
export function* viewBatches(total: number, now: Date): Generator<Row[]> {
  const perDay = Math.ceil(total / DAYS);
  let views = 0;
  for (let d = DAYS - 1; d >= 0 && views < total; d--) {
    const day = dayOf(now, d);
    const batch: Row[] = [];
    let left = Math.min(perDay, total - views);
    while (left > 0) {
      // A visitor reads 1 to 6 pages; about 40% read one.
      const visitor = randomBytes(32).toString("hex");
      const n = Math.min(left, Math.random() < 0.4 ? 1 : 2 + Math.floor(Math.random() * 5));
      const utm = Math.random() < 0.2 ? pick(campaigns) : [null, null];
      for (let i = 0; i < n; i++) {
        const referrer = i === 0 && Math.random() < 0.35 ? pick(hosts) : null;
        const ms = Math.random() < 0.7 ? 5_000 + Math.floor(Math.random() * 240_000) : null;
        const first = i === 0;
        batch.push([
          randomUUID(),
          day,
          pick(pages),
          visitor,
          referrer,
          ms,
          first ? 1 : 0,
          ...(first ? utm : [null, null]),
        ]);
      }
      left -= n;
      views += n;
    }
    yield batch;
  }
}

/** The funnel steps a lead of this status reached (issue #39): about one in six booked a call, most of those held it. */
function reachedOf(status: string, at: string) {
  const booked = Math.random() < 0.17;
  const qualified = status === "qualified" || status === "won" || (status === "lost" && Math.random() < 0.5);
  return [
    booked ? at : null,
    booked && Math.random() < 0.7 ? at : null,
    qualified ? at : null,
    status === "won" ? at : null,
  ];
}

/**
 * The score columns server/score/rescore.ts writes for a lead on its arrival: each seeded address is
 * unique and no lead has a booking or a campaign click, so the person is this lead alone; a hot one
 * counts as notified then (no "hot lead" e-mail waits in the outbox).
 */
function scoreOf(
  lead: { type: LeadType; status: LeadStatus; email: string; phone: string; payload: string; at: string },
  now: Date,
) {
  const { type, status, at } = lead;
  const engagement = {
    callsBooked: 0,
    callsHeld: 0,
    chatContact: type === "chat",
    reports: REPORT_LEAD_TYPES.has(type) ? 1 : 0,
    campaignClicks: 0,
    otherLeads: 0,
    engagedAt: at,
  };
  const s = scoreLead({ status, fit: fitFacts(lead), engagement }, now);
  return [s.score, JSON.stringify(s.lines), s.fit, s.engagement, at, s.hot ? at : null];
}

/** `total` leads over the 90 days, in batches of `size`; lead i's address is unique (`…<i>@example.com`). */
export function* leadBatches(total: number, now: Date, size = 10_000): Generator<Row[]> {
  for (let start = 0; start < total; start += size) {
    const batch: Row[] = [];
    for (let i = start; i < Math.min(total, start + size); i++) {
      const name = `${pick(firsts)} ${pick(lasts)}`;
      const email = `${name.toLowerCase().replace(" ", ".")}${i}@example.com`;
      const company = pick(companies);
      const at = new Date(now.getTime() - Math.random() * DAYS * 86_400_000).toISOString();
      const payload = JSON.stringify({ name, email, company, message: "We want to automate order intake from email." });
      const status = pick(LEAD_STATUSES);
      const [source, campaign] = Math.random() < 0.3 ? pick(campaigns) : [null, null];
      const referrer = source === null && Math.random() < 0.35 ? pick(hosts) : null;
      const value = status === "qualified" || status === "won" ? 5_000 + Math.floor(Math.random() * 95) * 1_000 : null;
      const type = pick(LEAD_TYPES);
      const phone = "+91 98260 12345";
      batch.push([
        randomUUID(),
        type,
        name,
        email,
        company,
        phone,
        payload,
        status,
        at,
        value,
        "new",
        source,
        campaign,
        referrer,
        pick(pages),
        ...reachedOf(status, at),
        ...scoreOf({ type, status, email, phone, payload, at }, now),
      ]);
    }
    yield batch;
  }
}

export const ADMIN_COLUMNS = [
  "id",
  "name",
  "email",
  "role",
  "status",
  "password_hash",
  "last_login_at",
  "created_at",
  "updated_at",
] as const;

/** The admin the bench signs in as. */
export const adminRow = (email: string, passwordHash: string, now: Date): Row => [
  randomUUID(),
  "Bench Admin",
  email,
  "admin",
  "active",
  passwordHash,
  null,
  now.toISOString(),
  now.toISOString(),
];
