import { Pencil, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { TableHead } from "./panel";

/** The admin tabs' table: a caption for screen readers, column headers, the rows given as children. */
export function AdminTable({
  caption,
  columns,
  children,
}: {
  caption: string;
  columns: readonly string[];
  children: ReactNode;
}) {
  return (
    <div className="mt-4 overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <TableHead labels={columns} cellClass="p-3" rowClass="bg-slate-50 text-slate-700" />
        <tbody>{children}</tbody>
      </table>
    </div>
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
