import { postSearchEntries, staticSearchEntries } from "~/content/site-documents.server";
import type { PublicSettings } from "~/lib/public-settings";
import { createSiteSearch, MAX_RESULTS, type SearchEntry, type SiteSearch } from "~/lib/site-search";
import { ensureSeeded, listPublished } from "../blog/posts";
import { currentContentVersion } from "../content-version/content-version";
import type { Db } from "../db/schema";
import { countContentBuild } from "../ops/metrics";

// The /search page's index: the same entries and ranking as the header dialog (app/lib/site-search.ts),
// built once per content version instead of on every request (MiniSearch indexes every page and post).

interface Built {
  version: number;
  search: Promise<SiteSearch>;
}

// Per database handle: a test process runs several apps, each with its own database.
const built = new WeakMap<Db, Built>();

/** `(query, limit) => entries`, from the index of the current content version. */
export function siteSearchOf(db: Db, site: PublicSettings) {
  let statics: SearchEntry[] | undefined;

  async function build(): Promise<SiteSearch> {
    statics ??= staticSearchEntries(site);
    const posts = await listPublished(db);
    countContentBuild("search_index");
    return createSiteSearch([...statics, ...postSearchEntries(posts)]);
  }

  return async (query: string, limit = MAX_RESULTS): Promise<SearchEntry[]> => {
    await ensureSeeded(db);
    // The version first, then the posts: a change landing in between is read with the older number,
    // so the next request, seeing the newer one, builds again (never the reverse).
    const version = await currentContentVersion(db);
    let entry = built.get(db);
    if (entry?.version !== version) {
      // One build per version, however many requests arrive while it runs.
      const search = build();
      entry = { version, search };
      built.set(db, entry);
      search.catch(() => {
        if (built.get(db) === entry) built.delete(db);
      });
    }
    return (await entry.search)(query, limit);
  };
}
