import type { NotificationItem, NotificationsApi } from "~/features/admin/notifications/notifications-api";
import type { Result } from "~/lib/result";
import type { Db } from "../db/schema";

// The admin's side of notifications: the tab's list, the frame's unread count and Mark All Read
// (./notify.ts writes them, in the transaction of what they tell of).

export async function listNotifications(db: Db, limit = 100): Promise<NotificationItem[]> {
  const rows = await db.selectFrom("notifications").selectAll().orderBy("created_at", "desc").limit(limit).execute();
  return rows.map((n) => ({
    id: n.id,
    kind: n.kind,
    title: n.title,
    body: n.body,
    link: n.link,
    read: n.read_at !== null,
    createdAt: n.created_at,
  }));
}

export async function markAllRead(db: Db): Promise<Result> {
  const res = await db
    .updateTable("notifications")
    .set({ read_at: new Date().toISOString() })
    .where("read_at", "is", null)
    .executeTakeFirst();
  const n = Number(res.numUpdatedRows);
  return { ok: true, message: n === 1 ? "1 notification marked as read." : `${n} notifications marked as read.` };
}

export async function unreadNotifications(db: Db) {
  const row = await db
    .selectFrom("notifications")
    .where("read_at", "is", null)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The Notifications tab's slice (any signed-in user). */
export function notificationsApi(db: Db): NotificationsApi {
  return {
    list: () => listNotifications(db),
    unread: () => unreadNotifications(db),
    markAllRead: () => markAllRead(db),
  };
}
