import type { ShouldRevalidateFunctionArgs } from "react-router";
import { pageLoader } from "~/content/page-info.server";
import { BlogPage } from "~/features/blog/blog-page";
import { contextPart } from "~/lib/context-part";
import { routeMeta } from "~/lib/meta";
import type { Route } from "./+types/blog";

// Server-rendered on every request: the articles come from the database (server/blog/posts.ts).
export async function loader({ request, context }: Route.LoaderArgs) {
  const { page } = pageLoader({ request });
  const blog = contextPart(context, "blog", "The blog is not available right now.");
  const [posts, settings] = await Promise.all([blog.listPublished(), blog.settings()]);
  return { page, posts, heading: settings.title, intro: settings.description, pageSize: settings.postsPerPage };
}

export const meta: Route.MetaFunction = (args) => routeMeta(args, { feed: true });

// Filtering only changes the query string and happens in the browser: no need to reload the articles.
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { posts, heading, intro, pageSize } = loaderData;
  return <BlogPage heading={heading} intro={intro} posts={posts} pageSize={pageSize} />;
}
