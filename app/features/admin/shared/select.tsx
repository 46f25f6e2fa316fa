import type { ComponentProps } from "react";
import { type FieldOption, SelectField } from "~/components/ui/field-core";
import { cn } from "~/lib/cn";

/** A plain value (shown as it is) or a stored id with its label. */
export type SelectOption = FieldOption;

/**
 * The admin's one select (ADR 023), on the one `Field` wrapper, in two variants:
 * - `field`: a form field, its label above, full width, with hint and error lines;
 * - `inline`: a row's or a toolbar's control, as wide as its options, its label for screen readers only.
 */
export type SelectVariant = "field" | "inline";

type Props = Omit<ComponentProps<typeof SelectField>, "hideLabel" | "fieldClassName" | "hint"> & {
  variant?: SelectVariant;
  hint?: string;
};

export function Select({ variant = "field", className, ...props }: Props) {
  const inline = variant === "inline";
  return (
    <SelectField
      {...props}
      hideLabel={inline}
      fieldClassName={inline ? "inline-block" : undefined}
      className={cn(inline && "w-auto py-1.5 text-sm", className)}
    />
  );
}
