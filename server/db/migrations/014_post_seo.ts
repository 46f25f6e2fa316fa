import type { AnyDb } from "./any-db";

// A post's own search-result title and description (admin post form); null: the title and excerpt.
export async function up(db: AnyDb) {
  await db.schema.alterTable("posts").addColumn("seo_title", "text").execute();
  await db.schema.alterTable("posts").addColumn("seo_description", "text").execute();
}

export async function down(db: AnyDb) {
  await db.schema.alterTable("posts").dropColumn("seo_description").execute();
  await db.schema.alterTable("posts").dropColumn("seo_title").execute();
}
