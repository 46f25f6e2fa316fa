// /get-started on the server (issue #38): rendered per request with the free times in the visitor's
// zone, and the no-JavaScript form's two posts: "Show times" (re-render in the chosen zone, keeping
// everything typed) and the submit, which stores the lead and its booking together or nothing.
import { type AppLoadContext, data } from "react-router";
import { GET_STARTED_MESSAGES } from "~/content/form-messages";
import { pageLoader } from "~/content/page-info.server";
import { BOOKING_FIELDS, SHOW_TIMES_INTENT, type SlotList } from "~/lib/booking";
import { pickZone, zoneCookie, zoneFromCookies, zoneOfRequest } from "~/lib/booking-zone";
import { HONEYPOT_FIELD } from "~/lib/form-rules";
import { postedValues } from "~/lib/lead-action.server";
import type { GetStartedActionData } from "./get-started-action-data";
import { TIME_PREFERENCES, type TimePreference } from "./get-started-fields";

type Args = { request: Request; context: AppLoadContext };

const preferenceOf = (v: unknown): TimePreference =>
  (TIME_PREFERENCES as readonly unknown[]).includes(v) ? (v as TimePreference) : "ASAP";

/** The times for the picker, or null when the server offers no booking (or cannot list times now). */
async function slotsFor(context: AppLoadContext, zone: string, preference: TimePreference): Promise<SlotList | null> {
  const result = await context.booking?.slots({ zone, preference });
  return result?.ok ? result.list : null;
}

export async function getStartedLoader(args: Args) {
  const { page } = pageLoader(args);
  const url = new URL(args.request.url);
  const slots = await slotsFor(
    args.context,
    zoneOfRequest(args.request),
    preferenceOf(url.searchParams.get("preference")),
  );
  return { page, slots };
}

const secure = (request: Request) => new URL(request.url).protocol === "https:";

export async function getStartedAction({ request, context }: Args) {
  const {
    [HONEYPOT_FIELD]: honeypot,
    intent,
    slot,
    zone: postedZone,
    ...values
  } = postedValues(await request.formData(), ["outcomes"]);
  const text = (v: unknown) => (typeof v === "string" ? v : "");
  const zone = pickZone(postedZone, zoneFromCookies(request.headers.get("Cookie")));
  const preference = preferenceOf(values.timePreference);

  if (intent === SHOW_TIMES_INTENT) {
    const answer: GetStartedActionData = {
      status: "show-times",
      values,
      slot: typeof slot === "string" ? slot : undefined,
      slots: await slotsFor(context, zone, preference),
    };
    // The chosen zone is remembered, so the next visit starts in it.
    return data(answer, { headers: { "Set-Cookie": zoneCookie(zone, secure(request)) } });
  }

  // The slot and zone only with a chosen time: without one the lead is the spec's request, as before.
  const booking = text(slot) ? { [BOOKING_FIELDS.slot]: text(slot), [BOOKING_FIELDS.zone]: zone } : {};
  const form = { ...values, ...booking, [HONEYPOT_FIELD]: text(honeypot) };
  const result = await context.submitLead?.({ type: "get_started", form });
  if (result?.ok) {
    const answer: GetStartedActionData = result.booking
      ? { status: "booked", booking: result.booking }
      : { status: "sent" };
    return answer;
  }
  const error = result ? result.error : { message: GET_STARTED_MESSAGES.failure, fields: {} };
  const status = result && !result.ok ? (result.status ?? 400) : 400;
  const taken = status === 409;
  const answer: GetStartedActionData = {
    status: "invalid",
    ...error,
    values,
    // A refused time is not chosen again: the visitor picks another ("" is "None of these times suit me").
    slot: taken || typeof slot !== "string" ? undefined : slot,
    ...(taken ? { notice: error.message, nearest: result && !result.ok ? (result.nearest ?? []) : [] } : {}),
    // The times again, in the posted zone: the taken one has gone.
    slots: await slotsFor(context, zone, preference),
  };
  return data(answer, { status });
}
