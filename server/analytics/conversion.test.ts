import { describe, expect, it } from "vitest";
import { addTo, conversionRate, type LeadTally, type ReachTally, sourceRows, tally, tallyReach } from "./conversion";

describe("conversionRate", () => {
  it.each([
    [1, 4, 0.25],
    [0, 10, 0],
    [3, 0, null],
    [2, 1, 2],
  ])("%i leads from %i visitors → %j", (leads, visitors, rate) => {
    expect(conversionRate(leads, visitors)).toBe(rate);
  });
});

describe("sourceRows", () => {
  it("joins visitors and leads by key, most leads first, then most visitors, then by name", () => {
    const visitors = new Map<string, number>();
    addTo(visitors, "linkedin", 30);
    addTo(visitors, "linkedin", 10); // a second day
    addTo(visitors, "google.com", 200);
    addTo(visitors, "", 50);
    const leads = new Map<string, LeadTally>();
    tally(leads, "linkedin", { leads: 2, qualified: 1, value: 5000, callsBooked: 2, callsHeld: 1 });
    tally(leads, "linkedin", { leads: 1, qualified: 1, value: 2500, callsBooked: 1, callsHeld: 0 });
    tally(leads, "newsletter", { leads: 1, qualified: 0, value: 0, callsBooked: 0, callsHeld: 0 });
    tally(leads, "", { leads: 1, qualified: 0, value: 0, callsBooked: 1, callsHeld: 1 });
    const none = { callsBooked: 0, callsHeld: 0 };
    expect(sourceRows(visitors, leads)).toEqual([
      {
        key: "linkedin",
        visitors: 40,
        leads: 3,
        qualified: 2,
        value: 7500,
        callsBooked: 3,
        callsHeld: 1,
        conversion: 0.075,
      },
      { key: "", visitors: 50, leads: 1, qualified: 0, value: 0, callsBooked: 1, callsHeld: 1, conversion: 0.02 },
      { key: "newsletter", visitors: 0, leads: 1, qualified: 0, value: 0, ...none, conversion: null },
      { key: "google.com", visitors: 200, leads: 0, qualified: 0, value: 0, ...none, conversion: 0 },
    ]);
  });
});

describe("tallyReach", () => {
  it("adds each step's count and value per key, and keeps only the funnel's fields", () => {
    const reach = new Map<string, ReachTally>();
    const lead = { booked: 1, held: 1, qualified: 1, won: 0, qualifiedValue: 4000, wonValue: 0 };
    // A lead row carries more than its counts (here its source): that does not land in the tally.
    tallyReach(reach, "linkedin", { ...lead, source: "linkedin" } as ReachTally);
    tallyReach(reach, "linkedin", { booked: 1, held: 0, qualified: 1, won: 1, qualifiedValue: 2500, wonValue: 2500 });
    tallyReach(reach, "", lead);
    expect(Object.fromEntries(reach)).toEqual({
      linkedin: { booked: 2, held: 1, qualified: 2, won: 1, qualifiedValue: 6500, wonValue: 2500 },
      "": lead,
    });
  });
});
