import { pageLoader } from "~/content/page-info.server";
import { useCases } from "~/content/service-details/use-cases";
import { UseCasesPage } from "~/features/service-details/use-cases-page";
import { routeMeta } from "~/lib/meta";
import type { Route } from "./+types/use-cases";

// The copy travels as loader data (prerendered into the HTML), so it never adds to the JS bundle.
export function loader(args: Route.LoaderArgs) {
  return { ...pageLoader(args), content: useCases };
}
export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function UseCases({ loaderData }: Route.ComponentProps) {
  return <UseCasesPage page={loaderData.page} content={loaderData.content} />;
}
