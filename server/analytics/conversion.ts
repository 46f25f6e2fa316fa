import type { LeadSourceRow } from "~/features/admin/leads/lead-sources-types";

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

const NO_LEADS: LeadTally = { leads: 0, qualified: 0, value: 0, callsBooked: 0, callsHeld: 0 };

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

/** Adds a group of leads to a key's tally. */
export function tally(map: Map<string, LeadTally>, key: string, add: LeadTally) {
  const t = map.get(key) ?? NO_LEADS;
  map.set(key, {
    leads: t.leads + add.leads,
    qualified: t.qualified + add.qualified,
    value: t.value + add.value,
    callsBooked: t.callsBooked + add.callsBooked,
    callsHeld: t.callsHeld + add.callsHeld,
  });
}
