import { useCallback, useState } from "react";
import { useToast } from "~/components/widgets/toast";

/**
 * The dialogs of an admin table: the record in the add / edit modal ("new" for a new one), the record
 * awaiting delete confirmation, and `saved`, which closes the modal and shows the server's message as a
 * toast. `initial` opens the modal at first render (a link such as /admin/blog?edit=<id>).
 */
export function useEditor<T>(initial: () => T | "new" | null = () => null) {
  const toast = useToast();
  const [editing, setEditing] = useState<T | "new" | null>(initial);
  const [deleting, setDeleting] = useState<T | null>(null);
  const close = useCallback(() => setEditing(null), []);
  const closeDelete = useCallback(() => setDeleting(null), []);
  const saved = useCallback(
    (message: string) => {
      setEditing(null);
      toast.show("success", message);
    },
    [toast],
  );
  return { editing, setEditing, deleting, setDeleting, close, closeDelete, saved };
}
