import { createHash } from "node:crypto";
import type { Transaction } from "kysely";
import type { Database } from "../db/schema";
import { hit } from "../http/rate-limit";
import { capMailbox } from "../mail/mailbox";
import { countRefusal } from "../ops/metrics";
import type { OutboxDraft } from "../outbox/outbox-kinds";

/**
 * At most this many acknowledgement or report e-mails go to one mailbox per day (UTC), whatever the IP
 * they were asked from: the public forms must not become a way to flood someone's inbox. Newsletter
 * confirmations have an allowance of the same size of their own (a visitor who wrote in thrice can
 * still subscribe).
 */
export const VISITOR_MAILS_PER_DAY = 3;
const DAY_SECONDS = 24 * 3600;

/**
 * The mailbox's counter in rate_limits: a hash of the normalised mailbox (capMailbox: target+1@… and
 * target+2@… share one), so no address is stored there. `scope` separates the confirmations' allowance.
 */
export function recipientKey(address: string, scope: "ack" | "confirm" = "ack"): string {
  const hash = createHash("sha256").update(capMailbox(address)).digest("hex");
  return scope === "ack" ? `mail-to:${hash}` : `mail-to:confirm:${hash}`;
}

/** Who a draft e-mails on the visitor's behalf (the typed address), and under which allowance. */
function visitorRecipient(draft: OutboxDraft): { address: string; scope: "ack" | "confirm" } | undefined {
  const p = draft.payload as {
    lead?: { email?: unknown };
    message?: { to?: { address?: unknown } };
    confirm?: { email?: unknown };
    sequenceConfirm?: { email?: unknown };
  };
  const [address, scope] =
    draft.kind === "visitor_email"
      ? [p.lead?.email, "ack" as const]
      : draft.kind === "report_email"
        ? [p.message?.to?.address, "ack" as const]
        : draft.kind === "confirm_email"
          ? [p.confirm?.email, "confirm" as const]
          : draft.kind === "sequence_confirm"
            ? [p.sequenceConfirm?.email, "confirm" as const]
            : [undefined, "ack" as const];
  return typeof address === "string" && address ? { address, scope } : undefined;
}

/**
 * The drafts to queue, inside the lead's transaction: each e-mail to a visitor's typed address counts
 * against its mailbox's daily allowance in the database (so every replica shares it); one over the
 * allowance is dropped, silently (counted as a refusal). The lead, its team e-mail and webhook are
 * kept either way; the e-mails kept still go to the address as typed.
 */
export async function withinRecipientCap(
  trx: Transaction<Database>,
  drafts: OutboxDraft[],
  now = Date.now(),
): Promise<OutboxDraft[]> {
  const kept: OutboxDraft[] = [];
  for (const draft of drafts) {
    const to = visitorRecipient(draft);
    if (to) {
      const { count } = await hit(trx, recipientKey(to.address, to.scope), DAY_SECONDS, now);
      if (count > VISITOR_MAILS_PER_DAY) {
        countRefusal("mail_address_cap");
        continue;
      }
    }
    kept.push(draft);
  }
  return kept;
}
