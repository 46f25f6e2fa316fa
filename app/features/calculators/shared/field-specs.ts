/**
 * Declarative wizard steps: each step lists its fields, so the screens, the print window and the
 * e-mailed report all label an input the same way. Pure data and types (no React).
 */

interface BaseField<K extends string> {
  name: K;
  label: string;
  hint?: string;
}

/** A number typed by the visitor; blank or non-numeric counts as 0 (spec-1 §5). */
export interface NumberField<K extends string> extends BaseField<K> {
  kind: "number";
  /** "money" amounts show as dollars in reports; "count" as plain numbers. */
  format: "money" | "count";
  /** Unit shown after the value in reports ("hours", "months"). */
  unit?: string;
}

export interface SelectSpec<K extends string> extends BaseField<K> {
  kind: "select";
  options: readonly string[];
  placeholder: string;
}

/** A slider with its value shown beside it (the report-days slider runs 0 to 10). */
export interface SliderField<K extends string> extends BaseField<K> {
  kind: "slider";
  min: number;
  max: number;
  unit: string;
}

/** A short list of exclusive options shown as radio buttons. */
export interface ChoiceField<K extends string> extends BaseField<K> {
  kind: "choice";
  options: readonly string[];
}

export type FieldSpec<K extends string = string> = NumberField<K> | SelectSpec<K> | SliderField<K> | ChoiceField<K>;

export interface StepSpec<K extends string = string> {
  title: string;
  description: string;
  fields: readonly FieldSpec<K>[];
  /** A benchmark fact shown under the fields. */
  hint?: string;
}

/** The first step's two selects, the same in all three calculators but for their option lists. */
export function companyBasicsFields(
  industries: readonly string[],
  sizes: readonly string[],
): [SelectSpec<"industry">, SelectSpec<"companySize">] {
  return [
    { kind: "select", name: "industry", label: "Industry", options: industries, placeholder: "Select your industry" },
    {
      kind: "select",
      name: "companySize",
      label: "Company size",
      options: sizes,
      placeholder: "Select your company size",
    },
  ];
}
