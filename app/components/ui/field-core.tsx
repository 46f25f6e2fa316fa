import { type ReactNode, type SelectHTMLAttributes, useId } from "react";
import { cn } from "~/lib/cn";

// The one wrapper and SelectField, apart from field.tsx (TextField, TextArea, Honeypot) for the bundle
// (ADR 004): the Knowledge Center and reports pages filter with a select, and field.tsx travels in the
// `forms` chunk, which would take the Knowledge Center past its 130 KB budget. This module joins the
// shared `ui` chunk instead (0.3 KB gzip on each page).

/** What `Field` hands its control: the id its label points at, the field look, and what screen readers hear. */
export interface FieldControlProps {
  id: string;
  className: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

export interface FieldProps {
  /** The control's id; one is generated when none is given. */
  id?: string;
  label: string;
  /** Read by screen readers only, for a table row's or a toolbar's control that speaks for itself on screen. */
  hideLabel?: boolean;
  /** Adds the red star after a visible label (screen readers hear the control's own `required`). */
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  /** Classes of the wrapping div: a grid span, `inline-block`. */
  className?: string;
  /** A checkbox: the box first, its label beside it (the hint and error lines stay below). */
  inline?: boolean;
  control: (props: FieldControlProps) => ReactNode;
}

/**
 * The one wrapper under every labelled input, select and textarea, public and admin: the label, the
 * control, and the hint and error lines, tied together for screen readers by for/id and aria-describedby.
 */
export function Field({ id, label, hideLabel, required, hint, error, className, inline, control }: FieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const describedBy =
    [error ? `${controlId}-error` : "", hint ? `${controlId}-hint` : ""].filter(Boolean).join(" ") || undefined;
  const labelEl = (
    <label
      htmlFor={controlId}
      className={hideLabel ? "sr-only" : inline ? "text-sm font-medium text-slate-800" : "field-label"}
    >
      {label}
      {required && !hideLabel && (
        <span aria-hidden="true" className="ml-0.5 text-red-700">
          *
        </span>
      )}
    </label>
  );
  const controlEl = control({
    id: controlId,
    className: inline ? "mt-0.5 size-4 shrink-0 accent-brand-700" : "field",
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
  });
  return (
    <div className={className}>
      {inline ? (
        <div className="flex items-start gap-3">
          {controlEl}
          {labelEl}
        </div>
      ) : (
        <>
          {labelEl}
          {controlEl}
        </>
      )}
      {hint && (
        <p id={`${controlId}-hint`} className={cn("mt-1 text-xs text-slate-600", inline && "pl-7")}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${controlId}-error`} className={cn("mt-1 text-sm font-medium text-red-800", inline && "pl-7")}>
          {error}
        </p>
      )}
    </div>
  );
}

/** What the text, textarea and select fields share with `Field`; `className` stays the control's own. */
export type FieldShared = Pick<FieldProps, "id" | "label" | "hideLabel" | "hint" | "error"> & {
  /** Classes of the wrapping div (`className` goes to the control, after `field`). */
  fieldClassName?: string;
};

/** A value shown as it is, or a stored id with its label. */
export type FieldOption = string | { id: string; label: string };

/** The value and text of an option, whichever way it was given. */
export function optionOf(option: FieldOption): { value: string; label: string } {
  return typeof option === "string" ? { value: option, label: option } : { value: option.id, label: option.label };
}

export function SelectField({
  id,
  label,
  hideLabel,
  hint,
  error,
  fieldClassName,
  className,
  options,
  placeholder,
  ...props
}: FieldShared &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, "children"> & {
    options: readonly FieldOption[];
    /** A first option with the value "" ("Choose…", "All statuses"). */
    placeholder?: string;
  }) {
  return (
    <Field
      {...{ id, label, hideLabel, hint, error }}
      required={props.required}
      className={fieldClassName}
      control={(a) => (
        <select {...a} {...props} className={cn(a.className, className)}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map(optionOf).map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    />
  );
}
