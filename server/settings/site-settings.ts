import { z } from "zod";
import type { BlogSettings, SettingsApi } from "~/features/admin/settings/settings-api";
import { invalidFields, type Result } from "~/lib/result";
import { type AuditActor, audit } from "../auth/audit";
import { bumpContentVersion } from "../content-version/content-version";
import type { Db } from "../db/schema";

export const POSTS_PER_PAGE = [5, 10, 15, 20] as const;

/** What the blog shows before anyone saves Settings: 10 posts per page (of 5, 10, 15, 20). */
export const DEFAULT_BLOG_SETTINGS: BlogSettings = {
  title: "Insights & Stories",
  description: "AI strategy, case studies, industry trends and how-to guides from our consultants and engineers.",
  defaultAuthor: "Narmada AI Team",
  postsPerPage: 10,
};

export const BlogSettingsSchema = z.object({
  title: z.string().trim().min(2, "Enter a blog title.").max(80, "Keep the title under 80 characters."),
  description: z
    .string()
    .trim()
    .min(10, "Enter a description of at least 10 characters.")
    .max(300, "Keep it under 300 characters."),
  defaultAuthor: z.string().trim().min(2, "Enter a default author.").max(80),
  postsPerPage: z.coerce
    .number()
    .refine((n) => (POSTS_PER_PAGE as readonly number[]).includes(n), "Choose 5, 10, 15 or 20."),
});

const KEY = "blog";

/** Stored as one JSON row, so a save is atomic; anything unreadable falls back to the defaults. */
export async function getBlogSettings(db: Db): Promise<BlogSettings> {
  const row = await db.selectFrom("site_settings").select("value").where("key", "=", KEY).executeTakeFirst();
  if (!row) return DEFAULT_BLOG_SETTINGS;
  try {
    const parsed = BlogSettingsSchema.safeParse(JSON.parse(row.value));
    return parsed.success ? parsed.data : DEFAULT_BLOG_SETTINGS;
  } catch {
    return DEFAULT_BLOG_SETTINGS;
  }
}

export async function saveBlogSettings(db: Db, actor: AuditActor, input: unknown): Promise<Result> {
  const parsed = BlogSettingsSchema.safeParse(input);
  if (!parsed.success) {
    return invalidFields(parsed.error);
  }
  const now = new Date().toISOString();
  // The blog's heading, description and page size show on its pages: a content change.
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("site_settings")
      .values({ key: KEY, value: JSON.stringify(parsed.data), updated_at: now })
      .onConflict((oc) => oc.column("key").doUpdateSet({ value: JSON.stringify(parsed.data), updated_at: now }))
      .execute();
    await bumpContentVersion(trx);
  });
  await audit(db, actor, "settings.save", KEY, parsed.data);
  return { ok: true, message: "Settings saved." };
}

/** The Settings tab's slice (admins only). */
export function settingsApi(db: Db, actor: AuditActor): SettingsApi {
  return {
    blog: () => getBlogSettings(db),
    saveBlog: (input) => saveBlogSettings(db, actor, input),
  };
}
