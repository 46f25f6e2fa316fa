import { redirect } from "react-router";
import { adminOf } from "~/features/admin/shared/guard";
import type { Route } from "./+types/admin-logout";

// Sign-out is a POST (a link could be triggered by another site); GET just goes to the gate.
export function loader() {
  throw redirect("/admin/login");
}

export async function action({ context }: Route.ActionArgs) {
  const setCookie = await adminOf(context).logout();
  throw redirect("/admin/login", { headers: { "Set-Cookie": setCookie } });
}
