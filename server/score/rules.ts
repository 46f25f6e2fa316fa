import { HOT_SCORE } from "~/features/admin/leads/lead-filter";
import { formatMoney } from "~/lib/money";
import type { EngagementFacts, FitFacts, ScoreFacts } from "./facts";
import { isCompanyDomain } from "./free-mailboxes";

// The lead score (issue #39): one typed table of rules, each giving points and the line the team
// reads on the lead page. Fit says how good a customer the company would be; engagement what the
// person did, and it halves after every 30 days without activity.

/** From this score on a lead is "hot" (its owner is told once, server/score/hot.ts); the Leads tab's filter shares it. */
export { HOT_SCORE };
export const FADE_DAYS = 30;
const DAY_MS = 86_400_000;

interface Rule<F> {
  id: string;
  /** The points and the words after them, or null when the rule does not count. */
  apply: (facts: F) => { points: number; text: string } | null;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

const SIZE_POINTS: Record<string, [number, string]> = {
  "Over 1000 employees": [15, "over 1,000"],
  "Enterprise (>1000)": [15, "over 1,000"],
  "100-1000 employees": [10, "100-1,000"],
  "Mid (100-1000)": [10, "100-1,000"],
  "Under 100 employees": [5, "under 100"],
  "Small (<100)": [5, "under 100"],
};

/** Regulated industries buy most (and most often) from an AI services firm. */
const INDUSTRY_POINTS: Record<string, [number, string]> = {
  Finance: [10, "Finance"],
  Healthcare: [10, "Healthcare"],
  Legal: [10, "Legal"],
  Manufacturing: [5, "Manufacturing"],
  Retail: [5, "Retail"],
  "Retail/eCommerce": [5, "Retail/eCommerce"],
};

const FIGURE_TIERS = [
  [250_000, 20],
  [50_000, 10],
] as const;
const FIGURE_WORDS = { inaction: "cost of inaction", savings: "yearly savings" } as const;

export const FIT_RULES: readonly Rule<FitFacts>[] = [
  {
    id: "company_size",
    apply: (f) => {
      const hit = f.companySize ? SIZE_POINTS[f.companySize] : undefined;
      return hit ? { points: hit[0], text: `company of ${hit[1]} employees` } : null;
    },
  },
  {
    id: "industry",
    apply: (f) => {
      const hit = f.industry ? INDUSTRY_POINTS[f.industry] : undefined;
      return hit ? { points: hit[0], text: `industry: ${hit[1]}` } : null;
    },
  },
  {
    id: "calculated_figure",
    apply: (f) => {
      if (!f.figure) return null;
      const tier = FIGURE_TIERS.find(([above]) => f.figure && f.figure.amount > above);
      return tier
        ? { points: tier[1], text: `calculated ${FIGURE_WORDS[f.figure.kind]} above ${formatMoney(tier[0])}` }
        : null;
    },
  },
  {
    id: "company_domain",
    apply: (f) =>
      isCompanyDomain(f.email) ? { points: 10, text: "company e-mail address, not a free mailbox" } : null,
  },
  {
    id: "outcomes",
    apply: (f) =>
      f.outcomes > 0 ? { points: 5 * Math.min(f.outcomes, 3), text: `chose ${plural(f.outcomes, "outcome")}` } : null,
  },
  { id: "phone", apply: (f) => (f.phone ? { points: 5, text: "phone number given" } : null) },
];

export const ENGAGEMENT_RULES: readonly Rule<EngagementFacts>[] = [
  { id: "call_booked", apply: (e) => (e.callsBooked > 0 ? { points: 25, text: "booked a call" } : null) },
  { id: "call_held", apply: (e) => (e.callsHeld > 0 ? { points: 15, text: "call held" } : null) },
  {
    id: "chat_contact",
    apply: (e) => (e.chatContact ? { points: 10, text: "left contact details in the chat" } : null),
  },
  { id: "report", apply: (e) => (e.reports > 0 ? { points: 10, text: "requested a report" } : null) },
  {
    id: "campaign_clicks",
    apply: (e) =>
      e.campaignClicks > 0
        ? { points: 5 * Math.min(e.campaignClicks, 3), text: `clicked ${plural(e.campaignClicks, "campaign e-mail")}` }
        : null,
  },
  {
    id: "returning",
    apply: (e) =>
      e.otherLeads > 0
        ? { points: 10, text: `came back: ${plural(e.otherLeads, "other lead")} from the same address` }
        : null,
  },
];

/** Taken off a lead the team marked lost, after fading: it sinks in the list and is never "hot". */
export const LOST_POINTS = 50;

export interface LeadScore {
  /** 0-100 */
  score: number;
  fit: number;
  /** After fading. */
  engagement: number;
  /** One line per rule that counted, as the lead page shows it. */
  lines: string[];
  hot: boolean;
}

const line = (points: number, text: string) => `${points < 0 ? "-" : "+"}${Math.abs(points)} ${text}`;

/** Whole 30-day periods without activity: engagement is halved once for each. */
export function fadeSteps(engagedAt: string, now: Date): number {
  const days = Math.floor((now.getTime() - Date.parse(engagedAt)) / DAY_MS);
  return Number.isFinite(days) && days > 0 ? Math.floor(days / FADE_DAYS) : 0;
}

/** Engagement after `steps` halvings, rounded down (40 → 20 → 10; 25 → 12). */
export const fadedEngagement = (engagement: number, steps: number) => Math.floor(engagement / 2 ** steps);

/** The score of one lead at `now`: pure, so the table tests pin every rule. */
export function scoreLead(facts: ScoreFacts, now: Date): LeadScore {
  const lines: string[] = [];
  let fit = 0;
  for (const rule of FIT_RULES) {
    const hit = rule.apply(facts.fit);
    if (hit) {
      fit += hit.points;
      lines.push(line(hit.points, hit.text));
    }
  }
  let full = 0;
  for (const rule of ENGAGEMENT_RULES) {
    const hit = rule.apply(facts.engagement);
    if (hit) {
      full += hit.points;
      lines.push(line(hit.points, hit.text));
    }
  }
  const engagement = fadedEngagement(full, fadeSteps(facts.engagement.engagedAt, now));
  if (engagement < full) {
    const days = Math.floor((now.getTime() - Date.parse(facts.engagement.engagedAt)) / DAY_MS);
    lines.push(line(engagement - full, `engagement faded: no activity for ${days} days`));
  }
  let total = fit + engagement;
  if (facts.status === "lost") {
    total -= LOST_POINTS;
    lines.push(line(-LOST_POINTS, "marked lost"));
  }
  const score = Math.min(100, Math.max(0, total));
  return { score, fit, engagement, lines, hot: score >= HOT_SCORE };
}
