import { data } from "react-router";
import type { GetStartedActionData } from "~/features/get-started/get-started-form";
import { GET_STARTED_MESSAGES } from "~/features/get-started/get-started-fields";
import { GetStartedPage } from "~/features/get-started/get-started-page";
import { HONEYPOT_FIELD } from "~/lib/form-rules";
import { routeMeta } from "~/lib/meta";
import { pageLoader } from "~/content/page-info.server";
import type { Route } from "./+types/get-started";

export const loader = pageLoader;
export const meta: Route.MetaFunction = (args) => routeMeta(args);

const TEXT_FIELDS = ["name", "email", "phone", "company", "timePreference", HONEYPOT_FIELD] as const;

// The form posts here when JavaScript is off (outcomes arrive as repeated `outcomes` fields); with
// JavaScript it sends JSON to /api/leads. Both go through the same validation and storage.
export async function action({ request, context }: Route.ActionArgs) {
  const body = await request.formData();
  const text = (name: string) => {
    const v = body.get(name);
    return typeof v === "string" ? v : "";
  };
  const form: Record<string, unknown> = Object.fromEntries(TEXT_FIELDS.map((name) => [name, text(name)]));
  form.outcomes = body.getAll("outcomes").filter((v): v is string => typeof v === "string");
  const result = await context.submitLead?.({ type: "get_started", form });
  if (result?.ok) return { status: "sent" } satisfies GetStartedActionData;
  const error = result && !result.ok ? result.error : { message: GET_STARTED_MESSAGES.failure, fields: {} };
  const { [HONEYPOT_FIELD]: _bot, ...values } = form;
  return data({ status: "invalid", ...error, values } satisfies GetStartedActionData, { status: 400 });
}

export default function GetStarted({ loaderData, actionData }: Route.ComponentProps) {
  const { heading, intro } = loaderData.page;
  return <GetStartedPage heading={heading} intro={intro} actionData={actionData as GetStartedActionData | undefined} />;
}
