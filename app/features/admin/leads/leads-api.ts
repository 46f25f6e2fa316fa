// The leads slice of the admin context (adminOf(context).leads): every lead operation the admin uses,
// for one signed-in user: the Leads tab, the lead page, Add Lead, the CSV export, the Dashboard's
// follow-ups and the erasure of a person (server/leads/admin-leads.ts builds it). Plain types only. A
// new lead operation is one method here, its function in server/leads/ and the route that calls it.

import type { LeadFilter } from "~/features/admin/leads/lead-filter";
import type { DueFollowUps, LeadPeoplePage, LeadPipeline } from "~/features/admin/leads/lead-pipeline-types";
import type { LeadDetail, LeadPage } from "~/features/admin/leads/lead-types";
import type { Result } from "~/lib/result";

export interface LeadsCsv {
  filename: string;
  /** Streamed in batches: a large export never holds the server. */
  body: ReadableStream<Uint8Array>;
}

export interface LeadsApi {
  /** Newest first, a page at a time ("Mine" is the signed-in user's leads). */
  listLeads(filter: LeadFilter): Promise<LeadPage>;
  /** The Leads tab grouped by person. */
  listLeadPeople(filter: LeadFilter): Promise<LeadPeoplePage>;
  /** Undefined when the lead does not exist. */
  getLead(id: string): Promise<LeadDetail | undefined>;
  /** Owner, follow-up, timeline, the person's other leads, the chat; undefined when the lead does not exist. */
  leadPipeline(id: string): Promise<LeadPipeline | undefined>;
  /** Status and value; each change is audited. */
  updateLead(id: string, input: { status: string; value: string }): Promise<Result>;
  addNote(id: string, body: string): Promise<Result>;
  /** A lead entered by staff; done carries its id. */
  addLead(input: Record<string, string>): Promise<Result>;
  /** ownerId "" unassigns; anyone else must be an active user who can use Leads. */
  setLeadOwner(id: string, ownerId: string): Promise<Result>;
  /** yyyy-mm-dd, or "" to clear. */
  setFollowUp(id: string, day: string): Promise<Result>;
  /** Today's and overdue follow-ups, the oldest day first. */
  followUpsDue(): Promise<DueFollowUps>;
  /** The CSV of every lead matching the filter; audited. */
  exportLeads(filter: LeadFilter): Promise<LeadsCsv>;
  /** Right to erasure for one e-mail address (admins only; `confirm` must be "erase"). */
  erasePerson(input: { email: string; confirm: string }): Promise<Result>;
}
