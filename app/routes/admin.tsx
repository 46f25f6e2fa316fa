import { PageIntro } from "~/components/ui/page-intro";
import { routeMeta } from "~/lib/meta";
import { pageLoader } from "~/content/page-info.server";
import type { Route } from "./+types/admin";

export const loader = pageLoader;
// Private area: never indexed.
export const meta: Route.MetaFunction = (args) => routeMeta(args, { noindex: true });

export default function Admin() {
  return <PageIntro heading="Admin" intro="The admin area for leads, blog posts and site content is being set up." />;
}
