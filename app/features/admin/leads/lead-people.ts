import type { LeadRow } from "~/features/admin/leads/lead-types";

// Leads with the same e-mail address (any letter case) are one person; a lead without an address is
// a person of its own, so grouping never hides a lead.

export const personKey = (lead: Pick<LeadRow, "id" | "email">) => lead.email?.trim().toLowerCase() || lead.id;

export interface PersonGroup {
  key: string;
  /** The lower-case address; null for a lead without one. */
  email: string | null;
  count: number;
  /** The person's newest lead. */
  latest: LeadRow;
}

const newer = (a: LeadRow, b: LeadRow) => a.createdAt > b.createdAt || (a.createdAt === b.createdAt && a.id > b.id);

/** One group per person, the person with the newest lead first. */
export function groupByPerson(rows: readonly LeadRow[]): PersonGroup[] {
  const groups = new Map<string, PersonGroup>();
  for (const row of rows) {
    const key = personKey(row);
    const g = groups.get(key);
    if (!g) groups.set(key, { key, email: row.email ? key : null, count: 1, latest: row });
    else {
      g.count++;
      if (newer(row, g.latest)) g.latest = row;
    }
  }
  return [...groups.values()].sort((a, b) => (newer(a.latest, b.latest) ? -1 : newer(b.latest, a.latest) ? 1 : 0));
}
