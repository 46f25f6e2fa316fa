import type { BookingConfirmation, SlotList, SlotView } from "~/lib/booking";
import type { GetStartedForm as FormValues } from "./get-started-fields";

/** The form as the route action hands it back (no JavaScript): refused, or re-shown in another zone. */
export interface PostedGetStarted {
  status: "invalid" | "show-times";
  values: Partial<Record<keyof FormValues, unknown>>;
  /** The server's summary of a refusal (not for "show-times"). */
  message?: string;
  fields?: Record<string, string>;
  /** The time the visitor had chosen ("" for none of them). */
  slot?: string;
  /** A refused time (409): what the picker says, with the nearest free times. */
  notice?: string;
  nearest?: SlotView[];
  /** The times in the posted zone and preference (null: booking is off). */
  slots?: SlotList | null;
}

/** What the route action returns when the form was posted without JavaScript. */
export type GetStartedActionData =
  | { status: "sent" }
  | { status: "booked"; booking: BookingConfirmation }
  | PostedGetStarted;
