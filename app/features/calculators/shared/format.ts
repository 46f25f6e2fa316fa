import { formatMoney } from "~/lib/money";
import { isBlank, toNumber } from "~/lib/to-number";
import type { FieldSpec } from "./field-specs";

const COUNT = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });
const CENTS = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2 });

const noMinusZero = (text: string) => text.replace(/^-(?=[$0.,]*$)/, "");

/** Plain numbers with separators and at most two decimals: 1000 → "1,000", 3.5 → "3.5". */
export function formatCount(value: number): string {
  return noMinusZero(COUNT.format(Number.isFinite(value) ? value : 0));
}

/** "3 days", "1 day". */
export function withUnit(value: number, unit: string): string {
  const singular = unit.endsWith("s") ? unit.slice(0, -1) : unit;
  return `${formatCount(value)} ${value === 1 ? singular : unit}`;
}

/**
 * An amount the visitor typed, exactly as entered: whole dollars stay whole ("$10"), anything with
 * cents keeps them ("$12.50"). Results, which are estimates, go through formatMoney (ADR 002) instead.
 */
export function formatEnteredMoney(value: number): string {
  if (!Number.isFinite(value)) return "$0";
  return Number.isInteger(value) ? formatMoney(value) : noMinusZero(CENTS.format(value));
}

export const NOT_PROVIDED = "Not provided";

/** One answer as a report shows it: the chosen option, the amount, the number with its unit. */
export function describeAnswer(field: FieldSpec, raw: unknown): string {
  if (field.kind === "select" || field.kind === "choice") {
    return typeof raw === "string" && raw !== "" ? raw : "Not specified";
  }
  if (field.kind === "slider") return withUnit(toNumber(raw), field.unit);
  if (isBlank(raw)) return NOT_PROVIDED;
  const value = toNumber(raw);
  if (field.format === "money") return formatEnteredMoney(value);
  return field.unit ? withUnit(value, field.unit) : formatCount(value);
}
