import { PageStub } from "~/components/ui/page-stub";
import { routeMeta } from "~/lib/meta";
import { pageLoader } from "~/lib/page-info.server";
import type { Route } from "./+types/ai-readiness";

export const loader = pageLoader;
export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function AiReadiness({ loaderData }: Route.ComponentProps) {
  return <PageStub page={loaderData.page} />;
}
