import { useFetcher } from "react-router";
import { TextField } from "~/components/ui/field";
import { FOLLOW_UP_LABELS, followUpState } from "~/features/admin/leads/follow-up";
import type { LeadPipeline } from "~/features/admin/leads/lead-pipeline-types";
import { Panel } from "~/features/admin/shared/panel";
import { Select } from "~/features/admin/shared/select";
import { useResultToast } from "~/features/admin/shared/use-result-toast";
import type { Result } from "~/lib/result";

/**
 * Who works the lead and when to follow up: "Assign to me", an owner select and a follow-up day. Each
 * form answers with a toast (ADR 023); the page then shows the new owner, day and timeline line.
 */
export function LeadOwnerPanel({ pipeline, me }: { pipeline: LeadPipeline; me: string }) {
  const assign = useFetcher<Result>();
  const owner = useFetcher<Result>();
  const followUp = useFetcher<Result>();
  useResultToast(assign);
  useResultToast(owner);
  useResultToast(followUp);
  const state = followUpState(pipeline.followUpOn, pipeline.today);
  const options = pipeline.owners.map((o) => ({ id: o.id, label: o.name }));
  return (
    <Panel id="owner-heading" title="Owner and follow-up">
      <p className="mt-2 text-sm text-slate-700">
        {pipeline.ownerName ? (
          <>
            Owner: <span className="font-semibold text-slate-900">{pipeline.ownerName}</span>
          </>
        ) : (
          "Nobody owns this lead yet."
        )}
      </p>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        {pipeline.ownerId !== me && (
          <assign.Form method="post">
            <input type="hidden" name="intent" value="assign-me" />
            <button type="submit" className="btn-primary">
              Assign to me
            </button>
          </assign.Form>
        )}
        {/* Keyed by the owner so a saved change shows in the select at once. */}
        <owner.Form method="post" className="flex flex-wrap items-end gap-2" key={`owner-${pipeline.ownerId ?? ""}`}>
          <input type="hidden" name="intent" value="owner" />
          <Select
            name="owner"
            label="Owner"
            options={options}
            placeholder="Nobody"
            defaultValue={pipeline.ownerId ?? ""}
          />
          <button type="submit" className="btn-secondary">
            Save owner
          </button>
        </owner.Form>
      </div>

      <followUp.Form
        method="post"
        className="mt-5 flex flex-wrap items-end gap-2"
        key={`follow-up-${pipeline.followUpOn ?? ""}`}
      >
        <input type="hidden" name="intent" value="follow-up" />
        <TextField
          type="date"
          name="followUp"
          label="Follow-up date"
          defaultValue={pipeline.followUpOn ?? ""}
          min="2000-01-01"
          max="2099-12-31"
          aria-describedby="follow-up-state"
        />
        <button type="submit" className="btn-secondary">
          Save follow-up
        </button>
        {pipeline.followUpOn && (
          <button type="submit" name="clear" value="1" className="btn-secondary">
            Clear follow-up
          </button>
        )}
      </followUp.Form>
      <p id="follow-up-state" className="mt-2 text-sm text-slate-700">
        {pipeline.followUpOn
          ? `Follow up on ${pipeline.followUpOn}${state === "upcoming" ? "" : ` · ${FOLLOW_UP_LABELS[state]}`}.`
          : "No follow-up date set. Days are India Standard Time."}
      </p>
    </Panel>
  );
}
