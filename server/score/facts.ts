import type { LeadStatus, LeadType } from "~/lib/statuses";

/** What the fit rules read from one lead: its own columns and its form's payload. */
export interface FitFacts {
  email: string | null;
  phone: string | null;
  /** The calculators' "companySize" (ROI and Cost of Inaction, or the benchmark's sizes). */
  companySize: string | null;
  industry: string | null;
  /** The calculated yearly figure: the cost of inaction (results.total) or the ROI savings (results.totalSavings). */
  figure: { kind: "inaction" | "savings"; amount: number } | null;
  /** How many outcomes the Get Started form's visitor chose. */
  outcomes: number;
}

/** What the engagement rules read: everything the same person (the same address) did. */
export interface EngagementFacts {
  /** Calls booked and not cancelled (held and no-shows included), over the person's leads. */
  callsBooked: number;
  callsHeld: number;
  /** A chat lead (one exists only once the chat left an e-mail or phone number). */
  chatContact: boolean;
  /** Report leads (ROI, Cost of Inaction, benchmark). */
  reports: number;
  /** Campaign e-mails with a click. */
  campaignClicks: number;
  /** The person's other leads (the same address), before or after this one. */
  otherLeads: number;
  /** The person's last activity (ISO): the newest lead, booking change or campaign click. */
  engagedAt: string;
}

export interface ScoreFacts {
  status: LeadStatus;
  fit: FitFacts;
  engagement: EngagementFacts;
}

export const REPORT_LEAD_TYPES: ReadonlySet<LeadType> = new Set(["roi_report", "coi_report", "benchmark_report"]);

const asRecord = (v: unknown): Record<string, unknown> =>
  v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
const asText = (v: unknown) => (typeof v === "string" && v.trim() ? v.trim() : null);
const asAmount = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? v : null);

function parsePayload(payload: string): Record<string, unknown> {
  try {
    return asRecord(JSON.parse(payload));
  } catch {
    return {};
  }
}

/**
 * The fit facts of one stored lead. The payload is read defensively (old rows, a lead typed in by the
 * team): a field of the wrong type counts as absent, never as an error.
 */
export function fitFacts(lead: {
  type: LeadType;
  email: string | null;
  phone: string | null;
  payload: string;
}): FitFacts {
  const payload = parsePayload(lead.payload);
  const inputs = asRecord(payload.inputs);
  const results = asRecord(payload.results);
  const inaction = lead.type === "coi_report" ? asAmount(results.total) : null;
  const savings = lead.type === "roi_report" ? asAmount(results.totalSavings) : null;
  const outcomes = Array.isArray(payload.outcomes) ? payload.outcomes.filter((o) => typeof o === "string").length : 0;
  return {
    email: lead.email,
    phone: asText(lead.phone),
    companySize: asText(inputs.companySize),
    industry: asText(inputs.industry),
    figure:
      inaction !== null
        ? { kind: "inaction", amount: inaction }
        : savings !== null
          ? { kind: "savings", amount: savings }
          : null,
    outcomes,
  };
}
