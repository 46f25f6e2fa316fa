/** Read time: 500 characters per minute, rounded up (spec-2 §9). */
export const CHARS_PER_MINUTE = 500;

/**
 * Minutes needed to read `content`: ceil(length / 500) over the raw character count.
 *
 * Decision: content that is empty or only whitespace has nothing to read and yields 0.
 * Any other content yields at least 1 (which ceil already guarantees for length >= 1).
 */
export function readTimeMinutes(content: string): number {
  if (content.trim() === "") return 0;
  return Math.ceil(content.length / CHARS_PER_MINUTE);
}

/** Label for a number of minutes; never shows "0 min read" (clamped to 1). */
export function formatReadTime(minutes: number): string {
  const safe = Number.isFinite(minutes) ? Math.max(1, Math.ceil(minutes)) : 1;
  return `${safe} min read`;
}

/** Label such as "4 min read" for a piece of content (empty content shows "1 min read"). */
export function readTimeLabel(content: string): string {
  return formatReadTime(readTimeMinutes(content));
}
