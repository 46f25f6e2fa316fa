import { data, redirect } from "react-router";
import type { Route } from "./+types/newsletter";

// Where newsletter boxes post without JavaScript: store the address, then back to the page it came from.
export async function action({ request, context }: Route.ActionArgs) {
  const body = await request.formData();
  const email = String(body.get("email") ?? "");
  const source = String(body.get("source") ?? "");
  const returnTo = String(body.get("returnTo") ?? "/");
  const result = await context.submitLead?.({ type: "newsletter", form: { email, source } });
  // Only local paths, so the form cannot be used to bounce visitors elsewhere.
  const back = /^\/(?!\/)[\w\-/]*$/.test(returnTo) ? returnTo : "/";
  if (result?.ok) return redirect(`${back}?subscribed=1`);
  return data(result && !result.ok ? result.error.message : "Could not subscribe right now.", { status: 400 });
}

export function loader() {
  return redirect("/blog");
}
