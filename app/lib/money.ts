// One formatter for every amount on the site (decision record: docs/decisions/002-money-format.md).
// Built once: constructing Intl formatters is comparatively slow and they are reused on every render.
const WHOLE_DOLLARS = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

const WHOLE_NUMBER = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

// Rounds to a whole number and drops -0 (Intl would print "-$0" for it); NaN and ±Infinity become 0.
function roundWhole(value: number): number {
  if (!Number.isFinite(value)) return 0;
  const rounded = Math.round(value);
  return rounded === 0 ? 0 : rounded;
}

/** US dollars, whole amounts: 1234.5 → "$1,235", -1200 → "-$1,200". Non-finite values show "$0". */
export function formatMoney(value: number): string {
  return WHOLE_DOLLARS.format(roundWhole(value));
}

/**
 * Percentage points (already multiplied by 100, as roiPct is), whole numbers with separators:
 * 288.2 → "288%", -16 → "-16%", 1500 → "1,500%". Non-finite values show "0%".
 */
export function formatPercent(value: number): string {
  return `${WHOLE_NUMBER.format(roundWhole(value))}%`;
}
