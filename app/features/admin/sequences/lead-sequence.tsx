import { Play, Reply, Square } from "lucide-react";
import { useFetcher } from "react-router";
import { AdminTable } from "~/features/admin/shared/admin-table";
import { formatWhen } from "~/features/admin/shared/format";
import { Panel } from "~/features/admin/shared/panel";
import { useResultToast } from "~/features/admin/shared/use-result-toast";
import type { Result } from "~/lib/result";
import type { LeadSequencePanel, LeadSequenceState, LeadSequenceStep } from "./sequences-api";

const STEP_COLUMNS = ["Step", "Subject", "Planned", "Sent", "Opened", "Clicked"] as const;

/**
 * The lead page's sequence: how it started (the visitor's confirmed consent, or who started it), what
 * was sent and what is next in both clocks, and the buttons that start or stop it. Each button is a
 * plain form post, so Tab and Enter work and screen readers hear its name.
 */
export function LeadSequence({ panel }: { panel: LeadSequencePanel }) {
  const { sequence, canStart, cannotStartReason, canStop } = panel;
  return (
    <Panel id="sequence-heading" title="E-mail sequence">
      {sequence ? (
        <SequenceState sequence={sequence} />
      ) : (
        <p className="mt-2 text-sm text-slate-700">No sequence yet.</p>
      )}
      <div className="mt-4 flex flex-wrap items-center gap-3">
        {canStart && <SequenceButton intent="sequence-start" label="Start sequence" icon={Play} primary />}
        {canStop && <SequenceButton intent="sequence-stop" label="Stop sequence" icon={Square} />}
        {canStop && <SequenceButton intent="sequence-replied" label="They replied" icon={Reply} />}
        {!canStart && !canStop && cannotStartReason && (
          <p className="text-sm text-slate-700">Cannot start one: {cannotStartReason}.</p>
        )}
      </div>
    </Panel>
  );
}

function SequenceButton({
  intent,
  label,
  icon: Icon,
  primary = false,
}: {
  intent: string;
  label: string;
  icon: typeof Play;
  primary?: boolean;
}) {
  const fetcher = useFetcher<Result>();
  useResultToast(fetcher);
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <button type="submit" className={primary ? "btn-primary" : "btn-secondary"} disabled={fetcher.state !== "idle"}>
        <Icon aria-hidden="true" className="size-4" /> {label}
      </button>
    </fetcher.Form>
  );
}

/** "Waiting for the visitor to confirm", "Running", "Stopped: they replied", "Finished". */
export function statusLine(s: Pick<LeadSequenceState, "status" | "stopReason" | "stoppedAt" | "startedAt">): string {
  switch (s.status) {
    case "pending_consent":
      return "Waiting for the visitor to confirm from the e-mail.";
    case "active":
      return s.startedAt ? `Running since ${formatWhen(s.startedAt)}.` : "Running.";
    case "stopped":
      return `Stopped${s.stoppedAt ? ` ${formatWhen(s.stoppedAt)}` : ""}${s.stopReason ? `: ${s.stopReason}` : ""}.`;
    case "finished":
      return "Finished: every step was sent.";
  }
}

function SequenceState({ sequence: s }: { sequence: LeadSequenceState }) {
  const next = s.next;
  return (
    <div className="mt-2 space-y-3 text-sm">
      <p className="font-medium text-slate-900">{statusLine(s)}</p>
      <p className="text-slate-700">
        {s.startedBy
          ? `Started by ${s.startedBy}, sent from the company's address with their name and Reply-To.`
          : s.consentText
            ? `They ticked "${s.consentText}"${s.consentAskedAt ? ` on ${formatWhen(s.consentAskedAt)}` : ""}${
                s.consentConfirmedAt
                  ? ` and confirmed from the e-mail on ${formatWhen(s.consentConfirmedAt)}`
                  : ", not confirmed yet"
              }.`
            : ""}
      </p>
      {next && (
        <p className="font-semibold text-slate-900">
          {`Next: ${next.label}${s.paused ? " (every sequence is paused: it waits)" : ""}`}
        </p>
      )}
      {s.steps.length > 0 && (
        <AdminTable inPanel caption="This lead's sequence e-mails" columns={STEP_COLUMNS}>
          {s.steps.map((step) => (
            <StepRow key={step.step} step={step} />
          ))}
        </AdminTable>
      )}
    </div>
  );
}

function StepRow({ step }: { step: LeadSequenceStep }) {
  const sent = step.sentAt ? formatWhen(step.sentAt) : step.skippedReason ? `Not sent: ${step.skippedReason}` : "Due";
  return (
    <tr>
      <td className="p-3">{step.step}</td>
      <td className="break-words p-3">{step.subject}</td>
      <td className="p-3">{formatWhen(step.plannedAt)}</td>
      <td className="p-3">{sent}</td>
      <td className="p-3">{formatWhen(step.openedAt) || "—"}</td>
      <td className="p-3">{formatWhen(step.clickedAt) || "—"}</td>
    </tr>
  );
}
