/** English month names, January first (also the booking e-mails' dates). */
export const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/**
 * Splits "2026-03-12" into its parts with the English month name, by hand so the server and every
 * browser print the same text (no time zone involved). Undefined when the input is not an ISO date.
 */
export function isoDateParts(iso: string): { year: string; month: string; day: number } | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && month ? { year: match[1], month, day: Number(match[3]) } : undefined;
}
