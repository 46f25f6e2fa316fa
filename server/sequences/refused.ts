import type { Transaction } from "kysely";
import type { Database } from "../db/schema";
import { suppressAddress } from "./store";

// The only bounce we can see without an inbound mailbox: the lead's mail server refused the address for
// good (a 5xx to RCPT TO or DATA) while the outbox sent one of the e-mails that go to the lead. Nothing
// more is sent there: the address joins the shared suppression list and its sequences stop.

/** Kinds whose recipient is the lead's own address (not the team's). */
const TO_THE_LEAD = new Set(["visitor_email", "report_email", "sequence_confirm", "sequence_email"]);

export async function recipientRefused(
  trx: Transaction<Database>,
  row: { kind: string; lead_id: string | null },
  now: Date,
) {
  if (!row.lead_id || !TO_THE_LEAD.has(row.kind)) return;
  const lead = await trx.selectFrom("leads").select("email").where("id", "=", row.lead_id).executeTakeFirst();
  if (lead?.email) await suppressAddress(trx, lead.email, "suppressed", now);
}
