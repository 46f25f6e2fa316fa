import { SeoTab } from "~/features/admin/seo/seo-tab";
import { adminMeta } from "~/features/admin/shared/admin-meta";
import { adminOf, requireUser } from "~/features/admin/shared/guard";
import type { Route } from "./+types/admin-seo";

export const meta: Route.MetaFunction = () => adminMeta("SEO Tools");

// Each visit runs the audit afresh: a post saved a moment ago is judged as it is now.
export async function loader({ context, request }: Route.LoaderArgs) {
  requireUser(context, request, "seo");
  return { report: await adminOf(context).seo.audit() };
}

export default function AdminSeo({ loaderData }: Route.ComponentProps) {
  return <SeoTab report={loaderData.report} />;
}
