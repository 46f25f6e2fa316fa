/** Pure countdown math for the Coming Soon page: the deadline is 30 days after load, ticking every second. */

export const COUNTDOWN_DAYS = 30;
export const TICK_MS = 1000;

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const COUNTDOWN_MS = COUNTDOWN_DAYS * DAY;

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Remaining milliseconds → whole days, hours, minutes and seconds (rounded down; 0 once time is up). */
export function splitRemaining(ms: number): CountdownParts {
  const left = Number.isFinite(ms) && ms > 0 ? Math.floor(ms / SECOND) * SECOND : 0;
  return {
    days: Math.floor(left / DAY),
    hours: Math.floor((left % DAY) / HOUR),
    minutes: Math.floor((left % HOUR) / MINUTE),
    seconds: Math.floor((left % MINUTE) / SECOND),
  };
}

/** What the page shows before the browser knows its load time: the full 30 days. */
export const INITIAL_PARTS: CountdownParts = splitRemaining(COUNTDOWN_MS);

/** Two digits: 7 → "07", 30 → "30" (larger numbers are kept whole). */
export function pad2(n: number): string {
  return String(Math.max(0, Math.floor(n))).padStart(2, "0");
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"}`;

/**
 * The screen reader text: minutes, not seconds, so a live region built on it changes (and is
 * announced) at most once a minute.
 */
export function countdownAnnouncement({ days, hours, minutes }: CountdownParts): string {
  return `${plural(days, "day")}, ${plural(hours, "hour")} and ${plural(minutes, "minute")} until launch`;
}
