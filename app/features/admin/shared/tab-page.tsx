import type { ReactNode } from "react";

/**
 * The frame of one admin screen: its title (the page's h1, `#tab-heading`), a line on what it is for,
 * the screen's main buttons on the right (below the title on a phone), then the content.
 */
export function TabPage({
  title,
  description,
  actions,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby="tab-heading">
      <div className="flex flex-wrap items-start justify-between gap-x-6 gap-y-3">
        <div className="min-w-0">
          <h1 id="tab-heading" className="text-2xl font-bold text-slate-900">
            {title}
          </h1>
          {description && <p className="mt-1 max-w-3xl text-slate-700">{description}</p>}
        </div>
        {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
      </div>
      {children && <div className="mt-6">{children}</div>}
    </section>
  );
}
