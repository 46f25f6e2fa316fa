/** 0.125 → "12.5%"; null (nothing to divide by) → "–". Analytics' one way to show a conversion. */
export function formatConversion(rate: number | null): string {
  if (rate === null) return "–";
  return `${(Math.round(rate * 1000) / 10).toLocaleString("en-US")}%`;
}
