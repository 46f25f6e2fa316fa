import { Form, Link } from "react-router";
import { ActionMessage } from "./action-message";
import type { ContactInquiry } from "./admin-types";
import { formatWhen } from "./format";

export function ContactsTab({
  items,
  result,
}: {
  items: ContactInquiry[];
  result?: { ok: boolean; message?: string };
}) {
  return (
    <section aria-labelledby="tab-heading">
      <h1 id="tab-heading" className="text-2xl font-bold text-slate-900">
        Contact Forms
      </h1>
      <ActionMessage result={result} />
      {items.length === 0 ? (
        <p className="mt-6 rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-700">
          No messages yet. Messages sent from the Contact page appear here.
        </p>
      ) : (
        <ul className="mt-4 space-y-3">
          {items.map((c) => (
            <li key={c.id} className="rounded-xl border border-slate-200 bg-white p-4">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div>
                  <h2 className="font-semibold text-slate-900">{c.subject}</h2>
                  <p className="text-sm text-slate-700">
                    <Link to={`/admin/leads/${c.id}`} className="text-brand-700 underline underline-offset-2">
                      {c.name || c.email}
                    </Link>
                    {c.email && c.name && ` · ${c.email}`} · {formatWhen(c.createdAt)}
                  </p>
                </div>
                <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800">
                  {c.status}
                </span>
              </div>
              <p className="mt-2 whitespace-pre-wrap break-words text-sm text-slate-900">{c.message}</p>
              <Form method="post" className="mt-3 flex gap-2">
                <input type="hidden" name="id" value={c.id} />
                {c.status !== "responded" && (
                  <button type="submit" name="status" value="responded" className="btn-secondary">
                    Mark Responded
                  </button>
                )}
                {c.status !== "closed" && (
                  <button type="submit" name="status" value="closed" className="btn-secondary">
                    Close
                  </button>
                )}
                {c.status !== "new" && (
                  <button type="submit" name="status" value="new" className="btn-secondary">
                    Reopen
                  </button>
                )}
              </Form>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
