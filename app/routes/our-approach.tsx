import { pageLoader } from "~/content/page-info.server";
import { ApproachPage } from "~/features/approach/approach-page";
import { routeMeta } from "~/lib/meta";
import type { Route } from "./+types/our-approach";

export const loader = pageLoader;
export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function OurApproach() {
  return <ApproachPage />;
}
