// The strategy-call booking contract (issue #38), shared by the slot picker (app/components/booking),
// the Get Started and manage pages and the server, which re-validates everything. No server imports and
// no zod: the browser loads this with the form; the schemas are in booking-schema.ts, loaded on demand.
// Times travel as ISO UTC strings ("2026-03-09T03:30:00.000Z"); labels are worked out on the server in
// the visitor's zone and in IST, so the page, the e-mail and the invite say the same thing.
import type { Refusal, Result } from "./result";

/** What the server answers, word for word (the page shows `message`). */
export const BOOKING_TEXTS = {
  /** 409: the slot went between showing and submitting. */
  taken: "That time was just booked by someone else. Please choose another.",
  /** 409 for the other reasons a well-formed slot is refused (see REFUSAL_TEXTS). */
  unavailable: "That time is no longer available. Please choose another.",
  /** 409: the same form sent twice (a double click): the first booking stands, nothing is stored twice. */
  alreadyBooked: "You have already booked this time. Your calendar invite is on its way to your e-mail.",
  /** 429: two upcoming calls per e-mail address. */
  tooManyUpcoming: "You already have two calls booked with us. Please reschedule or cancel one of them first.",
  /** 429: booking attempts per client. */
  tooManyAttempts: "Too many booking attempts. Please wait a few minutes and try again.",
  /** 400: a slot that is not an instant. */
  badSlot: "Please choose one of the times shown.",
  /** 400: a zone name the runtime does not know. */
  badZone: "Please choose a time zone from the list.",
  /** 404: a manage link that is forged, mistyped or for a call that is over. */
  notFound: "This booking link is not valid any more. Please book a new call from the Get Started page.",
  cancelled: "Your call is cancelled. A cancellation is on its way to your e-mail.",
  alreadyCancelled: "This call was already cancelled.",
  rescheduled: "Your call is moved. An updated calendar invite is on its way to your e-mail.",
} as const;

/** Why a well-formed slot is refused (server/booking/slots.ts `Refusal`), each with what the visitor reads. */
export const REFUSAL_TEXTS = {
  taken: BOOKING_TEXTS.taken,
  past: "That time has already passed. Please choose another.",
  inside_notice: "That time is too soon for us to prepare. Please choose a later time.",
  beyond_window: "That time is too far ahead. Please choose one of the times shown.",
  daily_max: BOOKING_TEXTS.unavailable,
  holiday: "We are closed for a holiday that day. Please choose another day.",
  outside_hours: BOOKING_TEXTS.unavailable,
} as const;

export type SlotRefusal = keyof typeof REFUSAL_TEXTS;

/** After the minimum notice the call can no longer be changed online: whom to contact instead. */
export const tooLateText = (consultant: string, email: string) =>
  `Your call starts soon, so it can no longer be changed here. Please write to ${consultant} at ${email}.`;

/**
 * The manage page: the token is a path segment, which the request log writes as ":token"
 * (server/ops/request-log.ts), so no log line holds it; the page sends no Referer elsewhere.
 * GET shows the call; the page posts its form (intent, token, slot) to the same path. Those POSTs
 * change state: the server refuses one that is not same-origin before the route action runs.
 */
export const MANAGE_PATH = "/booking/manage";
export const manageHref = (token: string) => `${MANAGE_PATH}/${token}`;
/** The "Add to calendar" download, beside the manage page. */
export const icsHref = (token: string) => `${MANAGE_PATH}/${token}/invite.ics`;

/** Form field names (the Get Started form and the manage form post these). */
export const BOOKING_FIELDS = { slot: "slot", zone: "zone", token: "token", intent: "intent" } as const;

/** Asked of the manage page's form and of POST /api/booking/manage. */
export const MANAGE_INTENTS = ["view", "reschedule", "cancel"] as const;
export type ManageIntent = (typeof MANAGE_INTENTS)[number];

/** The Get Started form's "Show times" button (no JavaScript): re-render the form in the chosen zone. */
export const SHOW_TIMES_INTENT = "show-times";

/**
 * The visitor's zone as the browser detected or they chose it, so the next render of /get-started or
 * the manage page is in their time from the first paint. The loaders read it with ZoneField's check
 * (an unknown zone is IST); it is a preference, not an identifier, and not HttpOnly (the page sets it).
 */
export const ZONE_COOKIE = "booking_zone";

