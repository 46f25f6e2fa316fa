import type { ReactNode } from "react";
import { Modal } from "~/components/ui/modal";
import { FIELDS, type ManagedKind, SCHEMAS } from "~/features/admin/managed/managed-schemas";
import { ErrorSummary } from "~/features/admin/shared/error-summary";
import { useCheckedForm } from "~/features/admin/shared/use-checked-form";
import type { FieldErrors, Result as Outcome } from "~/lib/result";

type Result = Outcome & { intent?: string };

/**
 * The add / edit modal of a managed item, like the Post form: the shared schema checks the fields
 * before sending (naming each problem), the server checks them again, a save closes the modal.
 */
export function ManagedFormModal({
  kind,
  id,
  noun,
  labels,
  onClose,
  onSaved,
  children,
}: {
  kind: ManagedKind;
  /** null: a new item. */
  id: string | null;
  /** "Team Member": the modal is "Add Team Member" or "Edit Team Member". */
  noun: string;
  /** Field name → its label, for the summary of problems. */
  labels: Record<string, string>;
  onClose: () => void;
  onSaved: (message: string) => void;
  children: (errors: FieldErrors) => ReactNode;
}) {
  const fields: readonly string[] = FIELDS[kind];
  const { fetcher, formRef, errors, check } = useCheckedForm<Result>({
    schema: SCHEMAS[kind],
    fields,
    onSaved,
    savedMessage: "Saved.",
  });

  return (
    <Modal open onClose={onClose} title={id ? `Edit ${noun}` : `Add ${noun}`} size="max-w-3xl">
      <fetcher.Form method="post" noValidate onSubmit={check} ref={formRef} className="space-y-4">
        <input type="hidden" name="intent" value="save" />
        {id && <input type="hidden" name="id" value={id} />}
        <ErrorSummary fields={fields} errors={errors} label={(f) => labels[f] ?? f} />
        {children(errors)}
        <div className="flex justify-end gap-3 pt-2">
          <button type="button" className="btn-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn-primary" disabled={fetcher.state !== "idle"}>
            {id ? "Save Changes" : `Create ${noun}`}
          </button>
        </div>
      </fetcher.Form>
    </Modal>
  );
}

/**
 * The props every field of a managed form repeats: `f("name")` gives its id, name, label, the item's
 * current value and its error. Pass a different defaultValue after the spread for lists and defaults.
 */
export function bindFields(prefix: string, labels: Record<string, string>, item: object | null, errors: FieldErrors) {
  return (name: string) => ({
    id: `${prefix}-${name}`,
    name,
    label: labels[name] ?? name,
    defaultValue: item ? String((item as Record<string, unknown>)[name] ?? "") : "",
    error: errors[name],
  });
}
