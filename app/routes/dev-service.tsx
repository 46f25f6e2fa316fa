import { pageLoader } from "~/content/page-info.server";
import { DEV_SERVICE_PAGES } from "~/content/service-details";
import { DevServicePage } from "~/features/service-details/dev-service-page";
import { contentForPath } from "~/features/service-details/page-content";
import { routeMeta } from "~/lib/meta";
import type { Route } from "./+types/dev-service";

// One layout for chatbots, automation, document processing and generative AI: the path picks the copy,
// which travels as loader data so the four pages' text never shares one JS chunk.
export function loader(args: Route.LoaderArgs) {
  const { page } = pageLoader(args);
  return { page, content: contentForPath(DEV_SERVICE_PAGES, page.path) };
}
export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function DevService({ loaderData }: Route.ComponentProps) {
  return <DevServicePage page={loaderData.page} content={loaderData.content} />;
}
