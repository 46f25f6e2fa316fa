import { Pencil, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { TableHead } from "~/features/admin/shared/panel";

/**
 * The admin's one table (ADR 023): a caption for screen readers, column headers, the rows given as
 * children. A wide table scrolls sideways inside its own box (a phone's page never does); the box is
 * focusable and named, so a keyboard can scroll it too. `inPanel`: inside a Panel, without a card of its own.
 */
export function AdminTable({
  caption,
  columns,
  children,
  inPanel = false,
}: {
  caption: string;
  columns: readonly string[];
  children: ReactNode;
  inPanel?: boolean;
}) {
  const box = inPanel ? "mt-3" : "mt-4 rounded-xl border border-slate-200 bg-white";
  return (
    // `relative`: the rows' screen-reader-only labels (absolutely positioned) are clipped by this box
    // too; without it they escape it and widen a phone's page by the table's hidden width.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
    <section aria-label={caption} tabIndex={0} className={`${box} relative max-w-full overflow-x-auto`}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <TableHead labels={columns} cellClass="p-3" rowClass="bg-slate-50 text-slate-700" />
        <tbody className={inPanel ? "divide-y divide-slate-100 text-slate-800" : undefined}>{children}</tbody>
      </table>
    </section>
  );
}

/** A row's Edit and Delete buttons, each naming the row for screen readers. */
export function RowActions({ name, onEdit, onDelete }: { name: string; onEdit: () => void; onDelete: () => void }) {
  return (
    <div className="flex gap-2">
      <button type="button" className="btn-secondary" onClick={onEdit} aria-label={`Edit ${name}`}>
        <Pencil aria-hidden="true" className="size-4" /> Edit
      </button>
      <button type="button" className="btn-secondary" onClick={onDelete} aria-label={`Delete ${name}`}>
        <Trash2 aria-hidden="true" className="size-4" /> Delete
      </button>
    </div>
  );
}
