import { managedOf } from "~/content/managed-content";
import { pageLoader } from "~/content/page-info.server";
import { dataAudit } from "~/content/service-details/data-audit";
import { DataAuditPage } from "~/features/service-details/data-audit-page";
import { routeMeta } from "~/lib/meta";
import type { Route } from "./+types/data-audit";

// The copy travels as loader data, so it never adds to the JS bundle; the success stories are the
// page's approved testimonials from the database (admin Testimonials tab).
export async function loader(args: Route.LoaderArgs) {
  const page = pageLoader(args);
  const stories = await managedOf(args.context).testimonials(page.page.path);
  return { ...page, content: { ...dataAudit, stories: { title: dataAudit.stories.title } }, stories };
}
export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function DataAudit({ loaderData }: Route.ComponentProps) {
  return <DataAuditPage page={loaderData.page} content={loaderData.content} stories={loaderData.stories} />;
}
