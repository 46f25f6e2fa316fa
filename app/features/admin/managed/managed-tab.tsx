import { ArrowDown, ArrowUp, Plus } from "lucide-react";
import type { ReactNode } from "react";
import { useFetcher } from "react-router";
import { AdminTable, RowActions } from "~/features/admin/shared/admin-table";
import { ConfirmDelete } from "~/features/admin/shared/confirm-dialog";
import { EmptyState } from "~/features/admin/shared/empty-state";
import { RowStatusSelect } from "~/features/admin/shared/row-status-select";
import { TabPage } from "~/features/admin/shared/tab-page";
import { useEditor } from "~/features/admin/shared/use-editor";
import { useResultToast } from "~/features/admin/shared/use-result-toast";
import type { Result as Outcome } from "~/lib/result";

type Result = Outcome & { intent?: string };

export interface ManagedColumn<T> {
  header: string;
  cell: (item: T) => ReactNode;
}

export interface FormSlot<T> {
  item: T | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}

/**
 * One list tab of managed content (Portfolio, Testimonials, Team): a table in display order with a
 * status dropdown, Move up / Move down, Edit and Delete per row, and an Add button; add and edit open
 * the kind's form in a modal, delete asks first in a dialog.
 */
export function ManagedTab<T extends { id: string; status: string }>({
  title,
  addLabel,
  noun,
  empty,
  items,
  columns,
  nameOf,
  statuses,
  renderForm,
}: {
  title: string;
  addLabel: string;
  /** "project": used in the delete question and the dialog title. */
  noun: string;
  /** What the empty table says: "No projects yet." and what to do. */
  empty: { title: string; text: string };
  items: T[];
  columns: ManagedColumn<T>[];
  nameOf: (item: T) => string;
  statuses: readonly { id: string; label: string }[];
  renderForm: (slot: FormSlot<T>) => ReactNode;
}) {
  const { editing, setEditing, deleting, setDeleting, close, closeDelete, saved } = useEditor<T>();
  return (
    <TabPage
      title={title}
      actions={
        <button type="button" className="btn-primary" onClick={() => setEditing("new")}>
          <Plus aria-hidden="true" className="size-4" /> {addLabel}
        </button>
      }
    >
      {items.length === 0 ? (
        <EmptyState title={empty.title}>{empty.text}</EmptyState>
      ) : (
        <AdminTable
          caption={`${title}, in the order the public site shows them`}
          columns={[...columns.map((c) => c.header), "Status", "Order", "Actions"]}
        >
          {items.map((item, i) => (
            <tr key={item.id} className="border-t border-slate-200 align-top">
              {columns.map((c) => (
                <td key={c.header} className="p-3">
                  {c.cell(item)}
                </td>
              ))}
              <td className="p-3">
                <RowStatusSelect id={item.id} name={nameOf(item)} value={item.status} statuses={statuses} />
              </td>
              <td className="p-3">
                <MoveButtons id={item.id} name={nameOf(item)} first={i === 0} last={i === items.length - 1} />
              </td>
              <td className="p-3">
                <RowActions name={nameOf(item)} onEdit={() => setEditing(item)} onDelete={() => setDeleting(item)} />
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
      {editing && renderForm({ item: editing === "new" ? null : editing, onClose: close, onSaved: saved })}
      {deleting && <ConfirmDelete id={deleting.id} name={nameOf(deleting)} noun={noun} onClose={closeDelete} />}
    </TabPage>
  );
}

/**
 * Two real buttons (keyboard and screen-reader friendly). At an end, or while a move is saving, a button
 * is aria-disabled rather than disabled, so the keyboard focus stays on it as the row moves.
 */
function MoveButtons({ id, name, first, last }: { id: string; name: string; first: boolean; last: boolean }) {
  const fetcher = useFetcher<Result>();
  useResultToast(fetcher);
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" className="flex gap-1">
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="id" value={id} />
      {(
        [
          ["up", ArrowUp, first],
          ["down", ArrowDown, last],
        ] as const
      ).map(([direction, Icon, atEnd]) => (
        <button
          key={direction}
          type="submit"
          name="direction"
          value={direction}
          className="btn-secondary px-2 aria-disabled:cursor-not-allowed aria-disabled:opacity-70"
          aria-label={`Move ${name} ${direction}`}
          aria-disabled={atEnd || busy || undefined}
          onClick={(e) => {
            if (atEnd || busy) e.preventDefault();
          }}
        >
          <Icon aria-hidden="true" className="size-4" />
        </button>
      ))}
    </fetcher.Form>
  );
}
