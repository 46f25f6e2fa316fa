import { GET_STARTED_MESSAGES } from "~/content/form-messages";
import { pageLoader } from "~/content/page-info.server";
import type { GetStartedActionData } from "~/features/get-started/get-started-form";
import { GetStartedPage } from "~/features/get-started/get-started-page";
import { leadFormAction } from "~/lib/lead-action.server";
import { routeMeta } from "~/lib/meta";
import type { Route } from "./+types/get-started";

export const loader = pageLoader;
export const meta: Route.MetaFunction = (args) => routeMeta(args);

// The form posts here when JavaScript is off (outcomes arrive as repeated `outcomes` fields); with
// JavaScript it sends JSON to /api/leads.
export const action = (args: Route.ActionArgs) =>
  leadFormAction(args, { type: "get_started", lists: ["outcomes"], failure: GET_STARTED_MESSAGES.failure });

export default function GetStarted({ loaderData, actionData }: Route.ComponentProps) {
  const { heading, intro } = loaderData.page;
  return <GetStartedPage heading={heading} intro={intro} actionData={actionData as GetStartedActionData | undefined} />;
}
