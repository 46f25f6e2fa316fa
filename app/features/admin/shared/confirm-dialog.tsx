import type { ReactNode } from "react";
import { useFetcher } from "react-router";
import { Modal } from "~/components/ui/modal";
import { useResultToast } from "~/features/admin/shared/use-result-toast";
import type { Result } from "~/lib/result";

/**
 * The admin's one confirm step (ADR 023): a dialog saying what will happen, Cancel (or Escape, or the
 * backdrop) keeps everything, the confirm button posts `fields` to the route's action through a
 * fetcher; the answer is a toast and closes the dialog.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  tone = "danger",
  fields,
  onClose,
}: {
  title: string;
  /** The question and what it affects. */
  children: ReactNode;
  confirmLabel: string;
  /** `danger` for what cannot be undone by another click (delete, erase); `primary` otherwise. */
  tone?: "danger" | "primary";
  /** Hidden fields of the post: at least the intent. */
  fields: Record<string, string>;
  onClose: () => void;
}) {
  const fetcher = useFetcher<Result>();
  useResultToast(fetcher, onClose);
  return (
    <Modal open onClose={onClose} title={title} size="max-w-md">
      {children}
      <fetcher.Form method="post" className="mt-6 flex justify-end gap-3">
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button type="button" className="btn-secondary" onClick={onClose}>
          Cancel
        </button>
        <button
          type="submit"
          className={tone === "danger" ? "btn-primary bg-red-700 hover:bg-red-800" : "btn-primary"}
          disabled={fetcher.state !== "idle"}
        >
          {confirmLabel}
        </button>
      </fetcher.Form>
    </Modal>
  );
}

/** "Are you sure you want to delete this <noun>?" (the post form's wording), posting intent=delete for the row. */
export function ConfirmDelete({
  id,
  name,
  noun,
  onClose,
}: {
  id: string;
  name: string;
  noun: string;
  onClose: () => void;
}) {
  return (
    <ConfirmDialog title={`Delete ${noun}`} confirmLabel="Delete" fields={{ intent: "delete", id }} onClose={onClose}>
      <p className="text-slate-800">Are you sure you want to delete this {noun}?</p>
      <p className="mt-1 font-semibold text-slate-900">{name}</p>
    </ConfirmDialog>
  );
}
