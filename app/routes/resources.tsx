import { pageLoader } from "~/content/page-info.server";
import { ResourcesPage } from "~/features/resources/resources-page";
import { routeMeta } from "~/lib/meta";
import type { Route } from "./+types/resources";

export const loader = pageLoader;
export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function Resources({ loaderData }: Route.ComponentProps) {
  return <ResourcesPage heading={loaderData.page.heading} intro={loaderData.page.intro} />;
}
