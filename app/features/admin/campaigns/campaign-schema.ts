import { z } from "zod";
import type { Result } from "~/lib/result";
import type { CampaignStatus } from "~/lib/statuses";

// The campaign compose form (name, subject, body), validated by the form and
// again by the server. The body is Markdown, rendered and sanitised on the server.

export const CAMPAIGN_FIELDS = ["name", "subject", "body"] as const;

export const CampaignFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, "Please enter a name for the campaign.")
    .max(120, "Keep the name under 120 characters."),
  subject: z
    .string()
    .trim()
    .min(1, "Please enter the e-mail subject.")
    .max(200, "Keep the subject under 200 characters.")
    .refine((v) => !/[\r\n]/.test(v), "The subject must be one line."),
  body: z
    .string()
    .trim()
    .min(1, "Please write the message.")
    .max(50_000, "The message is too long (50,000 characters at most)."),
});

export type CampaignForm = z.infer<typeof CampaignFormSchema>;

/** One row of the Email Campaigns tab (counts unique per recipient). */
export interface AdminCampaign {
  id: string;
  name: string;
  subject: string;
  body: string;
  status: CampaignStatus;
  recipients: number;
  sent: number;
  /** Refused by the mail server on every attempt: never delivered, so a retry is safe. */
  failed: number;
  /** Under way when a sending process stopped: perhaps delivered, so never sent again automatically. */
  interrupted: number;
  /** Unsubscribed after Send: not sent. */
  skipped: number;
  opened: number;
  clicked: number;
  createdAt: string;
  sentAt: string | null;
}

/** A preview answers its rendered HTML. */
export type CampaignResult = Result<{ html?: string }>;

/** What the admin routes receive through the load context (context.admin.campaigns; server/campaigns/admin-campaigns.ts). */
export interface CampaignsApi {
  list(): Promise<{ campaigns: AdminCampaign[]; confirmedSubscribers: number }>;
  save(id: string | null, input: Record<string, string>): Promise<CampaignResult>;
  preview(body: string): Promise<CampaignResult>;
  send(id: string): Promise<CampaignResult>;
  duplicate(id: string): Promise<CampaignResult>;
  retryFailed(id: string): Promise<CampaignResult>;
  remove(id: string): Promise<CampaignResult>;
}
