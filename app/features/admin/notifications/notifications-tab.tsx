import { Bell } from "lucide-react";
import { Link, useFetcher } from "react-router";
import { NOTIFICATION_TONE_CLASS, notificationType } from "~/features/admin/notifications/notification-type";
import type { NotificationItem } from "~/features/admin/notifications/notifications-api";
import { EmptyState } from "~/features/admin/shared/empty-state";
import { formatWhen } from "~/features/admin/shared/format";
import { TabPage } from "~/features/admin/shared/tab-page";
import { useResultToast } from "~/features/admin/shared/use-result-toast";
import type { Result } from "~/lib/result";

export function NotificationsTab({ items }: { items: NotificationItem[] }) {
  const unread = items.filter((n) => !n.read).length;
  const fetcher = useFetcher<Result>();
  useResultToast(fetcher);
  return (
    <TabPage
      title="Notifications"
      actions={
        <fetcher.Form method="post">
          <button
            type="submit"
            name="intent"
            value="read-all"
            className="btn-secondary"
            disabled={unread === 0 || fetcher.state !== "idle"}
          >
            Mark All Read
          </button>
        </fetcher.Form>
      }
    >
      {items.length === 0 ? (
        <EmptyState icon={Bell} title="No notifications yet.">
          Every new lead and every failed e-mail or webhook delivery appears here.
        </EmptyState>
      ) : (
        <ul className="space-y-2">
          {items.map((n) => (
            <NotificationEntry key={n.id} n={n} />
          ))}
        </ul>
      )}
    </TabPage>
  );
}

function NotificationEntry({ n }: { n: NotificationItem }) {
  const type = notificationType(n.kind);
  return (
    <li className={`rounded-xl border p-4 ${n.read ? "border-slate-200 bg-white" : "border-brand-300 bg-brand-50"}`}>
      <p className="flex flex-wrap items-center justify-between gap-2">
        <span className="flex min-w-0 flex-wrap items-center gap-2 font-semibold text-slate-900">
          {!n.read && <span className="sr-only">Unread: </span>}
          <span
            className={`rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${NOTIFICATION_TONE_CLASS[type.tone]}`}
          >
            {type.label}
          </span>
          {n.link ? (
            <Link to={n.link} className="break-words text-brand-800 underline underline-offset-2">
              {n.title}
            </Link>
          ) : (
            <span className="break-words">{n.title}</span>
          )}
        </span>
        <span className="text-sm text-slate-700">{formatWhen(n.createdAt)}</span>
      </p>
      {n.body && <p className="mt-1 whitespace-pre-wrap break-words text-sm text-slate-800">{n.body}</p>}
    </li>
  );
}
