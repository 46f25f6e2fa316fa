import { PageStub } from "~/components/ui/page-stub";
import { buildMeta } from "~/lib/meta";
import type { PublicSettings } from "~/lib/public-settings";
import type { Route } from "./+types/blog-article";

// One article of the blog, server-rendered from the database (the blog issue fills this in).
export function loader({ params }: Route.LoaderArgs): {
  page: { heading: string; intro: string; path: string; title: string; description: string };
} {
  throw new Response(`No article ${params.slug}`, { status: 404 });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const site = (matches.find((m) => m?.id === "root")?.loaderData as { site?: PublicSettings } | undefined)?.site;
  return loaderData ? buildMeta(site, loaderData.page) : [];
};

export default function BlogArticle({ loaderData }: Route.ComponentProps) {
  return <PageStub page={loaderData.page} />;
}
