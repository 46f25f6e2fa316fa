import { managedOf } from "~/content/managed-content";
import { pageLoader } from "~/content/page-info.server";
import { PortfolioPage } from "~/features/portfolio/portfolio-page";
import { routeMeta } from "~/lib/meta";
import type { Route } from "./+types/portfolio";

// Projects come from the database (admin Portfolio tab), as loader data.
export async function loader({ request, context }: Route.LoaderArgs) {
  return { ...pageLoader({ request }), projects: await managedOf(context).projects() };
}
export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function Portfolio({ loaderData }: Route.ComponentProps) {
  return (
    <PortfolioPage heading={loaderData.page.heading} intro={loaderData.page.intro} projects={loaderData.projects} />
  );
}
