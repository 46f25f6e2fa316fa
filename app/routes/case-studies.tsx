import { pageLoader } from "~/content/page-info.server";
import { CaseStudiesPage } from "~/features/case-studies/case-studies-page";
import { routeMeta } from "~/lib/meta";
import type { Route } from "./+types/case-studies";

export const loader = pageLoader;
export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function CaseStudies({ loaderData }: Route.ComponentProps) {
  return <CaseStudiesPage heading={loaderData.page.heading} intro={loaderData.page.intro} />;
}
