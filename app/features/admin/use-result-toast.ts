import { useEffect } from "react";
import { useToast } from "~/components/widgets/toast";
import type { ActionResult } from "./admin-types";

/** Announces a fetcher's answer as a toast once it arrives, then calls `then` (closing a dialog). */
export function useResultToast(fetcher: { state: string; data?: ActionResult }, then?: () => void) {
  const toast = useToast();
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data) {
      toast.show(fetcher.data.ok ? "success" : "error", fetcher.data.message ?? "");
      then?.();
    }
  }, [fetcher.state, fetcher.data, toast, then]);
}
