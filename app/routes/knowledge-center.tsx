import type { ShouldRevalidateFunctionArgs } from "react-router";
import { pageLoader } from "~/content/page-info.server";
import {
  RESOURCE_CATEGORY_DESCRIPTIONS,
  RESOURCE_CTA,
  RESOURCE_NEWSLETTER,
  RESOURCE_STATS,
  RESOURCES,
} from "~/content/resources";
import { KnowledgeCenterPage } from "~/features/resources/knowledge-center-page";
import { routeMeta } from "~/lib/meta";
import type { Route } from "./+types/knowledge-center";

// The library arrives as loader data (prerendered into the page), so the 35 resources, the
// categories' descriptions and the page's fixed copy (statistics, newsletter box, call to action) stay
// out of the JavaScript bundle: this page carries the most JavaScript of the site.
export function loader(args: Route.LoaderArgs) {
  return {
    ...pageLoader(args),
    resources: RESOURCES,
    descriptions: RESOURCE_CATEGORY_DESCRIPTIONS,
    copy: { stats: RESOURCE_STATS, newsletter: RESOURCE_NEWSLETTER, cta: RESOURCE_CTA },
  };
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

// Filters live in the query string and the page data does not depend on it: changing them must not
// refetch the loader on every keystroke.
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  const samePage = args.currentUrl.pathname === args.nextUrl.pathname;
  return samePage && !args.formMethod ? false : args.defaultShouldRevalidate;
}

export default function KnowledgeCenter({ loaderData }: Route.ComponentProps) {
  const { page, resources, descriptions, copy } = loaderData;
  return (
    <KnowledgeCenterPage
      heading={page.heading}
      intro={page.intro}
      resources={resources}
      descriptions={descriptions}
      copy={copy}
    />
  );
}
