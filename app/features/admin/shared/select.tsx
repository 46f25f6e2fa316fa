import { type SelectHTMLAttributes, useId } from "react";
import { cn } from "~/lib/cn";

/** A plain value (shown as it is) or a stored id with its label. */
export type SelectOption = string | { id: string; label: string };

/**
 * The admin's one select (ADR 023), in two variants:
 * - `field`: a form field, its label above, full width, with hint and error lines;
 * - `inline`: a row's or a toolbar's control, as wide as its options, its label for screen readers only.
 */
export const SELECT_VARIANTS = {
  field: { label: "field-label", control: "field" },
  inline: { label: "sr-only", control: "field w-auto py-1.5 text-sm" },
} as const;

export type SelectVariant = keyof typeof SELECT_VARIANTS;

type Props = Omit<SelectHTMLAttributes<HTMLSelectElement>, "children"> & {
  label: string;
  options: readonly SelectOption[];
  variant?: SelectVariant;
  /** A first option with the value "" ("All statuses", "Choose a category"). */
  placeholder?: string;
  hint?: string;
  error?: string;
};

export function Select({
  id,
  label,
  options,
  variant = "field",
  placeholder,
  hint,
  error,
  className,
  ...props
}: Props) {
  const generated = useId();
  const selectId = id ?? generated;
  const style = SELECT_VARIANTS[variant];
  const describedBy = [error ? `${selectId}-error` : "", hint ? `${selectId}-hint` : ""].filter(Boolean).join(" ");
  return (
    <div className={variant === "inline" ? "inline-block" : undefined}>
      <label htmlFor={selectId} className={style.label}>
        {label}
        {props.required && variant === "field" && (
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        )}
      </label>
      <select
        id={selectId}
        className={cn(style.control, className)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...props}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => {
          const { id: value, label: text } = typeof o === "string" ? { id: o, label: o } : o;
          return (
            <option key={value} value={value}>
              {text}
            </option>
          );
        })}
      </select>
      {hint && (
        <p id={`${selectId}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${selectId}-error`} className="mt-1 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}
