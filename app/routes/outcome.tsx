import { outcomeLoader } from "~/features/outcomes/outcome-loader.server";
import { OutcomePage } from "~/features/outcomes/outcome-page";
import { routeMeta } from "~/lib/meta";
import type { Route } from "./+types/outcome";

// One module serves the five outcome paths; the loader picks the content by path (404 otherwise).
export const loader = outcomeLoader;
export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function Outcome({ loaderData }: Route.ComponentProps) {
  const { outcome, timeline, sections } = loaderData;
  // Keyed by page so moving between outcome pages resets the selected tab to that page's default.
  return <OutcomePage key={outcome.slug} outcome={outcome} timeline={timeline} sections={sections} />;
}
