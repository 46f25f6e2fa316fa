import { pageLoader } from "~/content/page-info.server";
import { TRAINING_PAGES } from "~/content/service-details";
import { contentForPath } from "~/features/service-details/page-content";
import { TrainingPage } from "~/features/service-details/training-page";
import { routeMeta } from "~/lib/meta";
import type { Route } from "./+types/training";

// The four training tracks share this page; the path picks the track, sent as loader data.
export function loader(args: Route.LoaderArgs) {
  const { page } = pageLoader(args);
  return { page, content: contentForPath(TRAINING_PAGES, page.path) };
}
export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function Training({ loaderData }: Route.ComponentProps) {
  return <TrainingPage page={loaderData.page} content={loaderData.content} />;
}