/** The Get Started time preferences (its TIME_PREFERENCES are these). */
export const SLOT_PREFERENCES = ["ASAP", "This week", "Next week"] as const;
export type SlotPreference = (typeof SLOT_PREFERENCES)[number];

/** True for a zone the runtime knows (IANA names, their aliases, "UTC"); offsets like "+05:30" are refused. */
export function isKnownZone(zone: unknown): zone is string {
  if (typeof zone !== "string" || zone.length === 0 || zone.length > 64 || /^[+\-\d]/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** One slot as the picker shows it. */
export interface SlotView {
  /** ISO UTC: what the form posts back as `slot`. */
  start: string;
  /** "9:00 AM" in the visitor's zone. */
  time: string;
  /** "7:30 PM" in IST. */
  istTime: string;
}

/** One day in the visitor's zone: the first eight slots, the rest behind "More times". */
export interface SlotDay {
  /** "2026-03-09", in the visitor's zone. */
  date: string;
  /** "Monday, 9 March" */
  label: string;
  shown: SlotView[];
  more: SlotView[];
}

/** The answer of GET /api/booking/slots (and what the page's loader hands the picker). */
export interface SlotList {
  /** The zone the labels are in (IST when none was asked for). */
  zone: string;
  preference: SlotPreference | null;
  /** The call length in minutes. */
  callMinutes: number;
  days: SlotDay[];
}

/** A call's time, written out for the visitor: "{weekday, date} at {time} your time ({IST time} IST)". */
export interface CallTime {
  start: string;
  end: string;
  zone: string;
  /** "Monday, 9 March 2026" in the visitor's zone. */
  date: string;
  /** "9:00 AM" in the visitor's zone. */
  time: string;
  /** "7:30 PM" in IST. */
  istTime: string;
  /** The whole sentence part: "Monday, 9 March 2026 at 9:00 AM your time (7:30 PM IST)". */
  text: string;
}

/** What the confirmation shows after a booking (and what the manage page shows). */
export interface BookingView {
  status: "booked" | "cancelled" | "held" | "no_show";
  time: CallTime;
  /** The consultant's first name. */
  consultant: string;
  meetingUrl: string | null;
  /** Where the visitor's invite went. */
  email: string;
  /** Google Calendar "add event" link. */
  googleCalendarUrl: string;
  /** True until the minimum notice; after it `tooLate` says whom to contact. */
  canChange: boolean;
  tooLate: string | null;
}

/** After a booking: the view plus the manage link (shown once, on the confirmation; also in the e-mail). */
export interface BookingConfirmation extends BookingView {
  manageUrl: string;
  /** Download link of the invite (.ics): the manage link's token is its key. */
  icsUrl: string;
}

/** A refused slot: 409 with the nearest free slots to offer instead. */
export type SlotRefused = Refusal & { refusal?: SlotRefusal; nearest?: SlotView[] };

export type BookResult = Result<{ booking: BookingConfirmation }> | SlotRefused;

/**
 * POST /api/leads {type: "get_started", form: {…the form's fields, slot, zone}} (the page sends `slot`
 * and `zone` only when a slot is chosen): 201 with this body, `booking` present when a slot was booked.
 */
export interface LeadBookedAnswer {
  id: string;
  booking?: BookingConfirmation;
}

/**
 * The 409 (slot refused, nothing stored) and 429 (BOOKING_TEXTS limits) answers of POST /api/leads:
 * the JSON endpoints' refusal shape plus, on a 409, the nearest free slots in the posted zone.
 */
export interface SlotRefusedAnswer {
  error: { message: string; fields?: Record<string, string> };
  refusal?: SlotRefusal;
  nearest?: SlotView[];
}
export type ManageResult = Result<{ booking: BookingView }> | SlotRefused;

/** What loaders and actions reach through the load context (context.booking; server/booking/booking-api.ts). */
export interface BookingApi {
  slots(query: unknown): Promise<Result<{ list: SlotList }>>;
  manageView(token: string): Promise<ManageResult>;
  reschedule(token: string, slot: string, zone?: string): Promise<ManageResult>;
  cancel(token: string): Promise<ManageResult>;
  /** The invite as iCalendar text, for the "Add to calendar" download. */
  ics(token: string): Promise<Result<{ ics: string }>>;
}

declare module "react-router" {
  interface AppLoadContext {
    /** Strategy-call booking (issue #38); absent while prerendering. */
    booking?: BookingApi;
  }
}
