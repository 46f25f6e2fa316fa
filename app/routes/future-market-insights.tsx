import { pageLoader } from "~/content/page-info.server";
import { futureMarketInsights } from "~/content/service-details/future-market-insights";
import { InsightsPage } from "~/features/service-details/insights-page";
import { routeMeta } from "~/lib/meta";
import type { Route } from "./+types/future-market-insights";

// The copy travels as loader data (prerendered into the HTML), so it never adds to the JS bundle.
export function loader(args: Route.LoaderArgs) {
  return { ...pageLoader(args), content: futureMarketInsights };
}
export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function FutureMarketInsights({ loaderData }: Route.ComponentProps) {
  return <InsightsPage page={loaderData.page} content={loaderData.content} />;
}
