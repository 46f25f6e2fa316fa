import { Search } from "lucide-react";
import { Suspense, useCallback, useEffect, useRef, useState } from "react";
import { useLazyWidget } from "./lazy-widgets";

/** The header's search button; Ctrl-K (Cmd-K on a Mac) opens the same dialog from anywhere. */
export function SearchButton() {
  // The search dialog and its index are rare: the code loads on the first opening (button or
  // Ctrl/Cmd-K) and the index is fetched then.
  const { Component: SearchDialog } = useLazyWidget("searchDialog");
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  // Focus goes back to the button once the dialog has left the page (while it is open the rest of
  // the page is inert and cannot take focus).
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !open) button.current?.focus();
    wasOpen.current = open;
  }, [open]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === "k") {
        e.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
        aria-label="Search the site"
        title="Search (Ctrl+K)"
        onClick={() => setOpen(true)}
        className="rounded-md p-2 text-slate-900 hover:bg-slate-100"
      >
        <Search aria-hidden="true" className="size-5" />
      </button>
      {open && (
        <Suspense fallback={null}>
          <SearchDialog onClose={close} />
        </Suspense>
      )}
    </>
  );
}
