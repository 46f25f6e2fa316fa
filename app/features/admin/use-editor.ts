import { useCallback, useState } from "react";
import { useToast } from "~/components/widgets/toast";

/**
 * The add / edit modal of an admin table: which record is open ("new" for a new one), closing it, and
 * closing it after a save with the server's message as a toast. `initial` opens one at first render.
 */
export function useEditor<T>(initial: () => T | "new" | null = () => null) {
  const toast = useToast();
  const [editing, setEditing] = useState<T | "new" | null>(initial);
  const close = useCallback(() => setEditing(null), []);
  const saved = useCallback(
    (message: string) => {
      setEditing(null);
      toast.show("success", message);
    },
    [toast],
  );
  return { editing, setEditing, close, saved };
}
