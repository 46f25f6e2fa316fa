import { z } from "zod";

// Follow-up days are calendar days of the sales team in Indore: India Standard Time (UTC+5:30, no
// daylight saving), the clock every admin time is shown in. A follow-up set for 2026-12-01 is "due
// today" from 00:00 IST on 1 December (18:30 UTC on 30 November) and overdue from 00:00 IST on the 2nd.
// A UTC day would turn a lead due at 05:29 in the morning in Indore, which nobody there would expect.
const IST_OFFSET_MS = 330 * 60_000;

/** Today's date (yyyy-mm-dd) in India Standard Time at the instant `now`. */
export function istToday(now: Date): string {
  return new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

export type FollowUpState = "none" | "upcoming" | "today" | "overdue";

/** Where a follow-up day stands against today (both yyyy-mm-dd, which compare as strings). */
export function followUpState(followUpOn: string | null | undefined, today: string): FollowUpState {
  if (!followUpOn) return "none";
  if (followUpOn < today) return "overdue";
  return followUpOn === today ? "today" : "upcoming";
}

export const FOLLOW_UP_LABELS: Record<FollowUpState, string> = {
  none: "",
  upcoming: "Upcoming",
  today: "Due today",
  overdue: "Overdue",
};

const isCalendarDay = (v: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const t = Date.parse(`${v}T00:00:00Z`);
  // Date.parse rolls 2026-02-30 over to March: only a day that prints back the same is real.
  return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === v;
};

/** The follow-up field: a real day from 2000 to 2099, or empty to clear it. */
export const FollowUpSchema = z
  .string()
  .trim()
  .refine((v) => v === "" || (isCalendarDay(v) && v >= "2000-01-01" && v <= "2099-12-31"), {
    message: "Enter the follow-up date as a day (yyyy-mm-dd), or leave it empty to clear it.",
  })
  .transform((v) => (v === "" ? null : v));
