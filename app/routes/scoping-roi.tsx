import { pageLoader } from "~/content/page-info.server";
import { scopingRoi } from "~/content/service-details/scoping-roi";
import { ScopingPage } from "~/features/service-details/scoping-page";
import { routeMeta } from "~/lib/meta";
import type { Route } from "./+types/scoping-roi";

// The copy travels as loader data (prerendered into the HTML), so it never adds to the JS bundle.
export function loader(args: Route.LoaderArgs) {
  return { ...pageLoader(args), content: scopingRoi };
}
export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function ScopingRoi({ loaderData }: Route.ComponentProps) {
  return <ScopingPage page={loaderData.page} content={loaderData.content} />;
}
