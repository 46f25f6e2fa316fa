import type { GetStartedActionData } from "~/features/get-started/get-started-form";
import { GetStartedPage } from "~/features/get-started/get-started-page";
import { getStartedAction, getStartedLoader } from "~/features/get-started/get-started-route.server";
import { routeMeta } from "~/lib/meta";
import type { Route } from "./+types/get-started";

// Rendered per request: the slot picker shows the free times in the visitor's zone (issue #38).
export const loader = (args: Route.LoaderArgs) => getStartedLoader(args);
export const meta: Route.MetaFunction = (args) => routeMeta(args);

// The times change by the minute and the zone cookie may be set: never kept by a shared cache.
export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const headers = new Headers(actionHeaders);
  headers.set("Cache-Control", "private, no-cache");
  return headers;
};

// The form posts here when JavaScript is off (outcomes arrive as repeated `outcomes` fields; "Show times"
// posts it with intent=show-times); with JavaScript it sends JSON to /api/leads.
export const action = (args: Route.ActionArgs) => getStartedAction(args);

export default function GetStarted({ loaderData, actionData }: Route.ComponentProps) {
  const { page, slots } = loaderData;
  return (
    <GetStartedPage
      heading={page.heading}
      intro={page.intro}
      slots={slots}
      actionData={actionData as GetStartedActionData | undefined}
    />
  );
}
