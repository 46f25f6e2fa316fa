import { TextField } from "~/components/ui/field";
import { Field, SelectField } from "~/components/ui/field-core";
import { toNumber } from "~/lib/to-number";
import type { ChoiceField, FieldSpec, SliderField } from "./field-specs";
import { withUnit } from "./format";

type Values = Record<string, string | number>;

interface StepFieldsProps {
  /** Prefix for element ids, unique per calculator. */
  idPrefix: string;
  fields: readonly FieldSpec[];
  values: Values;
  onChange: (name: string, value: string | number) => void;
}

/** Renders a step's questions from their specs: every control labelled, hints tied to it. */
export function StepFields({ idPrefix, fields, values, onChange }: StepFieldsProps) {
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      {fields.map((field) => (
        <Control
          key={field.name}
          id={`${idPrefix}-${field.name}`}
          field={field}
          value={values[field.name] ?? ""}
          onChange={onChange}
        />
      ))}
    </div>
  );
}

interface ControlProps<F> {
  id: string;
  field: F;
  value: string | number;
  onChange: (name: string, value: string | number) => void;
}

function Control({ id, field, value, onChange }: ControlProps<FieldSpec>) {
  switch (field.kind) {
    case "select":
      return (
        <SelectField
          id={id}
          name={field.name}
          label={field.label}
          hint={field.hint}
          options={field.options}
          placeholder={field.placeholder}
          value={String(value)}
          onChange={(e) => onChange(field.name, e.target.value)}
        />
      );
    case "number":
      return (
        <TextField
          id={id}
          name={field.name}
          label={field.label}
          hint={field.hint}
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          value={String(value)}
          onChange={(e) => onChange(field.name, e.target.value)}
        />
      );
    case "slider":
      return <Slider id={id} field={field} value={value} onChange={onChange} />;
    case "choice":
      return <Choice id={id} field={field} value={value} onChange={onChange} />;
  }
}

// The visible value sits beside the track; aria-valuetext reads "3 days" rather than "3".
function Slider({ id, field, value, onChange }: ControlProps<SliderField<string>>) {
  const days = Math.min(field.max, Math.max(field.min, toNumber(value)));
  const text = withUnit(days, field.unit);
  return (
    <Field
      id={id}
      label={field.label}
      hint={field.hint}
      className="sm:col-span-2"
      control={(a) => (
        <>
          <div className="flex items-center gap-4">
            <input
              id={a.id}
              name={field.name}
              type="range"
              min={field.min}
              max={field.max}
              step={1}
              value={days}
              aria-valuetext={text}
              aria-describedby={a["aria-describedby"]}
              onChange={(e) => onChange(field.name, e.target.valueAsNumber)}
              className="h-2 w-full cursor-pointer accent-brand-600"
            />
            <output htmlFor={a.id} className="w-20 shrink-0 text-right font-semibold text-slate-900">
              {text}
            </output>
          </div>
          <div aria-hidden="true" className="mt-1 flex justify-between text-xs text-slate-600">
            <span>{withUnit(field.min, field.unit)}</span>
            <span>{withUnit(field.max, field.unit)}</span>
          </div>
        </>
      )}
    />
  );
}

function Choice({ id, field, value, onChange }: ControlProps<ChoiceField<string>>) {
  return (
    <fieldset className="sm:col-span-2">
      <legend className="field-label">{field.label}</legend>
      <div className="flex flex-wrap gap-3">
        {field.options.map((option, i) => (
          <label
            key={option}
            htmlFor={`${id}-${i}`}
            className="inline-flex cursor-pointer items-center gap-2 rounded-lg border border-slate-400 px-4 py-2 text-slate-900 has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:ring-2 has-focus-visible:ring-brand-500"
          >
            <input
              id={`${id}-${i}`}
              type="radio"
              name={field.name}
              value={option}
              checked={value === option}
              onChange={() => onChange(field.name, option)}
              className="accent-brand-600"
            />
            {option}
          </label>
        ))}
      </div>
      {field.hint && <p className="mt-1 text-xs text-slate-600">{field.hint}</p>}
    </fieldset>
  );
}
