import { data } from "react-router";
import { SettingsTab } from "~/features/admin/settings/settings-tab";
import { adminMeta } from "~/features/admin/shared/admin-meta";
import { adminOf, requireUser } from "~/features/admin/shared/guard";
import { formText, formTexts } from "~/lib/form-data";
import type { Route } from "./+types/admin-settings";

export const meta: Route.MetaFunction = () => adminMeta("Settings");

export async function loader({ context, request }: Route.LoaderArgs) {
  requireUser(context, request, "settings");
  return { settings: await adminOf(context).api.blogSettings() };
}

export async function action({ context, request }: Route.ActionArgs) {
  requireUser(context, request, "settings");
  const form = await request.formData();
  if (form.get("intent") === "erase") {
    const erased = await adminOf(context).api.erasePerson({
      email: formText(form, "email"),
      confirm: formText(form, "confirm"),
    });
    return data({ ...erased, intent: "erase" }, { status: erased.ok ? 200 : 400 });
  }
  const values = formTexts(form, ["title", "description", "defaultAuthor", "postsPerPage"]);
  const result = await adminOf(context).api.saveBlogSettings(values);
  return data({ ...result, values }, { status: result.ok ? 200 : 400 });
}

export default function AdminSettings({ loaderData }: Route.ComponentProps) {
  return <SettingsTab settings={loaderData.settings} />;
}
