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
