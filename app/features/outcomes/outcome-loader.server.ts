import {
  getOutcomePage,
  implementationTimeline,
  processSection,
  solutionsSection,
  statsSection,
  timelineSection,
} from "~/content/outcomes";
import { pageFor } from "~/content/page-info.server";
import { OUTCOME_ICONS, type OutcomeIconName } from "./outcome-icons";
import { type OutcomeData, outcomeSlugFromPath, toOutcomeView } from "./outcome-view";

// Only the requested page's content reaches the browser, as loader data (prerendered into its HTML);
// the five content modules together would push the route past the JavaScript budget.

/** Loader of the outcome route: the page for the requested path; 404 for any other path. */
export function outcomeLoader({ request }: { request: Request }) {
  const slug = outcomeSlugFromPath(new URL(request.url).pathname);
  if (!slug) throw new Response("Not found", { status: 404 });
  const content = getOutcomePage(slug);
  const data: OutcomeData<OutcomeIconName> = {
    outcome: toOutcomeView(content, OUTCOME_ICONS),
    timeline: implementationTimeline,
    sections: {
      stats: statsSection,
      solutions: solutionsSection,
      timeline: timelineSection,
      process: processSection,
    },
  };
  return { page: pageFor(content.path), ...data };
}
