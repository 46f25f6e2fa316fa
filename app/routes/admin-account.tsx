import { data } from "react-router";
import { AccountTab } from "~/features/admin/account/account-tab";
import { adminMeta } from "~/features/admin/shared/admin-meta";
import { adminOf, requireUser } from "~/features/admin/shared/guard";
import { statusOf } from "~/lib/result";
import type { Route } from "./+types/admin-account";

export const meta: Route.MetaFunction = () => adminMeta("Your account");

export function loader({ context, request }: Route.LoaderArgs) {
  const user = requireUser(context, request, "account");
  return { user };
}

export async function action({ context, request }: Route.ActionArgs) {
  requireUser(context, request, "account");
  const form = await request.formData();
  const field = (name: string) => {
    const v = form.get(name);
    return typeof v === "string" ? v : "";
  };
  const result = await adminOf(context).account.changePassword({
    current: field("current"),
    password: field("password"),
    confirm: field("confirm"),
  });
  return data(result, { status: statusOf(result) });
}

export default function AdminAccount({ loaderData }: Route.ComponentProps) {
  return <AccountTab user={loaderData.user} />;
}
