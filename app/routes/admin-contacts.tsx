import { data } from "react-router";
import { ContactsTab } from "~/features/admin/contacts/contacts-tab";
import { adminMeta } from "~/features/admin/shared/admin-meta";
import { adminOf, requireUser } from "~/features/admin/shared/guard";
import { formText } from "~/lib/form-data";
import type { Route } from "./+types/admin-contacts";

export const meta: Route.MetaFunction = () => adminMeta("Contact Forms");

export async function loader({ context, request }: Route.LoaderArgs) {
  requireUser(context, request, "contacts");
  return { items: await adminOf(context).api.contacts() };
}

export async function action({ context, request }: Route.ActionArgs) {
  requireUser(context, request, "contacts");
  const form = await request.formData();
  const result = await adminOf(context).api.setInquiryStatus(formText(form, "id"), formText(form, "status"));
  return data(result, { status: result.ok ? 200 : 400 });
}

export default function AdminContacts({ loaderData }: Route.ComponentProps) {
  return <ContactsTab items={loaderData.items} />;
}
