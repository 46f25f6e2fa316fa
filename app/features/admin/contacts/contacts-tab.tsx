import { Mail } from "lucide-react";
import { Link, useFetcher } from "react-router";
import type { ContactInquiry } from "~/features/admin/contacts/contacts-api";
import { EmptyState } from "~/features/admin/shared/empty-state";
import { formatWhen } from "~/features/admin/shared/format";
import { TabPage } from "~/features/admin/shared/tab-page";
import { useResultToast } from "~/features/admin/shared/use-result-toast";
import type { Result } from "~/lib/result";

export function ContactsTab({ items }: { items: ContactInquiry[] }) {
  return (
    <TabPage title="Contact Forms">
      {items.length === 0 ? (
        <EmptyState icon={Mail} title="No messages yet.">
          Messages sent from the Contact page appear here.
        </EmptyState>
      ) : (
        <ul className="space-y-3">
          {items.map((c) => (
            <Inquiry key={c.id} c={c} />
          ))}
        </ul>
      )}
    </TabPage>
  );
}

const ACTIONS = [
  { status: "responded", label: "Mark Responded" },
  { status: "closed", label: "Close" },
  { status: "new", label: "Reopen" },
] as const;

function Inquiry({ c }: { c: ContactInquiry }) {
  const fetcher = useFetcher<Result>();
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
