import type { Transaction } from "kysely";
import type { Database } from "../db/schema";
import { addNotification } from "../notifications/notify";
import { insertOutboxRows } from "../outbox/enqueue";
import type { HotLeadMail } from "./hot-email";

export interface HotLead {
  id: string;
  ownerId: string | null;
  person: string;
  score: number;
  lines: string[];
}

/**
 * The first time a lead reaches the hot score: its owner (an active user), or the sales address when
 * it has none, gets an e-mail through the outbox, and the admin a notification. Exactly once, even
 * when two replicas rescore the same lead at the same moment: the conditional UPDATE of
 * hot_notified_at lets one transaction through, and the outbox row is written in that transaction
 * (on PostgreSQL the second waits on the row lock and then finds it set). Pass the event's transaction.
 */
export async function notifyHot(trx: Transaction<Database>, lead: HotLead, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const claimed = await trx
    .updateTable("leads")
    .set({ hot_notified_at: at })
    .where("id", "=", lead.id)
    .where("hot_notified_at", "is", null)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) === 0) return false;
  const owner = lead.ownerId
    ? await trx
        .selectFrom("users")
        .select(["name", "email"])
        .where("id", "=", lead.ownerId)
        .where("status", "=", "active")
        .executeTakeFirst()
    : undefined;
  const hot: HotLeadMail = {
    leadId: lead.id,
    person: lead.person.slice(0, 2500),
    score: lead.score,
    lines: lead.lines,
    to: owner ? { name: owner.name, email: owner.email } : null,
  };
  await insertOutboxRows(trx, lead.id, [{ kind: "score_email", payload: { hot } }], at);
  await addNotification(trx, {
    kind: "lead",
    title: `Hot lead (score ${lead.score}): ${lead.person}`.slice(0, 300),
    body: lead.lines.join("\n").slice(0, 500),
    link: `/admin/leads/${lead.id}`,
  });
  return true;
}
