import type { FunnelCounts, LeadSourceRow } from "~/features/admin/leads/lead-sources-types";

/** Leads per visitor, 0..1 as a share; null without visitors (nothing to divide by). */
export function conversionRate(leads: number, visitors: number): number | null {
  return visitors > 0 ? leads / visitors : null;
}

export interface LeadTally {
  leads: number;
  qualified: number;
  value: number;
  callsBooked: number;
  callsHeld: number;
}

/** The funnel's counts of a group of leads (issue #39): those that ever reached each step, and values. */
export interface ReachTally {
  booked: number;
  held: number;
  qualified: number;
  won: number;
  qualifiedValue: number;
  wonValue: number;
}

const NO_LEADS: LeadTally = { leads: 0, qualified: 0, value: 0, callsBooked: 0, callsHeld: 0 };
const NO_REACH: ReachTally = { booked: 0, held: 0, qualified: 0, won: 0, qualifiedValue: 0, wonValue: 0 };

/**
 * One row per key seen in either the visitors or the leads, with its conversion rate; most leads
 * first, then most visitors, then by name.
 */
export function sourceRows(
  visitors: ReadonlyMap<string, number>,
  leads: ReadonlyMap<string, LeadTally>,
): LeadSourceRow[] {
  const keys = new Set([...visitors.keys(), ...leads.keys()]);
  return [...keys]
    .map((key) => {
      const v = visitors.get(key) ?? 0;
      const l = leads.get(key) ?? NO_LEADS;
      return { key, visitors: v, ...l, conversion: conversionRate(l.leads, v) };
    })
    .sort((a, b) => b.leads - a.leads || b.visitors - a.visitors || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/** Adds `n` to a key's running total. */
export function addTo(map: Map<string, number>, key: string, n: number) {
  map.set(key, (map.get(key) ?? 0) + n);
}

/** Adds `add`'s counts to a key's, field by field: only the fields of `zero` (`add` may carry more). */
function addCounts<K extends string>(
  map: Map<string, Record<K, number>>,
  key: string,
  add: Record<K, number>,
  zero: Record<K, number>,
) {
  const t = map.get(key) ?? zero;
  const sum = { ...zero };
  for (const k of Object.keys(zero) as K[]) sum[k] = t[k] + add[k];
  map.set(key, sum);
}

/** Adds a group of leads to a key's tally. */
export const tally = (map: Map<string, LeadTally>, key: string, add: LeadTally) => addCounts(map, key, add, NO_LEADS);

/** Adds a group of leads to a key's funnel counts. */
export const tallyReach = (map: Map<string, ReachTally>, key: string, add: ReachTally) =>
  addCounts(map, key, add, NO_REACH);

/** The funnel's counts of a row: its visitors and leads beside the steps its leads reached. */
export function funnelCounts(row: { visitors: number; leads: number }, reach: ReachTally | undefined): FunnelCounts {
  return { visitors: row.visitors, leads: row.leads, ...(reach ?? NO_REACH) };
}
