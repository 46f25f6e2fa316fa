import { HomePage } from "~/features/home/home-page";
import { routeMeta } from "~/lib/meta";
import { pageLoader } from "~/lib/page-info.server";
import type { Route } from "./+types/home";

export const loader = pageLoader;
export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage heading={loaderData.page.heading} intro={loaderData.page.intro} />;
}
