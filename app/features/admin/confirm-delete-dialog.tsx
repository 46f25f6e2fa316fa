import { useEffect } from "react";
import { useFetcher } from "react-router";
import { Modal } from "~/components/ui/modal";
import { useToast } from "~/components/widgets/toast";
import type { ActionResult } from "./admin-types";

/**
 * "Are you sure…?" in an accessible dialog (never window.confirm): Delete posts intent=delete with the
 * id to the tab's own action; the answer shows as a toast and the dialog closes.
 */
export function ConfirmDeleteDialog({
  title,
  question,
  name,
  id,
  onClose,
}: {
  title: string;
  question: string;
  /** What is deleted, shown under the question. */
  name: string;
  id: string;
  onClose: () => void;
}) {
  const fetcher = useFetcher<ActionResult>();
  const toast = useToast();
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data) {
      toast.show(fetcher.data.ok ? "success" : "error", fetcher.data.message ?? "");
      onClose();
    }
  }, [fetcher.state, fetcher.data, toast, onClose]);
  return (
    <Modal open onClose={onClose} title={title} size="max-w-md">
      <p className="text-slate-800">{question}</p>
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
