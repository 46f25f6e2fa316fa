import { MailCheck, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { useFetcher } from "react-router";
import { AdminTable } from "~/features/admin/shared/admin-table";
import { ConfirmDialog } from "~/features/admin/shared/confirm-dialog";
import { EmptyState } from "~/features/admin/shared/empty-state";
import { Panel } from "~/features/admin/shared/panel";
import { TabPage } from "~/features/admin/shared/tab-page";
import { useResultToast } from "~/features/admin/shared/use-result-toast";
import type { Result } from "~/lib/result";
import { MAX_SEQUENCE_STEPS, SEQUENCE_PLACEHOLDERS, type SequencesOverview } from "./sequences-api";
import { nextDelay, PLACEHOLDER_HELP } from "./step-check";
import { StepEditor } from "./step-editor";

const COUNT_COLUMNS = ["Step", "Subject", "Days after the start", "Sent", "Opened", "Clicked"] as const;

/** Sequences (issue #39): the steps as Markdown, their results, and the switch that pauses every sequence. */
export function SequencesTab({ overview }: { overview: SequencesOverview }) {
  const { steps, paused, pending, active } = overview;
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<number | null>(null);
  const last = steps.at(-1)?.position ?? 0;
  const canAdd = steps.length < MAX_SEQUENCE_STEPS && !adding;
  return (
    <TabPage
      title="Sequences"
      description={`E-mails a lead receives after confirming "Email me ideas and next steps for this", or when a team member starts them from the lead page. ${pending} waiting for confirmation, ${active} running.`}
      actions={<PauseSwitch paused={paused} />}
    >
      <div className="space-y-6">
        {paused && (
          <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm font-medium text-amber-900">
            Every sequence is paused: nothing is sent; due steps go out once you resume.
          </p>
        )}
        <Panel id="sequence-results" title="Results per step">
          {steps.length === 0 ? (
            <EmptyState icon={MailCheck} title="No steps yet.">
              Add the first step below.
            </EmptyState>
          ) : (
            <AdminTable inPanel caption="Sent, opened and clicked per step" columns={COUNT_COLUMNS}>
              {steps.map((s) => (
                <tr key={s.position}>
                  <td className="p-3">{s.position}</td>
                  <td className="break-words p-3">{s.subject}</td>
                  <td className="p-3">{s.delayDays}</td>
                  <td className="p-3">{s.sent}</td>
                  <td className="p-3">{s.opened}</td>
                  <td className="p-3">{s.clicked}</td>
                </tr>
              ))}
            </AdminTable>
          )}
        </Panel>

        <Panel id="sequence-placeholders" title="Placeholders">
          <p className="mt-1 text-sm text-slate-700">
            Write them in a subject or message; anything else between double braces is refused. Names and companies are
            used only when they look like one, never as links.
          </p>
          <dl className="mt-3 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[11rem_1fr]">
            {SEQUENCE_PLACEHOLDERS.map((p) => (
              <div key={p} className="contents">
                <dt>
                  <code className="rounded bg-slate-100 px-1.5 py-0.5 text-slate-900">{`{{${p}}}`}</code>
                </dt>
                <dd className="text-slate-700">{PLACEHOLDER_HELP[p]}</dd>
              </div>
            ))}
          </dl>
        </Panel>

        {steps.map((s) => (
          <Panel key={`${s.position}-${s.updatedAt}`} id={`sequence-step-${s.position}`} title={`Step ${s.position}`}>
            <div className="mt-3">
              <StepEditor position={s.position} step={s} labelledBy={`sequence-step-${s.position}`} />
            </div>
            {s.position === last && s.position > 1 && (
              <button type="button" className="btn-secondary mt-4 text-red-800" onClick={() => setRemoving(s.position)}>
                <Trash2 aria-hidden="true" className="size-4" /> Remove step {s.position}
              </button>
            )}
          </Panel>
        ))}

        {adding && (
          <Panel id="sequence-step-new" title={`New step ${last + 1}`}>
            <div className="mt-3">
              <StepEditor
                position={last + 1}
                delayDays={nextDelay(steps)}
                isNew
                labelledBy="sequence-step-new"
                onSaved={() => setAdding(false)}
              />
            </div>
            <button type="button" className="btn-secondary mt-4" onClick={() => setAdding(false)}>
              Cancel
            </button>
          </Panel>
        )}
        {canAdd && (
          <button type="button" className="btn-secondary" onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" className="size-4" /> Add a step
          </button>
        )}
        {steps.length >= MAX_SEQUENCE_STEPS && (
          <p className="text-sm text-slate-700">A sequence has at most {MAX_SEQUENCE_STEPS} steps.</p>
        )}
      </div>
      {removing !== null && (
        <ConfirmDialog
          title={`Remove step ${removing}`}
          confirmLabel="Remove"
          fields={{ intent: "remove", position: String(removing) }}
          onClose={() => setRemoving(null)}
        >
          <p className="text-slate-800">
            Leads who have not had step {removing} yet will not get it. Steps already sent stay in their history.
          </p>
        </ConfirmDialog>
      )}
    </TabPage>
  );
}

/** The one switch that pauses every sequence at once (checked again when each step is sent). */
function PauseSwitch({ paused }: { paused: boolean }) {
  const fetcher = useFetcher<Result>();
  useResultToast(fetcher);
  // While the post is under way the switch already shows where it is going.
  const shown = fetcher.formData ? fetcher.formData.get("paused") === "on" : paused;
  return (
    <fetcher.Form method="post" className="flex items-center gap-3">
      <input type="hidden" name="intent" value="pause" />
      <input type="hidden" name="paused" value={shown ? "off" : "on"} />
      <span id="pause-all-label" className="text-sm font-medium text-slate-800">
        Pause all sequences
      </span>
      <button
        type="submit"
        role="switch"
        aria-checked={shown}
        aria-labelledby="pause-all-label"
        className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${shown ? "bg-amber-600" : "bg-slate-400"}`}
      >
        <span
          aria-hidden="true"
          className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${shown ? "translate-x-6" : "translate-x-1"}`}
        />
      </button>
    </fetcher.Form>
  );
}
