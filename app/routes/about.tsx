import { managedOf } from "~/content/managed-content";
import { pageLoader } from "~/content/page-info.server";
import { AboutPage } from "~/features/about/about-page";
import { routeMeta } from "~/lib/meta";
import type { Route } from "./+types/about";

// Active team members from the database (admin Team tab), as loader data.
export async function loader({ request, context }: Route.LoaderArgs) {
  return { ...pageLoader({ request }), team: await managedOf(context).team() };
}
export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function About({ loaderData }: Route.ComponentProps) {
  return <AboutPage heading={loaderData.page.heading} intro={loaderData.page.intro} team={loaderData.team} />;
}
