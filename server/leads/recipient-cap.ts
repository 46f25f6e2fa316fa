import { createHash } from "node:crypto";
import type { Transaction } from "kysely";
import type { Database } from "../db/schema";
import { hit } from "../http/rate-limit";
import type { OutboxDraft } from "../outbox/outbox-kinds";

/**
 * At most this many acknowledgement or report e-mails go to one address per day (UTC), whatever the IP
 * they were asked from: the public forms must not become a way to flood someone's inbox.
 */
export const VISITOR_MAILS_PER_DAY = 3;
const DAY_SECONDS = 24 * 3600;

/** The address's counter in rate_limits: a hash of the lower-cased address, so no address is stored there. */
export function recipientKey(address: string): string {
  return `mail-to:${createHash("sha256").update(address.trim().toLowerCase()).digest("hex")}`;
}

/** Who a draft e-mails on the visitor's behalf: the typed address of an acknowledgement or report. */
function visitorRecipient(draft: OutboxDraft): string | undefined {
  const p = draft.payload as { lead?: { email?: unknown }; message?: { to?: { address?: unknown } } };
  const address =
    draft.kind === "visitor_email" ? p.lead?.email : draft.kind === "report_email" ? p.message?.to?.address : undefined;
  return typeof address === "string" && address ? address : undefined;
}

/**
 * The drafts to queue, inside the lead's transaction: each e-mail to a visitor's typed address counts
 * against that address's daily allowance in the database (so every replica shares it); one over the
 * allowance is dropped, silently. The lead, its team e-mail and webhook are kept either way.
 */
export async function withinRecipientCap(
  trx: Transaction<Database>,
  drafts: OutboxDraft[],
  now = Date.now(),
): Promise<OutboxDraft[]> {
  const kept: OutboxDraft[] = [];
  for (const draft of drafts) {
    const address = visitorRecipient(draft);
    if (address) {
      const { count } = await hit(trx, recipientKey(address), DAY_SECONDS, now);
      if (count > VISITOR_MAILS_PER_DAY) continue;
    }
    kept.push(draft);
  }
  return kept;
}
