import { searchLoader } from "~/features/search/search-loader.server";
import { SearchPage } from "~/features/search/search-page";
import { routeMeta } from "~/lib/meta";
import type { Route } from "./+types/search";

// Server-rendered on every request: results depend on the query and on the published posts.
export const loader = (args: Route.LoaderArgs) => searchLoader(args);

// Result pages are thin and endless: kept out of search indexes (the sitemap leaves them out too).
export const meta: Route.MetaFunction = (args) => routeMeta(args, { noindex: true });

export default function Search({ loaderData }: Route.ComponentProps) {
  const { page, q, results } = loaderData;
  return <SearchPage heading={page.heading} intro={page.intro} q={q} results={results} />;
}
