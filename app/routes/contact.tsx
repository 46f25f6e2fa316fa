import { data } from "react-router";
import { CONTACT_MESSAGES } from "~/content/contact";
import type { ContactActionData } from "~/features/contact/contact-form";
import { ContactPage } from "~/features/contact/contact-page";
import { routeMeta } from "~/lib/meta";
import { pageLoader } from "~/content/page-info.server";
import type { Route } from "./+types/contact";

export const loader = pageLoader;
export const meta: Route.MetaFunction = (args) => routeMeta(args);

// The form posts here when JavaScript is off; with JavaScript it sends JSON to /api/leads instead.
// Both go through the same server-side validation and storage.
export async function action({ request, context }: Route.ActionArgs) {
  const form = Object.fromEntries(
    [...(await request.formData()).entries()].map(([k, v]) => [k, typeof v === "string" ? v : ""]),
  );
  const result = await context.submitLead?.({ type: "contact", form });
  if (result?.ok) return { status: "sent" } satisfies ContactActionData;
  const error = result && !result.ok ? result.error : { message: CONTACT_MESSAGES.failure, fields: {} };
  return data({ status: "invalid", ...error, values: form } satisfies ContactActionData, { status: 400 });
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const { heading, intro } = loaderData.page;
  return <ContactPage heading={heading} intro={intro} actionData={actionData as ContactActionData | undefined} />;
}
