import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

export interface NewLead {
  type: string;
  name?: string | null;
  email?: string | null;
  company?: string | null;
  phone?: string | null;
  /** The whole validated submission, kept as JSON. */
  payload: unknown;
}

const orNull = (v: string | null | undefined) => (v ? v : null);

/** Inserts one lead; resolves only after the row is committed. */
export async function storeLead(db: Kysely<Database>, lead: NewLead): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto("leads")
    .values({
      id,
      type: lead.type,
      name: orNull(lead.name),
      email: orNull(lead.email?.toLowerCase()),
      company: orNull(lead.company),
      phone: orNull(lead.phone),
      payload: JSON.stringify(lead.payload),
      created_at: new Date().toISOString(),
    })
    .execute();
  return id;
}
