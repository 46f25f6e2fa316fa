import { pageLoader } from "~/content/page-info.server";
import { aiReadiness } from "~/content/service-details/ai-readiness";
import { ReadinessPage } from "~/features/service-details/readiness-page";
import { routeMeta } from "~/lib/meta";
import type { Route } from "./+types/ai-readiness";

// The copy travels as loader data (prerendered into the HTML), so it never adds to the JS bundle.
export function loader(args: Route.LoaderArgs) {
  return { ...pageLoader(args), content: aiReadiness };
}
export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function AiReadiness({ loaderData }: Route.ComponentProps) {
  return <ReadinessPage page={loaderData.page} content={loaderData.content} />;
}
