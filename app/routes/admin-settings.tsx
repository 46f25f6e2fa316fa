import { data } from "react-router";
import { SettingsTab } from "~/features/admin/settings/settings-tab";
import { adminMeta } from "~/features/admin/shared/admin-meta";
import { adminOf, requireUser } from "~/features/admin/shared/guard";
import { formText, formTexts } from "~/lib/form-data";
import { statusOf } from "~/lib/result";
import type { Route } from "./+types/admin-settings";

export const meta: Route.MetaFunction = () => adminMeta("Settings");

export async function loader({ context, request }: Route.LoaderArgs) {
  requireUser(context, request, "settings");
  return { settings: await adminOf(context).settings.blog() };
}

export async function action({ context, request }: Route.ActionArgs) {
  requireUser(context, request, "settings");
  const form = await request.formData();
  if (form.get("intent") === "erase") {
    const erased = await adminOf(context).leads.erasePerson({
      email: formText(form, "email"),
      confirm: formText(form, "confirm"),
    });
    return data({ ...erased, intent: "erase" }, { status: statusOf(erased) });
  }
  const values = formTexts(form, ["title", "description", "defaultAuthor", "postsPerPage"]);
  const result = await adminOf(context).settings.saveBlog(values);
  return data({ ...result, values }, { status: statusOf(result) });
}

export default function AdminSettings({ loaderData }: Route.ComponentProps) {
  return <SettingsTab settings={loaderData.settings} />;
}
