import { data } from "react-router";
import { adminMeta } from "~/features/admin/shared/admin-meta";
import { adminOf, requireUser } from "~/features/admin/shared/guard";
import { UsersTab } from "~/features/admin/users/users-tab";
import { statusOf } from "~/lib/result";
import type { Route } from "./+types/admin-users";

export const meta: Route.MetaFunction = () => adminMeta("Users");

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = requireUser(context, request, "users");
  return { users: await adminOf(context).users.list(), selfId: user.id };
}

export async function action({ context, request }: Route.ActionArgs) {
  requireUser(context, request, "users");
  const { users } = adminOf(context);
  const form = Object.fromEntries([...(await request.formData())].map(([k, v]) => [k, String(v)]));
  const result = form.intent === "create" ? await users.add(form) : await users.change(form.id ?? "", form);
  return data(result, { status: statusOf(result) });
}

export default function AdminUsers({ loaderData }: Route.ComponentProps) {
  return <UsersTab {...loaderData} />;
}
