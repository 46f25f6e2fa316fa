import { sql } from "kysely";
import type { AnyDb } from "./any-db";

// Newsletter and launch sign-ups: one row per address, enforced by the database for replicas too.
export async function up(db: AnyDb) {
  await sql`create unique index leads_signup_email_idx on leads (type, email) where type in ('newsletter', 'launch_notify')`.execute(
    db,
  );
}

export async function down(db: AnyDb) {
  await db.schema.dropIndex("leads_signup_email_idx").execute();
}
