// What the Contact Forms tab receives from the server (context.admin.contacts; server/contacts/).

import type { Result } from "~/lib/result";
import type { InquiryStatus } from "~/lib/statuses";

export interface ContactInquiry {
  id: string;
  name: string | null;
  email: string | null;
  subject: string;
  message: string;
  /** Where it came from, as one readable line (inquiry-source.ts). */
  source: string;
  status: InquiryStatus;
  createdAt: string;
}

export interface ContactsApi {
  /** Messages from the contact form, newest first. */
  list(): Promise<ContactInquiry[]>;
  /** new, responded or closed; audited. */
  setStatus(id: string, status: string): Promise<Result>;
}
