import { Link, useFetcher } from "react-router";
import type { ActionResult, ContactInquiry } from "./admin-types";
import { formatWhen } from "./format";
import { useResultToast } from "./use-result-toast";

export function ContactsTab({ items }: { items: ContactInquiry[] }) {
  return (
    <section aria-labelledby="tab-heading">
      <h1 id="tab-heading" className="text-2xl font-bold text-slate-900">
        Contact Forms
      </h1>
      {items.length === 0 ? (
        <p className="mt-6 rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-700">
          No messages yet. Messages sent from the Contact page appear here.
        </p>
      ) : (
        <ul className="mt-4 space-y-3">
          {items.map((c) => (
            <Inquiry key={c.id} c={c} />
          ))}
        </ul>
      )}
    </section>
  );
}

const ACTIONS = [
  { status: "responded", label: "Mark Responded" },
  { status: "closed", label: "Close" },
  { status: "new", label: "Reopen" },
] as const;

function Inquiry({ c }: { c: ContactInquiry }) {
  const fetcher = useFetcher<ActionResult>();
  useResultToast(fetcher);
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="font-semibold text-slate-900">{c.subject}</h2>
          <p className="break-words text-sm text-slate-700">
            <Link to={`/admin/leads/${c.id}`} className="text-brand-700 underline underline-offset-2">
              {c.name || c.email}
            </Link>
            {c.email && c.name && ` · ${c.email}`} · {formatWhen(c.createdAt)}
          </p>
          <p className="break-words text-sm text-slate-700">Source: {c.source}</p>
        </div>
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800">{c.status}</span>
      </div>
      <p className="mt-2 whitespace-pre-wrap break-words text-sm text-slate-900">{c.message}</p>
      <fetcher.Form method="post" className="mt-3 flex flex-wrap gap-2">
        <input type="hidden" name="id" value={c.id} />
        {ACTIONS.filter((a) => a.status !== c.status).map((a) => (
          <button
            key={a.status}
            type="submit"
            name="status"
            value={a.status}
            className="btn-secondary"
            disabled={fetcher.state !== "idle"}
          >
            {a.label}
          </button>
        ))}
      </fetcher.Form>
    </li>
  );
}
