/** A raw form value as it arrives from an input, a select, JSON or FormData. */
export type FormValue = string | number | null | undefined;

// Plain decimal notation only (optional sign, fraction, exponent). Number() alone would also accept
// "0x1f", "0b101" and "Infinity", which no visitor means when typing an amount.
const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?$/i;

/** True when a value was not filled in: undefined, null, or a string of only whitespace. */
export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === "string" && value.trim() === "");
}

/**
 * Coerces a form value to a finite number: empty or non-numeric input counts as 0 (spec-1 §5).
 *
 * - Numbers pass through; NaN and ±Infinity become 0.
 * - Strings are trimmed, then every comma is removed: commas are read as thousands separators,
 *   never as a decimal comma. Removing all of them (instead of checking groups of three) also
 *   accepts the Indian grouping visitors may type ("1,00,000" → 100000). "1,5" therefore reads 15.
 * - Blank, non-numeric or overflowing strings ("1e400") become 0; anything else (booleans, files) is 0.
 * - -0 is normalised to 0 so results never show "-$0".
 */
export function toNumber(value: unknown): number {
  let result = 0;
  if (typeof value === "number") {
    result = value;
  } else if (typeof value === "string") {
    const cleaned = value.trim().replace(/,/g, "");
    if (DECIMAL.test(cleaned)) result = Number(cleaned);
  }
  if (!Number.isFinite(result) || result === 0) return 0;
  return result;
}
