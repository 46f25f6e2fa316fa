import { AboutPage } from "~/features/about/about-page";
import { routeMeta } from "~/lib/meta";
import { pageLoader } from "~/content/page-info.server";
import type { Route } from "./+types/about";

export const loader = pageLoader;
export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function About({ loaderData }: Route.ComponentProps) {
  return <AboutPage heading={loaderData.page.heading} intro={loaderData.page.intro} />;
}
