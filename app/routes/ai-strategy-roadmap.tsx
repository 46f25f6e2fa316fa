import { managedOf } from "~/content/managed-content";
import { pageLoader } from "~/content/page-info.server";
import { aiStrategyRoadmap } from "~/content/service-details/ai-strategy-roadmap";
import { StrategyPage } from "~/features/service-details/strategy-page";
import { routeMeta } from "~/lib/meta";
import type { Route } from "./+types/ai-strategy-roadmap";

// The copy travels as loader data, so it never adds to the JS bundle; the success stories are the
// page's approved testimonials from the database (admin Testimonials tab).
export async function loader(args: Route.LoaderArgs) {
  const page = pageLoader(args);
  const stories = await managedOf(args.context).testimonials(page.page.path);
  return { ...page, content: { ...aiStrategyRoadmap, stories: { title: aiStrategyRoadmap.stories.title } }, stories };
}
export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function AiStrategyRoadmap({ loaderData }: Route.ComponentProps) {
  return <StrategyPage page={loaderData.page} content={loaderData.content} stories={loaderData.stories} />;
}
