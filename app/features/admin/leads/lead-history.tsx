import { Link } from "react-router";
import { LEAD_TYPE_LABELS } from "~/features/admin/leads/lead-filter";
import type { LeadPipeline } from "~/features/admin/leads/lead-pipeline-types";
import { timelineLine } from "~/features/admin/leads/lead-timeline-format";
import { formatWhen } from "~/features/admin/shared/format";
import { Panel } from "~/features/admin/shared/panel";

/**
 * What happened to the lead, oldest first (received at the top, the latest change at the bottom), who
 * did it and when; then the chat it came from and the same person's other leads. All of it as text.
 */
export function LeadHistory({ pipeline }: { pipeline: LeadPipeline }) {
  return (
    <>
      <Panel id="timeline-heading" title="Timeline">
        {pipeline.events.length === 0 ? (
          <p className="mt-3 text-sm text-slate-700">Nothing has been recorded for this lead yet.</p>
        ) : (
          <ol className="mt-3 space-y-2 border-l-2 border-slate-200 pl-4 text-sm" aria-label="Timeline, oldest first">
            {pipeline.events.map((e) => (
              <li key={e.id}>
                <p className="text-xs font-semibold text-slate-700">
                  <time dateTime={e.at}>{formatWhen(e.at)}</time> · {e.actor === "system" ? "System" : e.actor}
                </p>
                <p className="whitespace-pre-wrap break-words text-slate-900">{timelineLine(e)}</p>
              </li>
            ))}
          </ol>
        )}
        {pipeline.chat.length > 0 && (
          <details className="mt-4 rounded-lg bg-slate-50 p-3 text-sm">
            <summary className="cursor-pointer font-semibold text-slate-900">
              {`Chat conversation (${pipeline.chat.length} messages)`}
            </summary>
            <ol className="mt-2 space-y-2">
              {pipeline.chat.map((m) => (
                <li key={m.id}>
                  <p className="text-xs font-semibold text-slate-700">
                    {m.fromVisitor ? "Visitor" : "Assistant"} · <time dateTime={m.at}>{formatWhen(m.at)}</time>
                  </p>
                  <p className="whitespace-pre-wrap break-words text-slate-900">{m.text}</p>
                </li>
              ))}
            </ol>
          </details>
        )}
      </Panel>

      {pipeline.otherLeads.length > 0 && (
        <Panel id="person-heading" title="Other leads from this person">
          <ul className="mt-3 divide-y divide-slate-100 text-sm">
            {pipeline.otherLeads.map((o) => (
              <li key={o.id} className="flex flex-wrap justify-between gap-2 py-2">
                <Link to={`/admin/leads/${o.id}`} className="font-semibold text-brand-700 underline underline-offset-2">
                  {LEAD_TYPE_LABELS[o.type] ?? o.type}
                  {o.name ? `: ${o.name}` : ""}
                </Link>
                <span className="text-slate-700">
                  {o.status} · {formatWhen(o.createdAt)}
                </span>
              </li>
            ))}
          </ul>
        </Panel>
      )}
    </>
  );
}
