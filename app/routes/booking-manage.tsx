import { ManagePage } from "~/features/booking/manage-page";
import {
  type ManageActionData,
  type ManageLoaderData,
  manageAction,
  manageLoader,
} from "~/features/booking/manage-route.server";
import { routeMeta } from "~/lib/meta";
import type { Route } from "./+types/booking-manage";

// A booked call's own page, behind the unguessable token in its path (issue #38). The request log
// writes the path as /booking/manage/:token; the page is never indexed, cached or sent as a Referer.
export const loader = (args: Route.LoaderArgs) => manageLoader(args);
export const action = (args: Route.ActionArgs) => manageAction(args);

// Noindex, and no canonical or og:url: those would repeat a path that is not a page of its own.
export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, { noindex: true }).filter(
    (tag) => !("rel" in tag && tag.rel === "canonical") && !("property" in tag && tag.property === "og:url"),
  );

// same-origin, not no-referrer: the token's path still never reaches another site, and the page's own
// forms keep their Origin (with no-referrer a browser sends "Origin: null", and the router's CSRF check
// refused the move and the cancel posted without JavaScript).
export const headers: Route.HeadersFunction = () => ({
  "Cache-Control": "private, no-store",
  "Referrer-Policy": "same-origin",
});

export default function BookingManage({ loaderData, actionData }: Route.ComponentProps) {
  return <ManagePage data={loaderData as ManageLoaderData} actionData={actionData as ManageActionData | undefined} />;
}
