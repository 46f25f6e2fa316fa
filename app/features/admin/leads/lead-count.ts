// The line above the Leads list that says how many leads match. A broad filter or search is never
// counted to the end (on SQLite a count of 100,000 rows would hold the thread that serves visitors):
// the list reads at most LEADS_LIST_CAP leads, the newest, and says so.

/** The most leads one filtered list reads, counts and pages through (40 pages of 25). */
export const LEADS_LIST_CAP = 1_000;

/**
 * Why the list stops at `cap` leads. "more": more than `cap` leads match, the newest `cap` are listed.
 * "search": the search text alone matches more than `cap` leads; the other filters then apply to the
 * newest `cap` of those, so the count is of that part only.
 */
export interface LeadListCap {
  reason: "more" | "search";
  cap: number;
}

export interface LeadCount {
  total: number;
  page: number;
  pages: number;
  capped?: LeadListCap;
}

const grouped = (n: number) => n.toLocaleString("en-US");

/** "7 leads · page 2 of 3"; a capped list says how it is capped ("More than 1,000 leads · …"). */
export function leadCountText({ total, page, pages, capped }: LeadCount): string {
  let count = total === 1 ? "1 lead" : `${total} leads`;
  if (capped?.reason === "more") count = `More than ${grouped(capped.cap)} leads`;
  if (capped?.reason === "search")
    count = `${total === 1 ? "1 lead" : `${grouped(total)} leads`} among the newest ${grouped(capped.cap)} that match the search`;
  return pages > 1 ? `${count} · page ${page} of ${pages}` : count;
}

/**
 * The same line for the list grouped by person: "3 people · page 1 of 2"; a capped list groups only the
 * newest `cap` leads ("12 people among the newest 1,000 leads").
 */
export function peopleCountText({ total, page, pages, capped }: LeadCount): string {
  let count = total === 1 ? "1 person" : `${total} people`;
  if (capped) {
    const among = `among the newest ${grouped(capped.cap)} leads${capped.reason === "search" ? " that match the search" : ""}`;
    count = `${total === 1 ? "1 person" : `${grouped(total)} people`} ${among}`;
  }
  return pages > 1 ? `${count} · page ${page} of ${pages}` : count;
}

/**
 * What to do to see the leads a capped list leaves out, or null when it lists every match. `shown`:
 * "listed" (the list) or "grouped" (grouped by person).
 */
export function leadCapHint(capped: LeadListCap | undefined, shown: "listed" | "grouped" = "listed"): string | null {
  if (!capped) return null;
  const newest = `Only the newest ${grouped(capped.cap)} ${shown === "listed" ? "are listed" : "leads are grouped"}.`;
  return capped.reason === "search"
    ? `More than ${grouped(capped.cap)} leads match the search. ${newest} Type more of the name, e-mail, company or phone to find older ones.`
    : `${newest} Narrow the search or the filters (the From and To dates, for example) to find older ones.`;
}
