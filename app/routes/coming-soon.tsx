import { data } from "react-router";
import { NOTIFY_COPY } from "~/content/coming-soon";
import { ComingSoonPage } from "~/features/coming-soon/coming-soon-page";
import type { NotifyActionData } from "~/features/coming-soon/notify-form";
import { routeMeta } from "~/lib/meta";
import { pageLoader } from "~/content/page-info.server";
import type { Route } from "./+types/coming-soon";

export const loader = pageLoader;
export const meta: Route.MetaFunction = (args) => routeMeta(args);

// The launch sign-up posts here when JavaScript is off; with JavaScript it sends JSON to /api/leads.
export async function action({ request, context }: Route.ActionArgs) {
  const body = await request.formData();
  const email = String(body.get("email") ?? "");
  const result = await context.submitLead?.({ type: "launch_notify", form: { email, source: "coming-soon" } });
  if (result?.ok) return { status: "sent" } satisfies NotifyActionData;
  const message = result && !result.ok ? result.error.message : NOTIFY_COPY.failure;
  return data({ status: "invalid", message, email } satisfies NotifyActionData, { status: 400 });
}

export default function ComingSoon({ loaderData, actionData }: Route.ComponentProps) {
  const { heading, intro } = loaderData.page;
  return <ComingSoonPage heading={heading} intro={intro} actionData={actionData as NotifyActionData | undefined} />;
}
