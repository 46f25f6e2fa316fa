// Analytics' "Leads by source / campaign / landing page" (server/analytics/lead-sources.ts builds it).
// Plain types: no server code here.

export interface LeadSourceRow {
  /** The source, campaign or landing page; "" for direct visits, no campaign, or an unknown landing page. */
  key: string;
  /** Landing visitors (visitor-days) of the period. */
  visitors: number;
  leads: number;
  /** leads / visitors, 0..1 (or above when leads came from visitors who were not counted); null without visitors. */
  conversion: number | null;
  /** Leads now qualified or won, and the sum of their values in US dollars. */
  qualified: number;
  value: number;
  /** Of these leads, those with a strategy call booked (not cancelled), and those whose call was held (issue #38). */
  callsBooked: number;
  callsHeld: number;
}

export interface LeadSourcesReport {
  bySource: LeadSourceRow[];
  byCampaign: LeadSourceRow[];
  byLanding: LeadSourceRow[];
  funnel: FunnelReport;
}

/** Where one lead came from, as its page shows it; null: not known (a form sent before it was recorded, under DNT/GPC, or typed in by the team). */
export interface LeadAttributionInfo {
  landingPage: string | null;
  referrerHost: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmTerm: string | null;
  utmContent: string | null;
  sentFrom: string | null;
}

/** The funnel's steps in order (issue #39): each counts the period's leads that ever reached it. */
export const FUNNEL_STEPS = ["visitors", "leads", "booked", "held", "qualified", "won"] as const;
export type FunnelStepName = (typeof FUNNEL_STEPS)[number];

/** A group's counts: landing visitors, the leads created in the period, and those that ever reached each step. */
export type FunnelCounts = Record<FunnelStepName, number> & {
  /** The values (US dollars) of the leads that reached qualified, and won. */
  qualifiedValue: number;
  wonValue: number;
};

export interface FunnelStep {
  step: FunnelStepName;
  count: number;
  /** count ÷ the step before's count, 0.. (above 1 when leads came from visitors who were not counted); null for the first step or after a step of 0. */
  rate: number | null;
}

export interface FunnelRow {
  /** The source, campaign or landing page ("" as in LeadSourceRow); "" for the total too. */
  key: string;
  steps: FunnelStep[];
  /** Won ÷ visitors; null without visitors. */
  overall: number | null;
  qualifiedValue: number;
  wonValue: number;
}

export interface FunnelReport {
  /** Every group together (not only the top rows). */
  total: FunnelRow;
  bySource: FunnelRow[];
  byCampaign: FunnelRow[];
  byLanding: FunnelRow[];
}
