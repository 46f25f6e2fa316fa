// What the Notifications tab and the frame's unread count receive (context.admin.notifications;
// server/notifications/admin-notifications.ts).

import type { Result } from "~/lib/result";
import type { NotificationKind } from "~/lib/statuses";

export interface NotificationItem {
  id: string;
  kind: NotificationKind;
  title: string;
  body: string;
  link: string | null;
  read: boolean;
  createdAt: string;
}

export interface NotificationsApi {
  /** The newest 100. */
  list(): Promise<NotificationItem[]>;
  unread(): Promise<number>;
  markAllRead(): Promise<Result>;
}
