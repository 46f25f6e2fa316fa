import type { FieldErrors } from "~/lib/result";

/** "Please correct the highlighted fields: Title, Content." over a modal form, read out at once. */
export function ErrorSummary({
  fields,
  errors,
  label,
}: {
  fields: readonly string[];
  errors: FieldErrors;
  label: (field: string) => string;
}) {
  const named = fields.filter((f) => errors[f]);
  if (named.length === 0) return null;
  return (
    <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
      Please correct the highlighted fields: {named.map(label).join(", ")}.
    </p>
  );
}
