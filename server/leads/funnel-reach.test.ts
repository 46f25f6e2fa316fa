import { describe, expect, it } from "vitest";
import { type LeadHistory, type Reached, reachedFromHistory, stepsOfEvent } from "./funnel-reach";

describe("stepsOfEvent", () => {
  it.each([
    ["status", { from: "new", to: "contacted" }, []],
    ["status", { from: "contacted", to: "qualified" }, ["qualified"]],
    // Straight to won: it passed qualified.
    ["status", { from: "new", to: "won" }, ["qualified", "won"]],
    ["status", { from: "qualified", to: "lost" }, []],
    ["booking", { action: "booked" }, ["booked"]],
    ["booking", { action: "held" }, ["booked", "held"]],
    ["booking", { action: "cancelled" }, []],
    ["booking", { action: "no_show" }, []],
    ["booking", { action: "moved" }, []],
    ["note", { to: "won" }, []],
    ["value", { from: null, to: 5000 }, []],
  ])("%s %j → %j", (kind, detail, steps) => {
    expect(stepsOfEvent(kind, detail)).toEqual(steps);
  });
});

const T = (d: number) => `2027-01-0${d}T10:00:00.000Z`;
const base: LeadHistory = { status: "new", createdAt: T(1), events: [], bookings: [] };
const status = (to: string, d: number) => ({ kind: "status", at: T(d), detail: { to } });
const booking = (action: string, d: number) => ({ kind: "booking", at: T(d), detail: { action } });
const none: Reached = { booked: null, held: null, qualified: null, won: null };

describe("reachedFromHistory", () => {
  it.each<[string, Partial<LeadHistory>, Reached]>([
    ["nothing happened", {}, none],
    ["contacted only", { status: "contacted", events: [status("contacted", 2)] }, none],
    [
      "qualified, then won, then lost: every step stays",
      { status: "lost", events: [status("qualified", 2), status("won", 4), status("lost", 5)] },
      { ...none, qualified: T(2), won: T(4) },
    ],
    ["straight to won", { status: "won", events: [status("won", 3)] }, { ...none, qualified: T(3), won: T(3) }],
    [
      "the earliest of two qualifications",
      { status: "qualified", events: [status("qualified", 6), status("contacted", 4), status("qualified", 3)] },
      { ...none, qualified: T(3) },
    ],
    ["qualified before timelines: its creation", { status: "qualified" }, { ...none, qualified: T(1) }],
    ["won before timelines: its creation, both steps", { status: "won" }, { ...none, qualified: T(1), won: T(1) }],
    [
      "a call booked then cancelled stays booked",
      {
        events: [booking("booked", 2), booking("cancelled", 3)],
        bookings: [{ status: "cancelled", createdAt: T(2), updatedAt: T(3) }],
      },
      { ...none, booked: T(2) },
    ],
    [
      "a call held from the timeline",
      {
        events: [booking("booked", 2), booking("held", 5)],
        bookings: [{ status: "held", createdAt: T(2), updatedAt: T(6) }],
      },
      { ...none, booked: T(2), held: T(5) },
    ],
    [
      "a held call without timeline lines: made and last changed",
      { bookings: [{ status: "held", createdAt: T(2), updatedAt: T(4) }] },
      { ...none, booked: T(2), held: T(4) },
    ],
    [
      "held, then corrected to a no-show: held stays",
      {
        events: [booking("booked", 2), booking("held", 4), booking("no_show", 5)],
        bookings: [{ status: "no_show", createdAt: T(2), updatedAt: T(5) }],
      },
      { ...none, booked: T(2), held: T(4) },
    ],
  ])("%s", (_, over, reached) => {
    expect(reachedFromHistory({ ...base, ...over })).toEqual(reached);
  });
});
