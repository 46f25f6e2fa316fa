// The lead page's pipeline data (owner, follow-up, timeline, the person's other leads, the chat) and
// the Dashboard's follow-ups, as the server sends them. Plain types only.

import type { LeadListCap } from "~/features/admin/leads/lead-count";
import type { PersonGroup } from "~/features/admin/leads/lead-people";
import type { TimelineEvent } from "~/features/admin/leads/lead-timeline-format";
import type { LeadStatus, LeadType } from "~/lib/statuses";

export interface LeadOwnerOption {
  id: string;
  name: string;
}

export interface LinkedLead {
  id: string;
  type: LeadType;
  name: string | null;
  status: LeadStatus;
  createdAt: string;
}

export interface ChatLine {
  id: string;
  fromVisitor: boolean;
  text: string;
  at: string;
}

export interface LeadPipeline {
  ownerId: string | null;
  ownerName: string | null;
  /** yyyy-mm-dd (IST) or null. */
  followUpOn: string | null;
  /** Today in India Standard Time, for the due/overdue label. */
  today: string;
  /** Active users who can use Leads: who the lead may be given to. */
  owners: LeadOwnerOption[];
  /** Oldest first. */
  events: TimelineEvent[];
  /** The same e-mail address's other leads, newest first. */
  otherLeads: LinkedLead[];
  /** Chat leads: the conversation as stored, oldest first (empty for other leads). */
  chat: ChatLine[];
}

/** A Dashboard line: a lead whose follow-up day is today or past. */
export interface DueFollowUp {
  id: string;
  name: string | null;
  email: string | null;
  status: string;
  followUpOn: string;
  ownerName: string | null;
}

export interface DueFollowUps {
  today: string;
  leads: DueFollowUp[];
}

export interface LeadPeoplePage {
  groups: PersonGroup[];
  total: number;
  page: number;
  pages: number;
  /** Only the newest `cap` leads of a broad filter are grouped. */
  capped?: LeadListCap;
}
