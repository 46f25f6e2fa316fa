import { data, redirect } from "react-router";
import { NEWSLETTER_MESSAGES } from "~/content/form-messages";
import { sendLeadForm } from "~/lib/lead-action.server";
import type { Route } from "./+types/newsletter";

// Where newsletter boxes post without JavaScript: store the address, then back to the page it came from.
export async function action({ request, context }: Route.ActionArgs) {
  const returnTo = String((await request.clone().formData()).get("returnTo") ?? "/");
  const answer = await sendLeadForm({ request, context }, { type: "newsletter", failure: NEWSLETTER_MESSAGES.failure });
  // Only local paths, so the form cannot be used to bounce visitors elsewhere.
  const back = /^\/(?!\/)[\w\-/]*$/.test(returnTo) ? returnTo : "/";
  if (answer.status === "sent") return redirect(`${back}?subscribed=1`);
  return data(answer.message, { status: 400 });
}

export function loader() {
  return redirect("/blog");
}
