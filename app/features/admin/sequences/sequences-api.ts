// The e-mail sequences slice of the admin context (adminOf(context).sequences; server/sequences/ builds
// it, issue #39): the steps the admin edits as Markdown, their preview and test send, the switch that
// pauses every sequence, per-step counts, and one lead's sequence on the lead page (start, "Stop
// sequence", "They replied"). Plain types only: no server code here.

import { z } from "zod";
import type { Result } from "~/lib/result";
import type { LeadSequenceStatus } from "~/lib/statuses";

/** At most five e-mails; the default is three. */
export const MAX_SEQUENCE_STEPS = 5;

/** What a step's subject and body may use; anything else between {{ }} is refused. */
export const SEQUENCE_PLACEHOLDERS = ["first_name", "company", "report", "figure", "booking_link"] as const;
export type SequencePlaceholder = (typeof SEQUENCE_PLACEHOLDERS)[number];

/** The step editor's fields (one form per step), validated by the form and again by the server. */
export const SEQUENCE_STEP_FIELDS = ["delayDays", "subject", "body"] as const;

const UNKNOWN_PLACEHOLDER = (v: string) =>
  [...v.matchAll(/\{\{\s*([^}]*?)\s*\}\}/g)].every((m) => (SEQUENCE_PLACEHOLDERS as readonly string[]).includes(m[1]));

export const SequenceStepFormSchema = z.object({
  delayDays: z.coerce
    .number({ error: "Please enter the number of days." })
    .int("Whole days only.")
    .min(0, "0 days or more.")
    .max(90, "90 days at most."),
  subject: z
    .string()
    .trim()
    .min(1, "Please enter the e-mail subject.")
    .max(200, "Keep the subject under 200 characters.")
    .refine((v) => !/[\r\n]/.test(v), "The subject must be one line.")
    .refine(UNKNOWN_PLACEHOLDER, "Use only the placeholders listed."),
  body: z
    .string()
    .trim()
    .min(1, "Please write the message.")
    .max(20_000, "The message is too long (20,000 characters at most).")
    .refine(UNKNOWN_PLACEHOLDER, "Use only the placeholders listed."),
});
export type SequenceStepForm = z.infer<typeof SequenceStepFormSchema>;

/** One step as the admin sees it, with its counts (unique per lead's send). */
export interface SequenceStep {
  /** 1-5 */
  position: number;
  delayDays: number;
  subject: string;
  /** Markdown */
  body: string;
  updatedAt: string;
  /** The user who last saved it; null: the installed copy. */
  updatedBy: string | null;
  sent: number;
  opened: number;
  clicked: number;
}

export interface SequencesOverview {
  steps: SequenceStep[];
  /** Every sequence paused: nothing is sent, scheduled steps wait (and go out when resumed). */
  paused: boolean;
  /** Sequences waiting for the visitor's confirmation, and sending now. */
  pending: number;
  active: number;
}

/** A rendered step: for a lead, or with sample values ("Priya", "Acme Pvt Ltd", …) when none is given. */
export interface SequencePreview {
  subject: string;
  /** Sanitised HTML of the body, as the e-mail has it. */
  html: string;
  text: string;
}

/** One step of one lead's sequence, as the lead page lists it. */
export interface LeadSequenceStep {
  step: number;
  subject: string;
  /** ISO UTC */
  plannedAt: string;
  sentAt: string | null;
  openedAt: string | null;
  clickedAt: string | null;
  /** Why it was not (and will not be) sent; null: sent or still due. */
  skippedReason: string | null;
}

/** The next step still to go: "Step 2 on Tue 9 Dec, 10:00 their time, 14:30 IST". */
export interface LeadSequenceNext {
  step: number;
  /** ISO UTC */
  at: string;
  /** "Tue 9 Dec, 10:00" in the lead's zone. */
  theirTime: string;
  /** "14:30" (with the day when it differs: "Wed 10 Dec, 00:30") in IST. */
  istTime: string;
  /** The whole line, as above. */
  label: string;
}

export interface LeadSequenceState {
  id: string;
  status: LeadSequenceStatus;
  /** The team member's name who started it; null: the visitor's own consent. */
  startedBy: string | null;
  /** The exact wording the visitor ticked, and when they ticked it and confirmed (ISO). */
  consentText: string | null;
  consentAskedAt: string | null;
  consentConfirmedAt: string | null;
  timeZone: string;
  startedAt: string | null;
  /** "booked a call", "status changed", "unsubscribed", "address refused", "stopped by <name>", "replied". */
  stopReason: string | null;
  stoppedAt: string | null;
  steps: LeadSequenceStep[];
  next: LeadSequenceNext | null;
  /** Every sequence is paused at the moment (the next step waits). */
  paused: boolean;
}

/** The lead page's panel: the current (or last) sequence, and what the signed-in user may do. */
export interface LeadSequencePanel {
  sequence: LeadSequenceState | null;
  /** No live sequence, the lead has an address that is not unsubscribed or refused. */
  canStart: boolean;
  /** Why not, when canStart is false ("No e-mail address", "Unsubscribed", "Already running"). */
  cannotStartReason: string | null;
  /** A live sequence (pending or active): "Stop sequence" and "They replied" apply. */
  canStop: boolean;
}

export type SequenceResult = Result;

export interface SequencesApi {
  /** The steps with their counts, the pause switch and how many sequences wait or run. */
  overview(): Promise<SequencesOverview>;
  /** Saves step `position` (1-5; a new position must follow the last one); audited. */
  saveStep(position: number, input: Record<string, string>): Promise<SequenceResult>;
  /** Removes the last step (never the first); audited. */
  removeStep(position: number): Promise<SequenceResult>;
  /** Renders the posted (unsaved) text for a lead, or with sample values when leadId is "" or null. */
  preview(input: Record<string, string>, leadId?: string | null): Promise<Result<{ preview?: SequencePreview }>>;
  /** E-mails the posted step, rendered with sample values, to the signed-in user (through the outbox). */
  testSend(input: Record<string, string>): Promise<SequenceResult>;
  /** Pauses or resumes every sequence; audited. */
  setPaused(paused: boolean): Promise<SequenceResult>;

  /** The lead page's panel; undefined when the lead does not exist. */
  leadSequence(leadId: string): Promise<LeadSequencePanel | undefined>;
  /** A team member starts one (sent from the company's address with their name and Reply-To). */
  start(leadId: string): Promise<SequenceResult>;
  /** "Stop sequence": drops every queued step. */
  stop(leadId: string): Promise<SequenceResult>;
  /** "They replied": stops it the same way, recorded as a reply. */
  replied(leadId: string): Promise<SequenceResult>;
}
