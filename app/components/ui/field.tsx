import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";

interface Shared {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
}

/** Label, control and the hint/error lines, tied together for screen readers. */
function FieldShell({
  id,
  label,
  required,
  error,
  hint,
  control,
}: Shared & { required?: boolean; control: (aria: Record<string, unknown>) => ReactNode }) {
  const describedBy = [error ? `${id}-error` : "", hint ? `${id}-hint` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        )}
      </label>
      {control({ id, className: "field", "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}

export function TextField({ id, label, error, hint, ...props }: Shared & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FieldShell
      {...{ id, label, error, hint }}
      required={props.required}
      control={(a) => <input {...a} {...props} />}
    />
  );
}

export function TextArea({ id, label, error, hint, ...props }: Shared & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <FieldShell
      {...{ id, label, error, hint }}
      required={props.required}
      control={(a) => <textarea {...a} {...props} />}
    />
  );
}

export function SelectField({
  id,
  label,
  error,
  hint,
  options,
  placeholder,
  ...props
}: Shared & SelectHTMLAttributes<HTMLSelectElement> & { options: readonly string[]; placeholder: string }) {
  return (
    <FieldShell
      {...{ id, label, error, hint }}
      required={props.required}
      control={(a) => (
        <select {...a} {...props}>
          <option value="">{placeholder}</option>
          {options.map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          ))}
        </select>
      )}
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
