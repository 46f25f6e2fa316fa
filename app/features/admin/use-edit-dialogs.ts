import { useCallback, useState } from "react";
import { useToast } from "~/components/widgets/toast";

/**
 * The state of a list tab's dialogs: the item in the add/edit modal ("new" for Add), the item awaiting
 * delete confirmation, and `saved`, which closes the modal and announces the server's message.
 */
export function useEditDialogs<T>() {
  const toast = useToast();
  const [editing, setEditing] = useState<T | "new" | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const close = useCallback(() => setEditing(null), []);
  const saved = useCallback(
    (message: string) => {
      setEditing(null);
      toast.show("success", message);
    },
    [toast],
  );
  return { editing, setEditing, deleting, setDeleting, close, saved };
}
