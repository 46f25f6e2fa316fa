import type { AppLoadContext } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { BookingApi, BookingView, SlotList } from "~/lib/booking";
import { manageAction, manageLoader } from "./manage-route.server";

// The manage page's loader and action with the booking API handed in as the load context does.

const TOKEN = `${"A".repeat(42)}b`;
const NOT_FOUND = "This booking link is not valid any more. Please book a new call from the Get Started page.";

const view = (over: Partial<BookingView> = {}): BookingView => ({
  status: "booked",
  time: {
    start: "2026-03-10T04:30:00.000Z",
    end: "2026-03-10T05:00:00.000Z",
    zone: "Europe/London",
    date: "Tuesday, 10 March 2026",
    time: "4:30 AM",
    istTime: "10:00 AM",
    text: "Tuesday, 10 March 2026 at 4:30 AM your time (10:00 AM IST)",
  },
  consultant: "Priya",
  meetingUrl: null,
  email: "rohan@example.com",
  googleCalendarUrl: "https://calendar.google.com/calendar/render?action=TEMPLATE",
  canChange: true,
  tooLate: null,
  ...over,
});
const listIn = (zone: string): SlotList => ({ zone, preference: null, callMinutes: 30, days: [] });

function api(
  booking: BookingView | null,
  answer: Awaited<ReturnType<BookingApi["cancel"]>> = { ok: true, booking: view() },
) {
  const found = booking
    ? { ok: true as const, booking }
    : { ok: false as const, reason: "missing" as const, message: NOT_FOUND };
  const calls = {
    slots: vi.fn(async (q: unknown) => ({ ok: true as const, list: listIn((q as { zone: string }).zone) })),
    manageView: vi.fn(async () => found),
    reschedule: vi.fn(async () => answer),
    cancel: vi.fn(async () => answer),
    ics: vi.fn(),
  };
  return { calls, context: { booking: calls } as unknown as AppLoadContext };
}

const get = (query = "", cookie?: string) =>
  new Request(`https://site.test/booking/manage/${TOKEN}${query}`, { headers: cookie ? { Cookie: cookie } : {} });
const post = (fields: [string, string][]) =>
  new Request(`https://site.test/booking/manage/${TOKEN}`, { method: "POST", body: new URLSearchParams(fields) });

type Answer = { data: Record<string, unknown>; init: ResponseInit | null };

describe("the manage page's loader", () => {
  it("answers 404 with the contract's text for a token the server does not know", async () => {
    const { context } = api(null);
    const answer = (await manageLoader({ request: get(), params: { token: "forged" }, context })) as unknown as Answer;
    expect(answer.init?.status).toBe(404);
    expect(answer.data).toMatchObject({ found: false, message: NOT_FOUND });
  });

  it.each([
    ["", undefined, "Europe/London"],
    ["", "booking_zone=Asia%2FTokyo", "Asia/Tokyo"],
    ["?zone=America%2FChicago", "booking_zone=Asia%2FTokyo", "America/Chicago"],
  ])("query %j, cookie %s: the times to move to are in %s", async (query, cookie, zone) => {
    const { calls, context } = api(view());
    const data = await manageLoader({ request: get(query, cookie), params: { token: TOKEN }, context });
    expect(calls.slots).toHaveBeenCalledWith({ zone });
    expect(data).toMatchObject({ found: true, token: TOKEN, slots: listIn(zone) });
  });

  it.each([
    ["cancelled", view({ status: "cancelled" })],
    ["within the notice", view({ canChange: false, tooLate: "Please write to Priya at priya@site.test." })],
  ])("offers no times for a call that is %s", async (_what, booking) => {
    const { calls, context } = api(booking);
    const data = await manageLoader({ request: get(), params: { token: TOKEN }, context });
    expect(calls.slots).not.toHaveBeenCalled();
    expect(data).toMatchObject({ found: true, slots: null });
  });
});

describe("the manage page's action", () => {
  it("moves the call to the posted time in the posted zone", async () => {
    const { calls, context } = api(view());
    const slot = "2026-03-11T04:30:00.000Z";
    const answer = await manageAction({
      request: post([
        ["intent", "reschedule"],
        ["slot", slot],
        ["zone", "Europe/London"],
      ]),
      params: { token: TOKEN },
      context,
    });
    expect(calls.reschedule).toHaveBeenCalledWith(TOKEN, slot, "Europe/London");
    expect(answer).toEqual({
      status: "done",
      message: "Your call is moved. An updated calendar invite is on its way to your e-mail.",
    });
  });

  it("cancels the call", async () => {
    const { calls, context } = api(view());
    const answer = await manageAction({ request: post([["intent", "cancel"]]), params: { token: TOKEN }, context });
    expect(calls.cancel).toHaveBeenCalledWith(TOKEN);
    expect(answer).toEqual({
      status: "done",
      message: "Your call is cancelled. A cancellation is on its way to your e-mail.",
    });
  });

  it("a taken time answers 409 with the nearest times and the times again", async () => {
    const nearest = [{ start: "2026-03-11T05:00:00.000Z", time: "5:00 AM", istTime: "10:30 AM" }];
    const message = "That time was just booked by someone else. Please choose another.";
    const { context } = api(view(), { ok: false, reason: "conflict", message, refusal: "taken", nearest });
    const answer = (await manageAction({
      request: post([
        ["intent", "reschedule"],
        ["slot", "2026-03-11T04:30:00.000Z"],
        ["zone", "Asia/Dubai"],
      ]),
      params: { token: TOKEN },
      context,
    })) as unknown as Answer;
    expect(answer.init?.status).toBe(409);
    expect(answer.data).toEqual({ status: "refused", message, nearest, slots: listIn("Asia/Dubai") });
  });

  it("Show times lists the times in the posted zone and changes nothing", async () => {
    const { calls, context } = api(view());
    const answer = await manageAction({
      request: post([
        ["intent", "show-times"],
        ["zone", "Asia/Singapore"],
      ]),
      params: { token: TOKEN },
      context,
    });
    expect(calls.reschedule).not.toHaveBeenCalled();
    expect(calls.cancel).not.toHaveBeenCalled();
    expect(answer).toEqual({ status: "show-times", slot: undefined, slots: listIn("Asia/Singapore") });
  });

  it.each([["delete"], [""]])("answers 400 to intent %j", async (intent) => {
    const { context } = api(view());
    const answer = (await manageAction({
      request: post([["intent", intent]]),
      params: { token: TOKEN },
      context,
    })) as unknown as Answer;
    expect(answer.init?.status).toBe(400);
  });
});
