import { data } from "react-router";
import { ContactsTab } from "~/features/admin/contacts/contacts-tab";
import { adminMeta } from "~/features/admin/shared/admin-meta";
import { adminOf, requireUser } from "~/features/admin/shared/guard";
import { formText } from "~/lib/form-data";
import { statusOf } from "~/lib/result";
import type { Route } from "./+types/admin-contacts";

export const meta: Route.MetaFunction = () => adminMeta("Contact Forms");

export async function loader({ context, request }: Route.LoaderArgs) {
  requireUser(context, request, "contacts");
  return { items: await adminOf(context).contacts.list() };
}

export async function action({ context, request }: Route.ActionArgs) {
  requireUser(context, request, "contacts");
  const form = await request.formData();
  const result = await adminOf(context).contacts.setStatus(formText(form, "id"), formText(form, "status"));
  return data(result, { status: statusOf(result) });
}

export default function AdminContacts({ loaderData }: Route.ComponentProps) {
  return <ContactsTab items={loaderData.items} />;
}
