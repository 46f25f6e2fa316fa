import { PortfolioPage } from "~/features/portfolio/portfolio-page";
import { routeMeta } from "~/lib/meta";
import { pageLoader } from "~/content/page-info.server";
import type { Route } from "./+types/portfolio";

export const loader = pageLoader;
export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function Portfolio({ loaderData }: Route.ComponentProps) {
  return <PortfolioPage heading={loaderData.page.heading} intro={loaderData.page.intro} />;
}
