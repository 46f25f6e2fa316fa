import { sql } from "kysely";
import type { Database, Db } from "../db/schema";

// Where an uploaded image is used: one line per column that can hold a media path. A new place (a
// portfolio image, a team photo) is one more entry; the Media tab and the delete check read this list.

export interface MediaUsageSource {
  table: keyof Database;
  /** The column that holds the public path (/media/<id>/<name>) or text that contains it. */
  column: string;
  /** "path": the column is the path; "text": the path may appear inside (Markdown). */
  match: "path" | "text";
  /** A column that names the row for people ("title"). */
  labelColumn: string;
  /** What kind of thing uses it: "Blog post image". */
  label: string;
  /** The admin page where it is edited. */
  link: string;
}

export const MEDIA_USAGE: readonly MediaUsageSource[] = [
  {
    table: "posts",
    column: "image",
    match: "path",
    labelColumn: "title",
    label: "Blog post image",
    link: "/admin/blog",
  },
  {
    table: "posts",
    column: "content",
    match: "text",
    labelColumn: "title",
    label: "Blog post text",
    link: "/admin/blog",
  },
  {
    table: "projects",
    column: "image",
    match: "path",
    labelColumn: "title",
    label: "Project image",
    link: "/admin/portfolio",
  },
  {
    table: "testimonials",
    column: "image",
    match: "path",
    labelColumn: "name",
    label: "Testimonial photo",
    link: "/admin/testimonials",
  },
  {
    table: "team_members",
    column: "image",
    match: "path",
    labelColumn: "name",
    label: "Team photo",
    link: "/admin/team",
  },
  {
    table: "campaigns",
    column: "body",
    match: "text",
    labelColumn: "name",
    label: "Email campaign text",
    link: "/admin/campaigns",
  },
];

export interface MediaUse {
  /** "Blog post image: “Agentic workflows…”" */
  text: string;
  link: string;
}

const MEDIA_ID = /\/media\/([0-9a-f-]{36})\//g;

/** Every use of every image, by media id. One query per source, whatever the number of images. */
export async function mediaUses(db: Db, onlyId?: string): Promise<Map<string, MediaUse[]>> {
  const uses = new Map<string, MediaUse[]>();
  const needle = onlyId ? `%/media/${onlyId}/%` : "%/media/%";
  for (const source of MEDIA_USAGE) {
    const { rows } = await sql<{
      label: string;
      value: string | null;
    }>`select ${sql.ref(source.labelColumn)} as label, ${sql.ref(
      source.column,
    )} as value from ${sql.table(source.table)} where ${sql.ref(source.column)} like ${needle}`.execute(db);
    for (const row of rows) {
      const value = row.value ?? "";
      const ids =
        source.match === "path"
          ? [value.match(/^\/media\/([0-9a-f-]{36})\//)?.[1]]
          : [...value.matchAll(MEDIA_ID)].map((m) => m[1]);
      for (const id of new Set(ids)) {
        if (!id || (onlyId && id !== onlyId)) continue;
        const list = uses.get(id) ?? [];
        list.push({ text: `${source.label}: “${row.label}”`, link: source.link });
        uses.set(id, list);
      }
    }
  }
  return uses;
}
