import type { ShouldRevalidateFunctionArgs } from "react-router";
import { pageLoader } from "~/content/page-info.server";
import { RESOURCE_CATEGORY_DESCRIPTIONS, RESOURCES } from "~/content/resources";
import { KnowledgeCenterPage } from "~/features/resources/knowledge-center-page";
import { routeMeta } from "~/lib/meta";
import type { Route } from "./+types/knowledge-center";

// The library arrives as loader data (prerendered into the page), so the 35 resources and the
// categories' descriptions stay out of the JavaScript bundle.
export function loader(args: Route.LoaderArgs) {
  return { ...pageLoader(args), resources: RESOURCES, descriptions: RESOURCE_CATEGORY_DESCRIPTIONS };
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

// Filters live in the query string and the page data does not depend on it: changing them must not
// refetch the loader on every keystroke.
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  const samePage = args.currentUrl.pathname === args.nextUrl.pathname;
  return samePage && !args.formMethod ? false : args.defaultShouldRevalidate;
}

export default function KnowledgeCenter({ loaderData }: Route.ComponentProps) {
  const { page, resources, descriptions } = loaderData;
  return (
    <KnowledgeCenterPage heading={page.heading} intro={page.intro} resources={resources} descriptions={descriptions} />
  );
}
