// The Leads tab's rows and the lead page's data, as the server sends them. Plain types only: the
// browser bundle never imports the server code that fills them (server/leads/).

import type { LeadListCap } from "~/features/admin/leads/lead-count";
import type { LeadAttributionInfo } from "~/features/admin/leads/lead-sources-types";
import type { InquiryStatus, LeadStatus, LeadType, OutboxKind, OutboxStatus } from "~/lib/statuses";

export interface LeadRow {
  id: string;
  type: LeadType;
  name: string | null;
  email: string | null;
  company: string | null;
  phone: string | null;
  status: LeadStatus;
  value: number | null;
  createdAt: string;
  /** The owner's name (migration 021); null when nobody owns the lead. */
  ownerName?: string | null;
  /** yyyy-mm-dd (IST); null when no follow-up is set. */
  followUpOn?: string | null;
  /** The lead score 0-100 (server/score); hot from HOT_SCORE. */
  score?: number;
}

export interface LeadPage {
  rows: LeadRow[];
  /** The leads listed: every match, or the newest `cap` of them when `capped`. */
  total: number;
  page: number;
  pages: number;
  /** More leads match than the list reads (see LeadListCap in lead-count.ts); absent when every match is listed. */
  capped?: LeadListCap;
}

export interface LeadNote {
  id: string;
  author: string;
  body: string;
  createdAt: string;
}

export interface Delivery {
  id: string;
  kind: OutboxKind;
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  sentAt: string | null;
  createdAt: string;
}

export interface LeadDetail extends LeadRow {
  /** Everything the visitor sent, as stored (JSON). */
  payload: unknown;
  inquiryStatus: InquiryStatus;
  /** Where the lead came from (landing page, referrer, UTM, the page it was sent from). */
  attribution?: LeadAttributionInfo;
  notes: LeadNote[];
  deliveries: Delivery[];
  /** The score's lines that counted ("+20 calculated cost of inaction above $250,000"). */
  scoreLines?: string[];
}
