import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../server/db/schema";

/** Confirmed newsletter subscribers written directly, 200 rows per insert: the opt-in itself has its own tests. */
export async function insertConfirmedSubscribers(db: Kysely<Database>, emails: string[]) {
  const at = new Date().toISOString();
  const rows = emails.map((email) => ({
    id: randomUUID(),
    email,
    lead_id: null,
    status: "confirmed",
    confirm_token_hash: null,
    confirm_expires_at: null,
    confirm_sent_at: at,
    confirmed_at: at,
    unsubscribed_at: null,
    created_at: at,
    updated_at: at,
  }));
  for (let i = 0; i < rows.length; i += 200) {
    await db
      .insertInto("subscribers")
      .values(rows.slice(i, i + 200))
      .execute();
  }
}
