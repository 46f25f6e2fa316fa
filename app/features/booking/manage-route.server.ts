// The manage page on the server (issue #38): the call behind the token, the free times to move it to
// (in the visitor's zone), and the form's posts: move, cancel, or (no JavaScript) show the times in
// another zone. A forged, mistyped or expired token answers 404 with the contract's text. The server
// refuses a POST that is not same-origin before this runs (server/booking/booking-router.ts).
import { type AppLoadContext, data } from "react-router";
import { MANAGE_COPY } from "~/content/booking";
import {
  BOOKING_FIELDS,
  BOOKING_TEXTS,
  type BookingView,
  MANAGE_PATH,
  type ManageResult,
  SHOW_TIMES_INTENT,
  type SlotList,
  type SlotView,
} from "~/lib/booking";
import { pickZone, zoneFromCookies, zoneOfRequest } from "~/lib/booking-zone";
import { formTexts } from "~/lib/form-data";
import { statusOf } from "~/lib/result";

type Args = { request: Request; params: { token?: string }; context: AppLoadContext };

const page = {
  title: MANAGE_COPY.title,
  description: MANAGE_COPY.intro,
  path: MANAGE_PATH,
};

export type ManageLoaderData =
  | { found: false; page: typeof page; message: string }
  | { found: true; page: typeof page; token: string; booking: BookingView; slots: SlotList | null };

/** What the page says after a post: done, refused (with the nearest free times), or times in another zone. */
export type ManageActionData =
  | { status: "done"; message: string }
  | { status: "refused"; message: string; nearest?: SlotView[]; slot?: string; slots?: SlotList | null }
  | { status: "show-times"; slot?: string; slots: SlotList | null };

async function freeTimes(context: AppLoadContext, booking: BookingView, zone: string) {
  if (booking.status !== "booked" || !booking.canChange) return null;
  const result = await context.booking?.slots({ zone });
  return result?.ok ? result.list : null;
}

export async function manageLoader({ request, params, context }: Args) {
  const token = params.token ?? "";
  const result = await context.booking?.manageView(token);
  if (!result?.ok) {
    const notFound: ManageLoaderData = { found: false, page, message: BOOKING_TEXTS.notFound };
    return data(notFound, { status: 404 });
  }
  const { booking } = result;
  // The zone asked for (query, cookie) or else the one the visitor booked in.
  const url = new URL(request.url);
  const zone = url.searchParams.has("zone")
    ? zoneOfRequest(request)
    : pickZone(zoneFromCookies(request.headers.get("Cookie")), booking.time.zone);
  const found: ManageLoaderData = { found: true, page, token, booking, slots: await freeTimes(context, booking, zone) };
  return found;
}

const refusedData = (result: Exclude<ManageResult, { ok: true }>) => ({
  status: "refused" as const,
  message: result.message,
  ...("nearest" in result && result.nearest ? { nearest: result.nearest } : {}),
});

export async function manageAction({ request, params, context }: Args) {
  const token = params.token ?? "";
  const form = formTexts(await request.formData(), [BOOKING_FIELDS.intent, BOOKING_FIELDS.slot, BOOKING_FIELDS.zone]);
  const intent = form[BOOKING_FIELDS.intent];
  const booking = context.booking;
  if (!booking) throw data(BOOKING_TEXTS.notFound, { status: 404 });
  const zone = pickZone(form[BOOKING_FIELDS.zone], zoneFromCookies(request.headers.get("Cookie")));

  if (intent === SHOW_TIMES_INTENT) {
    const view = await booking.manageView(token);
    if (!view.ok) return data(refusedData(view), { status: statusOf(view) });
    const slots = await freeTimes(context, view.booking, zone);
    const answer: ManageActionData = { status: "show-times", slot: form.slot || undefined, slots };
    return answer;
  }
  let result: ManageResult;
  if (intent === "cancel") result = await booking.cancel(token);
  // The zone the times were shown in (the server checks it); else the one the visitor booked in.
  else if (intent === "reschedule") result = await booking.reschedule(token, form.slot, form.zone || undefined);
  else return data({ status: "refused" as const, message: "Unknown action" }, { status: 400 });

  if (result.ok) {
    const done: ManageActionData = {
      status: "done",
      message: intent === "cancel" ? BOOKING_TEXTS.cancelled : BOOKING_TEXTS.rescheduled,
    };
    return done;
  }
  // A refused time: the times again in this zone, the taken one gone.
  const view = await booking.manageView(token);
  const slots = view.ok ? await freeTimes(context, view.booking, zone) : null;
  const refused: ManageActionData = { ...refusedData(result), slots };
  return data(refused, { status: statusOf(result) });
}
