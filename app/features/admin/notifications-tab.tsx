import { Form, Link } from "react-router";
import { ActionMessage } from "./action-message";
import type { NotificationItem } from "./admin-types";
import { formatWhen } from "./format";

export function NotificationsTab({
  items,
  result,
}: {
  items: NotificationItem[];
  result?: { ok: boolean; message?: string };
}) {
  const unread = items.filter((n) => !n.read).length;
  return (
    <section aria-labelledby="tab-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="tab-heading" className="text-2xl font-bold text-slate-900">
          Notifications
        </h1>
        <Form method="post">
          <button type="submit" name="intent" value="read-all" className="btn-secondary" disabled={unread === 0}>
            Mark All Read
          </button>
        </Form>
      </div>
      <ActionMessage result={result} />
      {items.length === 0 ? (
        <p className="mt-6 rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-700">
          No notifications yet. Every new lead and every failed e-mail or webhook delivery appears here.
        </p>
      ) : (
        <ul className="mt-4 space-y-2">
          {items.map((n) => (
            <li
              key={n.id}
              className={`rounded-xl border p-4 ${n.read ? "border-slate-200 bg-white" : "border-brand-300 bg-brand-50"}`}
            >
              <p className="flex flex-wrap justify-between gap-2">
                <span className="font-semibold text-slate-900">
                  {!n.read && <span className="sr-only">Unread: </span>}
                  {n.link ? (
                    <Link to={n.link} className="text-brand-800 underline underline-offset-2">
                      {n.title}
                    </Link>
                  ) : (
                    n.title
                  )}
                </span>
                <span className="text-sm text-slate-700">{formatWhen(n.createdAt)}</span>
              </p>
              {n.body && <p className="mt-1 whitespace-pre-wrap break-words text-sm text-slate-800">{n.body}</p>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
