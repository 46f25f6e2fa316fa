import { pageLoader } from "~/content/page-info.server";
import { IndustryReportsPage } from "~/features/reports/industry-reports-page";
import { routeMeta } from "~/lib/meta";
import type { Route } from "./+types/industry-reports";

export const loader = pageLoader;
export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function IndustryReports({ loaderData }: Route.ComponentProps) {
  return <IndustryReportsPage heading={loaderData.page.heading} intro={loaderData.page.intro} />;
}
