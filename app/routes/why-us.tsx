import { pageLoader } from "~/content/page-info.server";
import { WhyUsPage } from "~/features/why-us/why-us-page";
import { routeMeta } from "~/lib/meta";
import type { Route } from "./+types/why-us";

export const loader = pageLoader;
export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function WhyUs() {
  return <WhyUsPage />;
}
