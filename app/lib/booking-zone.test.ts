import { describe, expect, it } from "vitest";
import { pickZone, zoneCookie, zoneFromCookies, zoneOfRequest } from "./booking-zone";

describe("the visitor's zone", () => {
  it.each([
    [null, undefined],
    ["", undefined],
    ["booking_zone=America%2FNew_York", "America/New_York"],
    ["a=1; booking_zone=Europe%2FLondon; b=2", "Europe/London"],
    ["booking_zone=Asia/Kolkata", "Asia/Kolkata"],
    ["other_booking_zone=Europe%2FLondon", undefined],
    ["booking_zone=Mars%2FOlympus", undefined],
    ["booking_zone=%2B05%3A30", undefined], // "+05:30": an offset, not a zone
    ["booking_zone=%E0%A4%A", undefined], // undecodable
  ])("cookie header %j holds %j", (header, zone) => {
    expect(zoneFromCookies(header)).toBe(zone);
  });

  it.each([
    [["Europe/Berlin", "America/Chicago"], "Europe/Berlin"],
    [["Europe/Berln", "America/Chicago"], "America/Chicago"],
    [[undefined, "", 42], "Asia/Kolkata"],
    [[], "Asia/Kolkata"],
  ])("picks the first known zone of %j: %s", (candidates, zone) => {
    expect(pickZone(...candidates)).toBe(zone);
  });

  it("takes ?zone= before the cookie, and IST when neither is a zone", () => {
    const request = (url: string, cookie?: string) =>
      new Request(url, cookie ? { headers: { Cookie: cookie } } : undefined);
    const cookie = "booking_zone=Europe%2FLondon";
    expect(zoneOfRequest(request("http://x/get-started?zone=Asia%2FTokyo", cookie))).toBe("Asia/Tokyo");
    expect(zoneOfRequest(request("http://x/get-started?zone=nowhere", cookie))).toBe("Europe/London");
    expect(zoneOfRequest(request("http://x/get-started"))).toBe("Asia/Kolkata");
  });

  it("remembers the zone for a year on every path, Secure over https", () => {
    expect(zoneCookie("America/New_York", true)).toBe(
      "booking_zone=America%2FNew_York; Path=/; Max-Age=31536000; SameSite=Lax; Secure",
    );
    expect(zoneCookie("UTC", false)).toBe("booking_zone=UTC; Path=/; Max-Age=31536000; SameSite=Lax");
  });
});
