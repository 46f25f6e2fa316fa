import type { AnyDb } from "./any-db";

// The links of a sequence e-mail as it was sent (issue #39): the click redirect looks its target up by
// index in this list, so no URL from a request is ever followed and a step edited later does not move
// the links of e-mails already out.
export async function up(db: AnyDb) {
  await db.schema.alterTable("sequence_sends").addColumn("links", "text").execute();
}

export async function down(db: AnyDb) {
  await db.schema.alterTable("sequence_sends").dropColumn("links").execute();
}
