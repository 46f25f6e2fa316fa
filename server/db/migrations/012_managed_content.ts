import type { AnyDb } from "./any-db";

// Portfolio projects, testimonials and team members, edited in the admin area and read by the
// public pages; sort_order is the order the team chose (smallest first).
export async function up(db: AnyDb) {
  const common = (t: string) =>
    db.schema
      .createTable(t)
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("image", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("sort_order", "integer", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull());
  await common("projects")
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("client", "text", (c) => c.notNull())
    .addColumn("category", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("technologies", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("results", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("value", "integer")
    .addColumn("duration", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("team", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("color", "text", (c) => c.notNull())
    .addColumn("image_alt", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await common("testimonials")
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("position", "text", (c) => c.notNull())
    .addColumn("company", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("content", "text", (c) => c.notNull())
    .addColumn("rating", "integer", (c) => c.notNull())
    .addColumn("date", "text", (c) => c.notNull())
    // The page the quote appears on (Home or a service page) and its optional measured result.
    .addColumn("page", "text", (c) => c.notNull().defaultTo("/"))
    .addColumn("result", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await common("team_members")
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("role", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("bio", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("skills", "text", (c) => c.notNull().defaultTo("[]"))
    .execute();
  for (const t of ["projects", "testimonials", "team_members"]) {
    await db.schema.createIndex(`${t}_order_idx`).on(t).columns(["sort_order"]).execute();
  }
}

export async function down(db: AnyDb) {
  for (const t of ["projects", "testimonials", "team_members"]) await db.schema.dropTable(t).execute();
}
