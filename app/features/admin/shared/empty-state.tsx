import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/**
 * What a list or table shows when it has nothing in it: what is missing, why or what to do next, and
 * optionally the one button that fills it. Never sample rows.
 */
export function EmptyState({
  title,
  children,
  icon: Icon,
  action,
}: {
  title: string;
  children?: ReactNode;
  icon?: LucideIcon;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
      {Icon && <Icon aria-hidden="true" className="size-8 text-slate-500" />}
      <p className="mt-3 font-semibold text-slate-900">{title}</p>
      {children && <div className="mt-1 max-w-prose text-sm text-slate-700">{children}</div>}
      {action && <div className="mt-4">{action}</div>}
    </div>
  );
}
