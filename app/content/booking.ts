// Copy of the strategy-call booking (issue #38): the slot picker on Get Started and on the manage page,
// the confirmation, and the manage page. The server's answers (taken, limits, not found) are in
// app/lib/booking.ts, since the server words them.
import { zoneOption } from "./time-zones";

export const PICKER_COPY = {
  legend: "Pick a time for your call",
  hint: (minutes: number) =>
    `A ${minutes}-minute video call with a senior consultant. Times are shown in your time zone, with India time (IST) beside each.`,
  zoneLabel: "Your time zone",
  showTimes: "Show times",
  showTimesHint: "After changing your time zone or when we should call you, press Show times to update the list.",
  more: (count: number) => `More times (${count})`,
  none: "None of these times suit me",
  noneHint: "We'll email you two or three times that fit your preference instead.",
  nearest: "The nearest free times",
  loading: "Loading times…",
  loadFailed: "Could not load the times right now. Please try again in a moment.",
  /** No times to show: for this preference, or at all (then only the request path is left, where offered). */
  empty: (preference: string | null, allowNone: boolean) =>
    preference
      ? `No free times for ${preference}. Please pick another preference above${allowNone ? " or choose None of these times suit me" : ""}.`
      : `No free times in the next two weeks.${allowNone ? " Please choose None of these times suit me." : ""}`,
} as const;

/** "in New York time", "in India time". */
export const inZoneTime = (zone: string) => `in ${zoneOption(zone).place} time`;

/** What the live region says after the times change. */
export function showingTimes(preference: string | null, zone: string, count: number) {
  const what = preference ? `times for ${preference}` : "times";
  if (count === 0) return `No free ${what} ${inZoneTime(zone)}.`;
  return `Showing ${what} ${inZoneTime(zone)}.`;
}

/** "9:00 AM (7:30 PM IST)"; just "9:00 AM IST" when the visitor is in IST. */
export const slotName = (time: string, istTime: string, inIst: boolean) =>
  inIst ? `${time} IST` : `${time} (${istTime} IST)`;

export const CONFIRMATION_COPY = {
  heading: "You're booked.",
  sentence: (time: string, consultant: string, email: string) =>
    `Your strategy call is on ${time} with ${consultant}. A calendar invite is on its way to ${email}.`,
  meeting: "Join the call",
  meetingLater: "The meeting link is in your calendar invite.",
  addToCalendar: "Add to calendar",
  ics: "Download invite (.ics)",
  google: "Google Calendar",
  newTab: " (opens in a new tab)",
  change: "Need another time?",
  reschedule: "Reschedule",
  cancel: "Cancel the call",
  another: "Book another call",
} as const;

export const MANAGE_COPY = {
  title: "Your strategy call",
  intro: "Move your call to another time or cancel it. The invite in your calendar is updated for you.",
  when: "When",
  with: "With",
  status: { booked: "Booked", cancelled: "Cancelled", held: "Held", no_show: "Missed" },
  rescheduleLegend: "Move the call to another time",
  pickLegend: "Pick a new time",
  rescheduleSubmit: "Move my call",
  cancelHeading: "Cancel the call",
  cancelText: "If no time suits you any more, cancel the call. We'll send a cancellation to your calendar.",
  cancelSubmit: "Cancel my call",
  bookNew: "Book a new call",
} as const;
