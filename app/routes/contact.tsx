import { CONTACT_MESSAGES } from "~/content/form-messages";
import { pageLoader } from "~/content/page-info.server";
import type { ContactActionData } from "~/features/contact/contact-form";
import { ContactPage } from "~/features/contact/contact-page";
import { leadFormAction } from "~/lib/lead-action.server";
import { routeMeta } from "~/lib/meta";
import type { Route } from "./+types/contact";

export const loader = pageLoader;
export const meta: Route.MetaFunction = (args) => routeMeta(args);

// The form posts here when JavaScript is off; with JavaScript it sends JSON to /api/leads instead.
export const action = (args: Route.ActionArgs) =>
  leadFormAction(args, { type: "contact", failure: CONTACT_MESSAGES.failure });

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const { heading, intro } = loaderData.page;
  return <ContactPage heading={heading} intro={intro} actionData={actionData as ContactActionData | undefined} />;
}
