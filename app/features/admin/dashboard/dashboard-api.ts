// What the Dashboard tab and the stat cards over every tab receive (context.admin.dashboard;
// server/dashboard/).

import type { LeadRow } from "~/features/admin/leads/lead-types";

/** The five stat cards over the management view (the lead figures only for admins and sales). */
export interface StatCards {
  totalLeads?: number;
  newLeads?: number;
  publishedPosts: number;
  totalViews: number;
  /** The Engagement tile: likes + comments + shares of published posts. */
  engagement: number;
}

export interface TopPost {
  slug: string;
  title: string;
  views: number;
}

export interface ActivityItem {
  id: string;
  actor: string;
  action: string;
  target: string | null;
  createdAt: string;
}

export interface Dashboard {
  newestLeads: LeadRow[];
  topPosts: TopPost[];
  activity: ActivityItem[];
}

export interface DashboardApi {
  /** The stat cards; the lead figures only for admins and sales. */
  stats(): Promise<StatCards>;
  /** Newest leads (admins and sales), recent activity (admins only), Top Performing Posts. */
  overview(): Promise<Dashboard>;
}
