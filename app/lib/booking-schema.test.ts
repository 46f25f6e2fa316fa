import { describe, expect, it } from "vitest";
import { BOOKING_TEXTS, isKnownZone } from "./booking";
import { BookingFieldsSchema, ManageActionSchema, SlotQuerySchema } from "./booking-schema";

const TOKEN = `${"A".repeat(42)}b`;

describe("booking schema", () => {
  it.each([
    ["2026-03-09T03:30:00.000Z", "2026-03-09T03:30:00.000Z"],
    ["2026-03-09T03:30:00Z", "2026-03-09T03:30:00.000Z"],
    ["2026-03-09T03:30Z", "2026-03-09T03:30:00.000Z"],
    [" 2026-03-09T03:30:00Z ", "2026-03-09T03:30:00.000Z"],
    ["", undefined],
    [undefined, undefined],
  ])("reads slot %j as %j", (slot, expected) => {
    expect(BookingFieldsSchema.parse({ slot })).toEqual({ slot: expected, zone: undefined });
  });

  it.each([
    "2026-03-09T09:00:00+05:30", // an offset: UTC only
    "2026-03-09T03:30:30Z", // seconds
    "2026-03-09T03:30:00.001Z",
    "2026-02-30T03:30:00Z", // no such day
    "2026-03-09T24:00:00Z",
    "1741491000000",
    "tomorrow",
    "2026-03-09T03:30:00.000Z".repeat(2),
  ])("refuses slot %j with the slot text", (slot) => {
    const r = BookingFieldsSchema.safeParse({ slot });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].message).toBe(BOOKING_TEXTS.badSlot);
  });

  it.each([
    ["America/New_York", true],
    ["Asia/Kolkata", true],
    ["Asia/Calcutta", true],
    ["UTC", true],
    ["Europe/Lndon", false],
    ["+05:30", false],
    ["-0500", false],
    ["", false],
    ["x".repeat(65), false],
    [42, false],
  ])("zone %j known: %s", (zone, known) => {
    expect(isKnownZone(zone)).toBe(known);
    expect(BookingFieldsSchema.safeParse({ zone }).success).toBe(known || zone === "");
  });

  it("reads the slot query, blanks as absent", () => {
    expect(SlotQuerySchema.parse({ zone: "Europe/London", preference: "Next week" })).toEqual({
      zone: "Europe/London",
      preference: "Next week",
    });
    expect(SlotQuerySchema.parse({ zone: "", preference: "" })).toEqual({ zone: undefined, preference: undefined });
    expect(SlotQuerySchema.safeParse({ preference: "Someday" }).success).toBe(false);
  });

  it.each([
    [{ intent: "view", token: TOKEN }, true],
    [{ intent: "cancel", token: TOKEN }, true],
    [{ intent: "reschedule", token: TOKEN, slot: "2026-03-09T03:30:00Z" }, true],
    [{ intent: "reschedule", token: TOKEN }, false],
    [{ intent: "cancel", token: `${TOKEN}=` }, false],
    [{ intent: "cancel", token: TOKEN.slice(1) }, false],
    [{ intent: "delete", token: TOKEN }, false],
  ])("manage action %j valid: %s", (action, valid) => {
    expect(ManageActionSchema.safeParse(action).success).toBe(valid);
  });
});
