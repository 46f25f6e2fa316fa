import { adminMeta } from "~/features/admin/admin-meta";
import { requireUser } from "~/features/admin/guard";
import { SeoTab } from "~/features/admin/seo-tab";
import type { Route } from "./+types/admin-seo";

export const meta: Route.MetaFunction = () => adminMeta("SEO Tools");

// Each visit runs the audit afresh: a post saved a moment ago is judged as it is now.
export async function loader({ context, request }: Route.LoaderArgs) {
  requireUser(context, request, "seo");
  if (!context.seoAudit) throw new Response("The SEO audit is not available right now.", { status: 503 });
  return { report: await context.seoAudit() };
}

export default function AdminSeo({ loaderData }: Route.ComponentProps) {
  return <SeoTab report={loaderData.report} />;
}
