import { type RefObject, useEffect } from "react";

/**
 * While `active`, Escape or a pointer press outside `container` calls `onDismiss`. Escape also returns
 * focus to `returnFocus`, so keyboard users land where they started.
 */
export function useDismiss(
  active: boolean,
  container: RefObject<HTMLElement | null>,
  onDismiss: () => void,
  returnFocus?: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    if (!active) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      onDismiss();
      returnFocus?.current?.focus();
    };
    const onPointer = (e: PointerEvent) => {
      if (container.current && !container.current.contains(e.target as Node)) onDismiss();
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [active, container, onDismiss, returnFocus]);
}
