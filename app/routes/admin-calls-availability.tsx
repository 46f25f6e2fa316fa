import { AvailabilityTab } from "~/features/admin/calls/availability-tab";
import { adminMeta } from "~/features/admin/shared/admin-meta";
import { adminOf, requireUser } from "~/features/admin/shared/guard";
import { formText } from "~/lib/form-data";
import { runIntent } from "~/lib/intent-action";
import type { Route } from "./+types/admin-calls-availability";

export const meta: Route.MetaFunction = () => adminMeta("Availability");

export async function loader({ context, request }: Route.LoaderArgs) {
  requireUser(context, request, "calls");
  return { availability: await adminOf(context).calls.availability() };
}

export async function action({ context, request }: Route.ActionArgs) {
  requireUser(context, request, "calls");
  const { calls } = adminOf(context);
  const form = await request.formData();
  const fields = Object.fromEntries([...form].map(([k, v]) => [k, typeof v === "string" ? v : ""]));
  const userId = formText(form, "userId");
  return runIntent(form, {
    hours: () => calls.saveHours(userId, fields),
    "day-off-add": () => calls.addDaysOff(userId, fields),
    "day-off-remove": () => calls.removeDayOff(userId, formText(form, "date")),
    "feed-save": () => calls.saveFeed(userId, formText(form, "url")),
    "feed-remove": () => calls.removeFeed(userId),
    "holiday-add": () => calls.addHoliday(fields),
    "holiday-remove": () => calls.removeHoliday(formText(form, "date")),
  });
}

export default function AdminCallsAvailability({ loaderData }: Route.ComponentProps) {
  return <AvailabilityTab availability={loaderData.availability} />;
}
