import type { Dashboard } from "~/features/admin/shared/admin-types";
import type { Db } from "../db/schema";
import { listLeads } from "./leads";

export const TOP_POSTS = 5;

/**
 * The Dashboard tab: newest leads, Top Performing Posts (5 most-viewed published), recent activity.
 * Leads and the audit log (which holds e-mails typed into failed sign-ins) are for admins only.
 */
export async function dashboard(db: Db, isAdmin: boolean): Promise<Dashboard> {
  const [leads, posts, activity] = await Promise.all([
    isAdmin
      ? listLeads(db, { q: "", type: "", status: "", from: "", to: "", page: 1 }, 5)
      : Promise.resolve({ rows: [] }),
    db
      .selectFrom("posts")
      .select(["slug", "title", "views"])
      .where("status", "=", "published")
      .orderBy("views", "desc")
      .orderBy("publish_date", "desc")
      .limit(TOP_POSTS)
      .execute(),
    isAdmin
      ? db.selectFrom("audit_log").selectAll().orderBy("created_at", "desc").limit(10).execute()
      : Promise.resolve([]),
  ]);
  return {
    newestLeads: leads.rows,
    topPosts: posts.map((p) => ({ slug: p.slug, title: p.title, views: Number(p.views) })),
    activity: activity.map((a) => ({
      id: a.id,
      actor: a.actor,
      action: a.action,
      target: a.target,
      createdAt: a.created_at,
    })),
  };
}
