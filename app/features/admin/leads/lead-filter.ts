// The Leads tab's filter, read from the URL (so a filtered view is a link, and the CSV export gets
// exactly the same rows). Shared by the page and the server.

import { LEAD_STATUSES, LEAD_TYPES, type LeadStatus, type LeadType, oneOf } from "~/lib/statuses";

export { LEAD_STATUSES, LEAD_TYPES, type LeadStatus, type LeadType };

export const LEAD_TYPE_LABELS: Record<LeadType, string> = {
  contact: "Contact form",
  get_started: "Get Started",
  newsletter: "Newsletter",
  launch_notify: "Launch notification",
  roi_report: "ROI report",
  coi_report: "Cost of Inaction report",
  benchmark_report: "Benchmark report",
  chat: "Chat",
};

export const LEADS_PAGE_SIZE = 25;

export interface LeadFilter {
  q: string;
  type: LeadType | "";
  status: LeadStatus | "";
  /** yyyy-mm-dd, inclusive, UTC days. */
  from: string;
  to: string;
  page: number;
  /** "mine": leads the signed-in user owns; "none": leads nobody owns. */
  owner?: LeadOwnerFilter;
  /** The signed-in user's id, set by the server for "mine" (never read from the URL). */
  ownerId?: string;
  /** "person": one row per e-mail address with its count and newest lead. */
  group?: "" | "person";
  /** Where leads came from, as Analytics counts them: utm_source (else the referring site), utm_campaign. */
  source?: string;
  campaign?: string;
  /** Leads scoring at least this (1-100; HOT_SCORE: "hot"); 0 or absent: any score. */
  minScore?: number;
  /** "score": highest score first (then newest); "": newest first. */
  sort?: "" | "score";
}

/** From this lead score on a lead is "hot" (server/score/rules.ts; its owner is told once). */
export const HOT_SCORE = 70;

export const LEAD_OWNER_FILTERS = ["mine", "none"] as const;
export type LeadOwnerFilter = "" | (typeof LEAD_OWNER_FILTERS)[number];

const isDate = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`));

/** A source or campaign as stored (trimmed, lower-cased, at most 100 characters). */
const attributionKey = (v: string | null) => (v ?? "").trim().toLowerCase().slice(0, 100);

/** "70" → 70; anything but a whole number 1-100 → 0 (any score). */
function minScoreOf(v: string | null): number {
  const n = v && /^\d{1,3}$/.test(v) ? Number(v) : 0;
  return n >= 1 && n <= 100 ? n : 0;
}

/** Anything unknown or malformed in the URL is ignored rather than an error. */
export function parseLeadFilter(params: URLSearchParams): LeadFilter {
  const type = params.get("type") ?? "";
  const status = params.get("status") ?? "";
  const from = params.get("from") ?? "";
  const to = params.get("to") ?? "";
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  const owner = params.get("owner") ?? "";
  return {
    q: (params.get("q") ?? "").trim().slice(0, 100),
    type: oneOf(LEAD_TYPES, type) ?? "",
    status: oneOf(LEAD_STATUSES, status) ?? "",
    from: isDate(from) ? from : "",
    to: isDate(to) ? to : "",
    page: Number.isFinite(page) && page >= 1 && page <= 100_000 ? page : 1,
    owner: (LEAD_OWNER_FILTERS as readonly string[]).includes(owner) ? (owner as LeadOwnerFilter) : "",
    group: params.get("group") === "person" ? "person" : "",
    source: attributionKey(params.get("source")),
    campaign: attributionKey(params.get("campaign")),
    minScore: minScoreOf(params.get("score")),
    sort: params.get("sort") === "score" ? "score" : "",
  };
}

/** The query string of a filter (without empty values), e.g. for paging links and the export. */
export function leadFilterQuery(f: Partial<LeadFilter>, overrides: Partial<LeadFilter> = {}) {
  const merged = { ...f, ...overrides };
  const params = new URLSearchParams();
  for (const key of ["q", "type", "status", "from", "to", "owner", "group", "source", "campaign", "sort"] as const)
    if (merged[key]) params.set(key, String(merged[key]));
  if (merged.minScore) params.set("score", String(merged.minScore));
  if (merged.page && merged.page > 1) params.set("page", String(merged.page));
  const s = params.toString();
  return s ? `?${s}` : "";
}
