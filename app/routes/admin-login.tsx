import { data, redirect } from "react-router";
import { LoginPage } from "~/features/admin/auth/login-page";
import { backupFileName } from "~/features/admin/backup/backup-name";
import { adminMeta } from "~/features/admin/shared/admin-meta";
import { adminOf, safeNext } from "~/features/admin/shared/guard";
import { GateFrame } from "~/features/admin/shell/admin-frame";
import { formText } from "~/lib/form-data";
import type { Route } from "./+types/admin-login";

export const meta: Route.MetaFunction = () => adminMeta("Sign in");

// Retry-After of a throttled sign-in reaches the document response only through this export.
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export function loader({ context, request }: Route.LoaderArgs) {
  const admin = adminOf(context);
  const next = safeNext(new URL(request.url).searchParams.get("next"));
  if (admin.user) throw redirect(next);
  const query = new URL(request.url).searchParams;
  const restored = query.get("restored") === "1";
  return { next, secureContext: admin.secureContext, restored, savedAs: backupFileName(query.get("saved")) };
}

export async function action({ context, request }: Route.ActionArgs) {
  const admin = adminOf(context);
  const form = await request.formData();
  const email = formText(form, "email");
  const result = await admin.login({ email, password: formText(form, "password") });
  if (result.ok) throw redirect(safeNext(form.get("next")), { headers: { "Set-Cookie": result.setCookie } });
  const headers: HeadersInit = result.retryAfter ? { "Retry-After": String(result.retryAfter) } : {};
  return data({ error: result.message, email: email.slice(0, 254) }, { status: result.status, headers });
}

export default function AdminLogin({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <GateFrame>
      <LoginPage {...loaderData} email={actionData?.email} error={actionData?.error} />
    </GateFrame>
  );
}
