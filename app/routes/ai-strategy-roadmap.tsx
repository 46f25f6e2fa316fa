import { aiStrategyRoadmap } from "~/content/service-details/ai-strategy-roadmap";
import { StrategyPage } from "~/features/service-details/strategy-page";
import { routeMeta } from "~/lib/meta";
import { pageLoader } from "~/content/page-info.server";
import type { Route } from "./+types/ai-strategy-roadmap";

// The copy travels as loader data (prerendered into the HTML), so it never adds to the JS bundle.
export function loader(args: Route.LoaderArgs) {
  return { ...pageLoader(args), content: aiStrategyRoadmap };
}
export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function AiStrategyRoadmap({ loaderData }: Route.ComponentProps) {
  return <StrategyPage page={loaderData.page} content={loaderData.content} />;
}
