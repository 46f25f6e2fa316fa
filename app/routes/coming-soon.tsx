import { NOTIFY_MESSAGES } from "~/content/form-messages";
import { pageLoader } from "~/content/page-info.server";
import { ComingSoonPage } from "~/features/coming-soon/coming-soon-page";
import type { NotifyActionData } from "~/features/coming-soon/notify-form";
import { leadFormAction } from "~/lib/lead-action.server";
import { routeMeta } from "~/lib/meta";
import type { Route } from "./+types/coming-soon";

export const loader = pageLoader;
export const meta: Route.MetaFunction = (args) => routeMeta(args);

// The launch sign-up posts here when JavaScript is off; with JavaScript it sends JSON to /api/leads.
export const action = (args: Route.ActionArgs) =>
  leadFormAction(args, { type: "launch_notify", fixed: { source: "coming-soon" }, failure: NOTIFY_MESSAGES.failure });

export default function ComingSoon({ loaderData, actionData }: Route.ComponentProps) {
  const { heading, intro } = loaderData.page;
  return <ComingSoonPage heading={heading} intro={intro} actionData={actionData as NotifyActionData | undefined} />;
}
