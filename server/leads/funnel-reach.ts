import type { BookingStatus, LeadStatus } from "~/lib/statuses";

// The funnel's steps a lead has ever reached (issue #39), kept as a timestamp per step on the lead
// (leads.reached_*_at, migration 027_f_funnel) so Analytics counts them from an index instead of
// reading every lead's timeline. A step is set once, the first time; later changes (a cancelled call,
// a lost deal) never clear it: the funnel counts what happened, not where the lead is now.

export const FUNNEL_REACH = ["booked", "held", "qualified", "won"] as const;
export type FunnelReach = (typeof FUNNEL_REACH)[number];

/** The column of each step. */
export const REACHED_COLUMN = {
  booked: "reached_booked_at",
  held: "reached_held_at",
  qualified: "reached_qualified_at",
  won: "reached_won_at",
} as const satisfies Record<FunnelReach, string>;

/** A lead that won passed qualified, a call held was booked: a later step implies the ones before it. */
const IMPLIES: Record<FunnelReach, readonly FunnelReach[]> = {
  booked: ["booked"],
  held: ["booked", "held"],
  qualified: ["qualified"],
  won: ["qualified", "won"],
};

/**
 * The steps one timeline line reaches: a status changed to qualified or won, a call booked or held
 * (lead_events kinds "status" and "booking"); none for any other line.
 */
export function stepsOfEvent(kind: string, detail: Record<string, unknown>): FunnelReach[] {
  if (kind === "status" && (detail.to === "qualified" || detail.to === "won")) return [...IMPLIES[detail.to]];
  if (kind === "booking" && (detail.action === "booked" || detail.action === "held")) {
    return [...IMPLIES[detail.action]];
  }
  return [];
}

export type Reached = Record<FunnelReach, string | null>;

export interface LeadHistory {
  status: LeadStatus;
  createdAt: string;
  /** Its "status" and "booking" timeline lines, any order. */
  events: readonly { kind: string; at: string; detail: Record<string, unknown> }[];
  /** Its calls, any status. */
  bookings: readonly { status: BookingStatus; createdAt: string; updatedAt: string }[];
}

/**
 * When a lead first reached each step, from what is kept of its history (the backfill of existing
 * leads): the timeline first; then what the rows themselves show for history the timeline does not
 * hold (a lead whose status was set before timelines existed counts as reached when it was created,
 * a call as booked when it was made, a call now held as held (and booked) when it was last changed). The
 * earliest time wins.
 */
export function reachedFromHistory(h: LeadHistory): Reached {
  const r: Reached = { booked: null, held: null, qualified: null, won: null };
  const reach = (step: FunnelReach, at: string) => {
    for (const s of IMPLIES[step]) {
      const was = r[s];
      if (was === null || at < was) r[s] = at;
    }
  };
  for (const e of h.events) for (const step of stepsOfEvent(e.kind, e.detail)) reach(step, e.at);
  for (const b of h.bookings) {
    reach("booked", b.createdAt);
    if (b.status === "held") reach("held", b.updatedAt);
  }
  if ((h.status === "qualified" || h.status === "won") && r[h.status] === null) reach(h.status, h.createdAt);
  return r;
}
