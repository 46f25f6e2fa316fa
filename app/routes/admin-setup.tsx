import { data, redirect } from "react-router";
import { SetupPage } from "~/features/admin/auth/setup-page";
import { adminMeta } from "~/features/admin/shared/admin-meta";
import { adminOf } from "~/features/admin/shared/guard";
import { GateFrame } from "~/features/admin/shell/admin-frame";
import { formText, formTexts } from "~/lib/form-data";
import type { Route } from "./+types/admin-setup";

export const meta: Route.MetaFunction = () => adminMeta("Create the first admin");

export async function loader({ context, request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const usable = await adminOf(context).setupUsable(token);
  return data({ token: usable ? token : "", usable }, { status: usable ? 200 : 410 });
}

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const token = formText(form, "token");
  const values = formTexts(form, ["name", "email"]);
  const result = await adminOf(context).setupFirstAdmin(token, {
    ...values,
    password: formText(form, "password"),
  });
  if (result.ok) throw redirect("/admin", { headers: { "Set-Cookie": result.setCookie } });
  return data({ error: result.message, fields: result.fields, values }, { status: result.fields ? 400 : 410 });
}

export default function AdminSetup({ loaderData, actionData }: Route.ComponentProps) {
  const usable = loaderData.usable && !(actionData && !actionData.fields);
  return (
    <GateFrame>
      <SetupPage token={loaderData.token} usable={usable} {...actionData} />
    </GateFrame>
  );
}
