import { useEffect, useState } from "react";
import { createSiteSearch, type SearchEntry, type SiteSearch } from "~/lib/site-search";

// The index is fetched the first time the dialog opens and kept for the rest of the visit.
let request: Promise<SiteSearch> | undefined;

function loadSearch(): Promise<SiteSearch> {
  request ??= fetch("/api/search-index", { headers: { Accept: "application/json" } })
    .then((res) => {
      if (!res.ok) throw new Error(`search index: HTTP ${res.status}`);
      return res.json() as Promise<{ entries: SearchEntry[] }>;
    })
    .then(({ entries }) => createSiteSearch(entries))
    .catch((err: unknown) => {
      request = undefined; // the next opening tries again
      throw err;
    });
  return request;
}

export type IndexState = { status: "loading" } | { status: "ready"; search: SiteSearch } | { status: "failed" };

export function useSearchIndex(): IndexState {
  const [state, setState] = useState<IndexState>({ status: "loading" });
  useEffect(() => {
    let live = true;
    loadSearch().then(
      (search) => live && setState({ status: "ready", search }),
      () => live && setState({ status: "failed" }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}
