import { data } from "react-router";
import { adminMeta } from "~/features/admin/shared/admin-meta";
import { adminOf, requireUser } from "~/features/admin/shared/guard";
import { UsersTab } from "~/features/admin/users/users-tab";
import type { Route } from "./+types/admin-users";

export const meta: Route.MetaFunction = () => adminMeta("Users");

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = requireUser(context, request, "users");
  return { users: await adminOf(context).api.users(), selfId: user.id };
}

export async function action({ context, request }: Route.ActionArgs) {
  requireUser(context, request, "users");
  const { api } = adminOf(context);
  const form = Object.fromEntries([...(await request.formData())].map(([k, v]) => [k, String(v)]));
  const result = form.intent === "create" ? await api.addUser(form) : await api.changeUser(form.id ?? "", form);
  return data(result, { status: result.ok ? 200 : 400 });
}

export default function AdminUsers({ loaderData }: Route.ComponentProps) {
  return <UsersTab {...loaderData} />;
}
