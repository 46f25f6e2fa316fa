import { dataAudit } from "~/content/service-details/data-audit";
import { DataAuditPage } from "~/features/service-details/data-audit-page";
import { routeMeta } from "~/lib/meta";
import { pageLoader } from "~/content/page-info.server";
import type { Route } from "./+types/data-audit";

// The copy travels as loader data (prerendered into the HTML), so it never adds to the JS bundle.
export function loader(args: Route.LoaderArgs) {
  return { ...pageLoader(args), content: dataAudit };
}
export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function DataAudit({ loaderData }: Route.ComponentProps) {
  return <DataAuditPage page={loaderData.page} content={loaderData.content} />;
}
