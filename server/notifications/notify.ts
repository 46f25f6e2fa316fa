import type { NotificationKind } from "~/lib/statuses";
import { newRowId } from "../db/ids";
import type { Db } from "../db/schema";

export interface NewNotification {
  kind: NotificationKind;
  title: string;
  body?: string;
  link?: string | null;
}

/**
 * Adds one row to the admin area's Notifications tab. Pass the lead's transaction so a notification
 * exists exactly when the thing it tells of does.
 */
export async function addNotification(db: Db, n: NewNotification) {
  const id = newRowId();
  await db
    .insertInto("notifications")
    .values({
      id,
      kind: n.kind,
      title: n.title,
      body: n.body ?? "",
      link: n.link ?? null,
      read_at: null,
      created_at: new Date().toISOString(),
    })
    .execute();
  return id;
}
