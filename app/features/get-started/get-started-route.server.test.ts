import type { AppLoadContext } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { BookingConfirmation, SlotList } from "~/lib/booking";
import { getStartedAction, getStartedLoader } from "./get-started-route.server";

// The route's loader and action with the server's parts handed in as the load context does: the
// lead store (submitLead) and the booking API's slot list, both recorded.

const FIELDS: [string, string][] = [
  ["name", "Rohan Kapoor"],
  ["email", "rohan@example.com"],
  ["company", "Kapoor Textiles"],
  ["outcomes", "Reduce Costs"],
  ["timePreference", "Next week"],
  ["website", ""],
];
const VALUES = {
  name: "Rohan Kapoor",
  email: "rohan@example.com",
  company: "Kapoor Textiles",
  outcomes: ["Reduce Costs"],
  timePreference: "Next week",
};
const SLOT = "2026-03-10T04:30:00.000Z";

const listIn = (zone: string): SlotList => ({ zone, preference: "Next week", callMinutes: 30, days: [] });

function context(submit: unknown = { ok: true, id: "l1" }) {
  const slots = vi.fn(async (q: { zone: string }) => ({ ok: true as const, list: listIn(q.zone) }));
  const submitLead = vi.fn().mockResolvedValue(submit);
  return { slots, submitLead, ctx: { submitLead, booking: { slots } } as unknown as AppLoadContext };
}

const post = (fields: [string, string][], cookie?: string) =>
  new Request("https://site.test/get-started", {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: cookie ? { Cookie: cookie } : {},
  });

type Answer = { data: Record<string, unknown>; init: ResponseInit | null };

describe("the Get Started action", () => {
  it.each([
    ["Europe/London", "Europe/London", "booking_zone=Europe%2FLondon"],
    ["Mars/Olympus", "Asia/Kolkata", "booking_zone=Asia%2FKolkata"],
  ])(
    "Show times in %s lists the times in %s, stores nothing and keeps everything typed",
    async (posted, zone, cookie) => {
      const { slots, submitLead, ctx } = context();
      const answer = (await getStartedAction({
        request: post([...FIELDS, ["zone", posted], ["slot", SLOT], ["intent", "show-times"]]),
        context: ctx,
      })) as unknown as Answer;
      expect(submitLead).not.toHaveBeenCalled();
      expect(slots).toHaveBeenCalledWith({ zone, preference: "Next week" });
      expect(answer.data).toEqual({ status: "show-times", values: VALUES, slot: SLOT, slots: listIn(zone) });
      expect(new Headers(answer.init?.headers).get("Set-Cookie")).toBe(
        `${cookie}; Path=/; Max-Age=31536000; SameSite=Lax; Secure`,
      );
    },
  );

  it("sends a chosen time with its zone, and answers with the booking", async () => {
    const booking = { manageUrl: "https://site.test/booking/manage/t" } as BookingConfirmation;
    const { submitLead, ctx } = context({ ok: true, id: "l1", booking });
    const answer = await getStartedAction({
      request: post([...FIELDS, ["zone", "America/New_York"], ["slot", SLOT]]),
      context: ctx,
    });
    expect(submitLead).toHaveBeenCalledWith({
      type: "get_started",
      form: { ...VALUES, slot: SLOT, zone: "America/New_York", website: "" },
    });
    expect(answer).toEqual({ status: "booked", booking });
  });

  it.each([
    ["no time chosen", []],
    ["None of these times suit me", [["slot", ""]]],
  ] as [string, [string, string][]][])(
    "with %s, sends the spec's request without slot or zone",
    async (_what, extra) => {
      const { submitLead, ctx } = context();
      const answer = await getStartedAction({
        request: post([...FIELDS, ["zone", "Europe/Berlin"], ...extra]),
        context: ctx,
      });
      expect(submitLead).toHaveBeenCalledWith({ type: "get_started", form: { ...VALUES, website: "" } });
      expect(answer).toEqual({ status: "sent" });
    },
  );

  it("a taken time answers 409 with the nearest times, the choice dropped, the times listed again", async () => {
    const nearest = [{ start: "2026-03-10T05:00:00.000Z", time: "5:00 AM", istTime: "10:30 AM" }];
    const message = "That time was just booked by someone else. Please choose another.";
    const { ctx } = context({ ok: false, status: 409, error: { message, fields: {} }, nearest });
    const answer = (await getStartedAction({
      request: post([...FIELDS, ["zone", "Europe/London"], ["slot", SLOT]]),
      context: ctx,
    })) as unknown as Answer;
    expect(answer.init?.status).toBe(409);
    expect(answer.data).toEqual({
      status: "invalid",
      message,
      fields: {},
      values: VALUES,
      slot: undefined,
      notice: message,
      nearest,
      slots: listIn("Europe/London"),
    });
  });

  it("a limit answers 429 with its text, keeping the chosen time and everything typed", async () => {
    const message = "Too many booking attempts. Please wait a few minutes and try again.";
    const { ctx } = context({ ok: false, status: 429, error: { message, fields: {} } });
    const answer = (await getStartedAction({
      request: post([...FIELDS, ["slot", SLOT]], "booking_zone=Asia%2FTokyo"),
      context: ctx,
    })) as unknown as Answer;
    expect(answer.init?.status).toBe(429);
    expect(answer.data).toMatchObject({ status: "invalid", message, values: VALUES, slot: SLOT });
    expect(answer.data).not.toHaveProperty("notice");
  });
});

describe("the Get Started loader", () => {
  it.each([
    ["https://site.test/get-started", undefined, "Asia/Kolkata", "ASAP"],
    ["https://site.test/get-started?zone=Asia%2FTokyo&preference=This+week", undefined, "Asia/Tokyo", "This week"],
    ["https://site.test/get-started", "booking_zone=Europe%2FBerlin", "Europe/Berlin", "ASAP"],
    ["https://site.test/get-started?preference=Someday", "booking_zone=nowhere", "Asia/Kolkata", "ASAP"],
  ])("%s with cookie %s lists times in %s for %s", async (url, cookie, zone, preference) => {
    const { slots, ctx } = context();
    const data = await getStartedLoader({
      request: new Request(url, { headers: cookie ? { Cookie: cookie } : {} }),
      context: ctx,
    });
    expect(slots).toHaveBeenCalledWith({ zone, preference });
    expect(data.slots).toEqual(listIn(zone));
    expect(data.page.path).toBe("/get-started");
  });

  it("offers no times when the server has no booking (the spec's request form)", async () => {
    const data = await getStartedLoader({ request: new Request("https://site.test/get-started"), context: {} });
    expect(data.slots).toBeNull();
  });
});
