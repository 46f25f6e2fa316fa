import type { Dashboard, DashboardApi } from "~/features/admin/dashboard/dashboard-api";
import type { ApiActor } from "../auth/audit";
import type { Db } from "../db/schema";
import { listLeads } from "../leads/lead-list";
import { canUseLeads } from "../leads/lead-owners";
import { statCards } from "./stat-cards";

export const TOP_POSTS = 5;

/**
 * The Dashboard tab: newest leads, Top Performing Posts (5 most-viewed published), recent activity.
 * Leads for the roles that work them (admins and sales); the audit log (which holds e-mails typed into
 * failed sign-ins) for admins only.
 */
export async function dashboard(db: Db, isAdmin: boolean, withLeads = isAdmin): Promise<Dashboard> {
  const [leads, posts, activity] = await Promise.all([
    withLeads
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

/** The Dashboard's and the stat cards' slice: leads for admins and sales, the audit log for admins only. */
export function dashboardApi(db: Db, actor: ApiActor): DashboardApi {
  const isAdmin = actor.role === "admin";
  const withLeads = canUseLeads(actor.role);
  return {
    stats: () => statCards(db, withLeads),
    overview: () => dashboard(db, isAdmin, withLeads),
  };
}
