import { describe, expect, it } from "vitest";
import { isKnownZone } from "~/lib/booking";
import { COMMON_ZONES, zoneOption, zoneOptions } from "./time-zones";

describe("the picker's time zones", () => {
  it("lists about forty zones the runtime knows, IST first, each once", () => {
    expect(COMMON_ZONES).toHaveLength(40);
    expect(COMMON_ZONES[0]).toEqual({ id: "Asia/Kolkata", label: "India (IST)", place: "India" });
    expect(COMMON_ZONES.filter((z) => !isKnownZone(z.id))).toEqual([]);
    expect(new Set(COMMON_ZONES.map((z) => z.id)).size).toBe(COMMON_ZONES.length);
  });

  it.each([
    ["America/New_York", "New York (US Eastern)", "New York"],
    ["Asia/Dubai", "Gulf (Dubai, Abu Dhabi, Muscat)", "Gulf"],
    ["America/Argentina/Buenos_Aires", "Buenos Aires", "Buenos Aires"],
    ["Asia/Calcutta", "India", "India"],
    ["UTC", "UTC (Coordinated Universal Time)", "UTC"],
  ])("names %s as %j, in a sentence %j", (id, label, place) => {
    expect(zoneOption(id)).toEqual({ id, label, place });
  });

  it("adds a zone that is not listed right after IST", () => {
    expect(zoneOptions("Europe/London")).toBe(COMMON_ZONES);
    expect(
      zoneOptions("America/Bogota")
        .slice(0, 3)
        .map((z) => z.id),
    ).toEqual(["Asia/Kolkata", "America/Bogota", "Pacific/Honolulu"]);
  });
});
