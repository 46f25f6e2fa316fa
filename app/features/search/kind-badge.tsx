import type { SearchEntry } from "~/lib/search-entry";

/** What kind of page a result is, as a small badge. */
export function KindBadge({ kind }: { kind: SearchEntry["kind"] }) {
  return <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">{kind}</span>;
}
