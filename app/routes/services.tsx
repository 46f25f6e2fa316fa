import { pageLoader } from "~/content/page-info.server";
import { serviceDetails } from "~/content/services";
import { ServicesPage } from "~/features/services/services-page";
import { routeMeta } from "~/lib/meta";
import type { Route } from "./+types/services";

// One module for /services and its ten filter paths: each path has its own title, description and
// heading (content/pages.ts); the page reads the filter from the path itself, on the server too, so the
// prerendered HTML is already filtered. The cards' long copy travels as loader data, not as JavaScript.
export function loader({ request }: Route.LoaderArgs) {
  return { ...pageLoader({ request }), details: serviceDetails };
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function Services({ loaderData }: Route.ComponentProps) {
  const { page, details } = loaderData;
  return <ServicesPage heading={page.heading} intro={page.intro} details={details} />;
}
