import { CheckCircle2, Info, X, XCircle } from "lucide-react";
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from "react";
import { cn } from "~/lib/cn";

export type ToastType = "success" | "error" | "info";

interface ToastItem {
  id: number;
  type: ToastType;
  message: string;
  leaving: boolean;
}

export const TOAST_DURATION_MS = 5000;
export const TOAST_EXIT_MS = 300;

interface ToastApi {
  show: (type: ToastType, message: string) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error("useToast() must be used inside <ToastProvider>");
  return api;
}

const STYLE: Record<ToastType, { Icon: typeof Info; className: string; label: string }> = {
  success: { Icon: CheckCircle2, className: "border-emerald-600 text-emerald-900", label: "Success" },
  error: { Icon: XCircle, className: "border-red-700 text-red-900", label: "Error" },
  info: { Icon: Info, className: "border-brand-600 text-brand-900", label: "Information" },
};

/**
 * Toasts close after 5 s or on their close button, with a 300 ms exit. The live regions exist from
 * the first render, so screen readers announce each toast: errors assertively, the rest politely.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => {
    setToasts((list) => list.map((t) => (t.id === id ? { ...t, leaving: true } : t)));
    window.setTimeout(() => setToasts((list) => list.filter((t) => t.id !== id)), TOAST_EXIT_MS);
  }, []);

  const show = useCallback(
    (type: ToastType, message: string) => {
      const id = nextId.current++;
      setToasts((list) => [...list, { id, type, message, leaving: false }]);
      window.setTimeout(() => dismiss(id), TOAST_DURATION_MS);
    },
    [dismiss],
  );

  const api = useMemo(() => ({ show }), [show]);
  const render = (kind: "polite" | "assertive") =>
    toasts
      .filter((t) => (t.type === "error") === (kind === "assertive"))
      .map((t) => {
        const { Icon, className, label } = STYLE[t.type];
        return (
          <div
            key={t.id}
            data-state={t.leaving ? "leaving" : "open"}
            data-type={t.type}
            className={cn(
              "toast pointer-events-auto flex w-80 max-w-[calc(100vw-2rem)] items-start gap-3 rounded-lg border-l-4 bg-white p-4 shadow-lg",
              className,
            )}
          >
            <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <p className="flex-1 text-sm font-medium">
              <span className="sr-only">{label}: </span>
              {t.message}
            </p>
            <button
              type="button"
              onClick={() => dismiss(t.id)}
              className="rounded p-0.5 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
              aria-label="Close notification"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </div>
        );
      });

  return (
    <ToastContext.Provider value={api}>
      {children}
      <section
        aria-label="Notifications"
        className="pointer-events-none fixed right-4 top-20 z-[70] flex flex-col gap-3"
      >
        <div role="alert" className="flex flex-col gap-3">
          {render("assertive")}
        </div>
        <div role="status" className="flex flex-col gap-3">
          {render("polite")}
        </div>
      </section>
    </ToastContext.Provider>
  );
}
