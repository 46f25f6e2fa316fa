import { useFetcher } from "react-router";
import { Modal } from "~/components/ui/modal";
import type { ActionResult } from "./admin-types";
import { useResultToast } from "./use-result-toast";

/**
 * "Are you sure you want to delete this <noun>?" in a dialog (spec-2 post form): Delete posts
 * intent=delete for the row to the tab's action; Cancel, Escape or the backdrop keep it.
 */
export function ConfirmDeleteDialog({
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
  const fetcher = useFetcher<ActionResult>();
  useResultToast(fetcher, onClose);
  return (
    <Modal open onClose={onClose} title={`Delete ${noun}`} size="max-w-md">
      <p className="text-slate-800">Are you sure you want to delete this {noun}?</p>
      <p className="mt-1 font-semibold text-slate-900">{name}</p>
      <fetcher.Form method="post" className="mt-6 flex justify-end gap-3">
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="id" value={id} />
        <button type="button" className="btn-secondary" onClick={onClose}>
          Cancel
        </button>
        <button type="submit" className="btn-primary bg-red-700 hover:bg-red-800" disabled={fetcher.state !== "idle"}>
          Delete
        </button>
      </fetcher.Form>
    </Modal>
  );
}
