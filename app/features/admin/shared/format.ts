// Times in the admin area are shown in India Standard Time (UTC+5:30, no daylight saving), the head
// office's clock, formatted by hand so the server and the browser print exactly the same text.
const IST_OFFSET_MS = 330 * 60_000;

/** "2026-03-12T09:00:00.000Z" → "12 Mar 2026, 14:30 IST"; "" for a missing or bad value. */
export function formatWhen(iso: string | null | undefined): string {
  const t = iso ? Date.parse(iso) : Number.NaN;
  if (Number.isNaN(t)) return "";
  const d = new Date(t + IST_OFFSET_MS);
  const month = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][d.getUTCMonth()];
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getUTCDate()} ${month} ${d.getUTCFullYear()}, ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())} IST`;
}

const USD = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
export const formatValue = (v: number | null) => (v === null ? "—" : USD.format(v));

/** "launch_notify" → "Launch notify"; "companySize" → "Company size". */
export function humanize(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The recipients a campaign did not reach, for the Sent column: "2 failed · 1 skipped"; "" when none. */
export function notSentSummary(c: { failed: number; interrupted: number; skipped: number }): string {
  const parts: [number, string][] = [
    [c.failed, "failed"],
    [c.interrupted, "interrupted"],
    [c.skipped, "skipped"],
  ];
  return parts
    .filter(([n]) => n > 0)
    .map(([n, label]) => `${n} ${label}`)
    .join(" · ");
}
