import type { InputHTMLAttributes, TextareaHTMLAttributes } from "react";
import { cn } from "~/lib/cn";
import { Field, type FieldShared as Shared } from "./field-core";

// The text controls on the one Field wrapper (field-core.tsx), and the honeypot: the form pages' parts.

export function TextField({
  id,
  label,
  hideLabel,
  hint,
  error,
  fieldClassName,
  className,
  ...props
}: Shared & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Field
      {...{ id, label, hideLabel, hint, error }}
      required={props.required}
      className={fieldClassName}
      control={(a) => <input {...a} {...props} className={cn(a.className, className)} />}
    />
  );
}

export function TextArea({
  id,
  label,
  hideLabel,
  hint,
  error,
  fieldClassName,
  className,
  ...props
}: Shared & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <Field
      {...{ id, label, hideLabel, hint, error }}
      required={props.required}
      className={fieldClassName}
      control={(a) => <textarea {...a} {...props} className={cn(a.className, className)} />}
    />
  );
}

/** A checkbox on the same wrapper: the box, its label beside it, the hint and error lines below. */
export function CheckboxField({
  id,
  label,
  hint,
  error,
  fieldClassName,
  className,
  ...props
}: Omit<Shared, "hideLabel"> & Omit<InputHTMLAttributes<HTMLInputElement>, "type">) {
  return (
    <Field
      {...{ id, label, hint, error }}
      inline
      required={props.required}
      className={fieldClassName}
      control={(a) => <input {...a} {...props} type="checkbox" className={cn(a.className, className)} />}
    />
  );
}

/** Off-screen field that people never see or reach; bots fill it. */
export function Honeypot({ name }: { name: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={`hp-${name}`}>Leave this field empty</label>
      <input id={`hp-${name}`} type="text" name={name} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
