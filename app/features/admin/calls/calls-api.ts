// What the Calls area receives from the server (context.admin.calls; server/calls/): the strategy calls
// by day in IST with what each may still become, who takes calls and when (their hours, days off and
// calendar feed's state, never its address beyond the host), the company's holidays and the booking
// rules. Plain types: no server code here.

import type { Result } from "~/lib/result";
import type { BookingStatus, UserRole } from "~/lib/statuses";
import type { WeekdayKey } from "./hours-text";

export interface CallRow {
  id: string;
  leadId: string;
  /** The lead's name, else its e-mail address. */
  leadName: string;
  /** ISO UTC */
  start: string;
  end: string;
  /** "10:00 AM" in IST. */
  istTime: string;
  /** The visitor's zone, as they booked. */
  zone: string;
  consultant: string;
  status: BookingStatus;
  /** When the no-show's visitor was sent the rebooking e-mail. */
  rebookingSentAt: string | null;
  /** Held and no-show are marked once the call has started; cancelling is for calls still ahead. */
  canMark: boolean;
  canCancel: boolean;
  canRebook: boolean;
}

export interface CallDay {
  /** yyyy-mm-dd in IST. */
  date: string;
  /** "Monday, 4 January 2027". */
  label: string;
  calls: CallRow[];
}

export interface CallsOverview {
  /** The last week's calls (to mark) and every call ahead, oldest day first. */
  days: CallDay[];
  /** The first day shown (IST). */
  from: string;
}

export type FeedState =
  | { kind: "none" }
  | { kind: "waiting"; host: string }
  | { kind: "ok"; host: string; okAt: string; busy: number }
  | { kind: "error"; host: string; error: string; checkedAt: string; okAt: string | null; busy: number };

export interface ConsultantAvailability {
  userId: string;
  name: string;
  email: string;
  role: UserRole;
  /** The signed-in user may change these (an admin anyone's, a sales user their own). */
  editable: boolean;
  /** One line per weekday, as the form shows it ("9:00 AM-6:00 PM"; "" closed). */
  hours: Record<WeekdayKey, string>;
  /** The hours are the office hours (nothing saved of their own). */
  officeHours: boolean;
  /** yyyy-mm-dd (IST), today's and later ones. */
  daysOff: string[];
  feed: FeedState;
}

export interface HolidayRow {
  date: string;
  name: string;
  everyYear: boolean;
}

/** The booking rules, set by the server's BOOKING_* settings (shown, not changed here). */
export interface BookingRules {
  callMinutes: number;
  bufferMinutes: number;
  noticeMinutes: number;
  windowDays: number;
  /** null: no maximum. */
  maxPerDay: number | null;
  meetingUrlTemplate: string;
  reminderHours: number[];
  /** How often calendar feeds are read; 0: never. */
  feedIntervalMinutes: number;
}

export interface Availability {
  consultants: ConsultantAvailability[];
  holidays: HolidayRow[];
  rules: BookingRules;
  /** Only admins change the company's holidays. */
  canEditHolidays: boolean;
}

export interface CallsApi {
  overview(): Promise<CallsOverview>;
  markHeld(bookingId: string): Promise<Result>;
  markNoShow(bookingId: string): Promise<Result>;
  /** On the visitor's behalf: the cancellation (METHOD:CANCEL) to both sides. */
  cancel(bookingId: string): Promise<Result>;
  /** A no-show's visitor: an e-mail with the Get Started link, once per call. */
  sendRebooking(bookingId: string): Promise<Result>;

  availability(): Promise<Availability>;
  /** Fields mon … sun, one line each. */
  saveHours(userId: string, input: Record<string, string>): Promise<Result>;
  /** Fields from and (optional) to, yyyy-mm-dd: every day of the range. */
  addDaysOff(userId: string, input: Record<string, string>): Promise<Result>;
  removeDayOff(userId: string, date: string): Promise<Result>;
  saveFeed(userId: string, url: string): Promise<Result>;
  removeFeed(userId: string): Promise<Result>;
  /** Fields date, name, everyYear ("on"). */
  addHoliday(input: Record<string, string>): Promise<Result>;
  removeHoliday(date: string): Promise<Result>;
}
