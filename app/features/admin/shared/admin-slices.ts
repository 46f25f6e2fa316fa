// context.admin: the session (admin-types.ts) and one slice per admin feature, each declared in its
// feature's folder and built by server/<feature>/ (server/admin/api.ts composes them, tsc checks that
// every slice here is built). A new operation is a method of its feature's slice; a new feature is one
// line here and one in the composition (docs/decisions/052).

import type { AccountApi } from "~/features/admin/account/account-api";
import type { AnalyticsApi } from "~/features/admin/analytics/analytics-api";
import type { BackupsApi } from "~/features/admin/backup/backup-api";
import type { BlogApi } from "~/features/admin/blog/blog-api";
import type { CallsApi } from "~/features/admin/calls/calls-api";
import type { CampaignsApi } from "~/features/admin/campaigns/campaign-schema";
import type { CommentsApi } from "~/features/admin/comments/comments-api";
import type { ContactsApi } from "~/features/admin/contacts/contacts-api";
import type { DashboardApi } from "~/features/admin/dashboard/dashboard-api";
import type { LeadsApi } from "~/features/admin/leads/leads-api";
import type { ManagedAdminApi } from "~/features/admin/managed/managed-types";
import type { MediaApi } from "~/features/admin/media/media-types";
import type { NotificationsApi } from "~/features/admin/notifications/notifications-api";
import type { SeoApi } from "~/features/admin/seo/seo-types";
import type { SequencesApi } from "~/features/admin/sequences/sequences-api";
import type { SettingsApi } from "~/features/admin/settings/settings-api";
import type { AdminAuth } from "~/features/admin/shared/admin-types";
import type { UsersApi } from "~/features/admin/users/users-api";

/** Each acts as the signed-in user; every change is audited. Reading one without a session answers 401. */
export interface AdminSlices {
  account: AccountApi;
  analytics: AnalyticsApi;
  backups: BackupsApi;
  blog: BlogApi;
  /** Strategy calls: the calls, consultants' availability, holidays (admins and sales). */
  calls: CallsApi;
  campaigns: CampaignsApi;
  comments: CommentsApi;
  contacts: ContactsApi;
  dashboard: DashboardApi;
  /** The Leads tab, the lead page, the Dashboard's follow-ups and the erasure of a person. */
  leads: LeadsApi;
  /** Portfolio, Testimonials and Team. */
  managed: ManagedAdminApi;
  media: MediaApi;
  notifications: NotificationsApi;
  seo: SeoApi;
  /** E-mail sequences (issue #39): the steps, the pause switch and a lead's sequence (admins and sales). */
  sequences: SequencesApi;
  settings: SettingsApi;
  users: UsersApi;
}

export type AdminContext = AdminAuth & AdminSlices;

// Declared here so that app/lib never has to import a feature.
declare module "react-router" {
  interface AppLoadContext {
    /** The admin area: the signed-in user, sign-in/out and each feature's slice. */
    admin?: AdminContext;
  }
}
