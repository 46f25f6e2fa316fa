import type { ReactNode } from "react";

/** A titled card of an admin screen, labelled by its heading for screen readers. */
export function Panel({
  id,
  title,
  className = "",
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={`rounded-xl border border-slate-200 bg-white p-5 ${className}`}>
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A table's header row: one column heading per label. */
export function TableHead({
  labels,
  cellClass,
  rowClass,
}: {
  labels: readonly string[];
  cellClass: string;
  rowClass?: string;
}) {
  return (
    <thead className={rowClass}>
      <tr>
        {labels.map((l) => (
          <th key={l} scope="col" className={cellClass}>
            {l}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** The card of the sign-in and first-admin pages. */
export function GateCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="container-page flex justify-center py-16">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        {children}
      </div>
    </div>
  );
}
