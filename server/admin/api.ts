import type { Request } from "express";
import type { SeoApi } from "~/features/admin/seo/seo-types";
import type { AdminSlices } from "~/features/admin/shared/admin-slices";
import { analyticsApi } from "../analytics/admin-analytics";
import type { ApiActor } from "../auth/audit";
import { type BackupPlace, backupsApi } from "../backups/admin-backups";
import { uploadedBackupOf } from "../backups/restore-upload";
import { blogApi } from "../blog/admin-posts";
import { commentsApi } from "../blog/comments";
import { callsApi } from "../calls/admin-calls";
import { campaignsApi } from "../campaigns/admin-campaigns";
import { contactsApi } from "../contacts/inquiries";
import { dashboardApi } from "../dashboard/dashboard";
import type { DbKind } from "../db/connect";
import type { Db } from "../db/schema";
import { leadsApi } from "../leads/admin-leads";
import { managedAdminApi } from "../managed/admin-content";
import { mediaApi } from "../media/media-store";
import { notificationsApi } from "../notifications/admin-notifications";
import { sequencesApi } from "../sequences/admin-sequences";
import { settingsApi } from "../settings/site-settings";
import { accountApi } from "../users/own-password";
import { usersApi } from "../users/users-admin";

// The one composition of the admin's slices (docs/decisions/052): each feature builds its own in
// server/<feature>/, this names them. tsc checks that every slice AdminSlices declares is built here.

/** What the slices need besides the database and the signed-in user: one per app. */
export interface SliceDeps {
  db: Db;
  kind: DbKind;
  /** BACKUP_DIR and BACKUP_KEEP. */
  backups: BackupPlace;
  /** The SEO audit, rendering with this app's build. */
  seo: SeoApi;
  /** SITE_URL (the sequences' booking link) and the app's clock. */
  siteUrl?: string;
  now?: () => Date;
}

type Builders<T> = { [K in keyof T]: (actor: ApiActor) => T[K] };

/**
 * Every admin feature's operations for one request, acting as `actor`. Each slice is built the first time
 * a route reads it, so a public page's request builds none. The gate and each route check the role
 * first; reading a slice with no one signed in answers 401.
 */
export function adminSlices(deps: SliceDeps, actor: ApiActor | undefined, req: Request): AdminSlices {
  const { db, kind } = deps;
  return lazily<AdminSlices>(actor, {
    account: (a) => accountApi(db, a),
    analytics: () => analyticsApi(db),
    backups: (a) => backupsApi({ db, kind }, a, deps.backups, uploadedBackupOf(req)),
    blog: (a) => blogApi(db, a),
    calls: (a) => callsApi(db, a),
    campaigns: (a) => campaignsApi(db, a),
    comments: (a) => commentsApi(db, a),
    contacts: (a) => contactsApi(db, a),
    dashboard: (a) => dashboardApi(db, a),
    leads: (a) => leadsApi(db, a),
    managed: (a) => managedAdminApi(db, a),
    media: (a) => mediaApi(db, a),
    notifications: () => notificationsApi(db),
    seo: () => deps.seo,
    sequences: (a) => sequencesApi(db, a, { siteUrl: deps.siteUrl ?? "", now: deps.now }),
    settings: (a) => settingsApi(db, a),
    users: (a) => usersApi(db, a),
  });
}

function lazily<T extends object>(actor: ApiActor | undefined, build: Builders<T>): T {
  const slices = {} as T;
  for (const key of Object.keys(build) as (keyof T)[]) {
    Object.defineProperty(slices, key, {
      enumerable: true,
      configurable: true,
      get() {
        if (!actor) throw new Response("Please sign in.", { status: 401 });
        const slice = build[key](actor);
        Object.defineProperty(slices, key, { value: slice, enumerable: true });
        return slice;
      },
    });
  }
  return slices;
}
