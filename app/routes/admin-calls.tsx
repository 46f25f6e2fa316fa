import { CallsTab } from "~/features/admin/calls/calls-tab";
import { adminMeta } from "~/features/admin/shared/admin-meta";
import { adminOf, requireUser } from "~/features/admin/shared/guard";
import { formText } from "~/lib/form-data";
import { runIntent } from "~/lib/intent-action";
import type { Route } from "./+types/admin-calls";

export const meta: Route.MetaFunction = () => adminMeta("Calls");

export async function loader({ context, request }: Route.LoaderArgs) {
  requireUser(context, request, "calls");
  return { overview: await adminOf(context).calls.overview() };
}

export async function action({ context, request }: Route.ActionArgs) {
  requireUser(context, request, "calls");
  const { calls } = adminOf(context);
  const form = await request.formData();
  const id = formText(form, "id");
  return runIntent(form, {
    held: () => calls.markHeld(id),
    "no-show": () => calls.markNoShow(id),
    cancel: () => calls.cancel(id),
    rebook: () => calls.sendRebooking(id),
  });
}

export default function AdminCalls({ loaderData }: Route.ComponentProps) {
  return <CallsTab overview={loaderData.overview} />;
}
