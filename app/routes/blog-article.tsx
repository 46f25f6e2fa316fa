import { data, isRouteErrorResponse, type ShouldRevalidateFunction } from "react-router";
import { BLOG_NOT_FOUND } from "~/content/blog";
import { articleStructuredData } from "~/content/structured-data.server";
import { ArticleNotFound } from "~/features/blog/article-not-found";
import { ArticlePage } from "~/features/blog/article-page";
import { contextPart } from "~/lib/context-part";
import { formTexts } from "~/lib/form-data";
import { buildMeta } from "~/lib/meta";
import type { PublicSettings } from "~/lib/public-settings";
import { getSettings, toPublicSettings } from "~/lib/settings.server";
import type { Route } from "./+types/blog-article";

const RELATED_COUNT = 3;

/** Search results show about 160 characters: cut the excerpt at a word boundary. */
function metaDescription(text: string, max = 160) {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(" ")).replace(/[\s,.;:]+$/, "")}…`;
}

const BLOG_UNAVAILABLE = "The blog is not available right now.";

// One article, server-rendered from the database; an unknown (or unpublished) slug answers 404.
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const blog = contextPart(context, "blog", BLOG_UNAVAILABLE);
  const post = await blog.getBySlug(params.slug);
  if (!post) throw data(`No article ${params.slug}`, { status: 404 });
  // Each read counts once, on the server, and once per client and article in a half hour
  // (server/blog/views.ts). Top Performing Posts on the Dashboard reads the counter.
  const [related, comments] = await Promise.all([
    blog.related(post, RELATED_COUNT),
    blog.comments(post.id),
    blog.recordView(post, request),
  ]);
  // The post form's SEO title and description win over the title and excerpt (<title>, description, og tags).
  const page = {
    title: post.seoTitle || post.title,
    description: post.seoDescription || metaDescription(post.excerpt),
    path: `/blog/${post.slug}`,
    jsonLd: articleStructuredData(toPublicSettings(getSettings()), post),
  };
  return { post, related, comments, page };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const site = (matches.find((m) => m?.id === "root")?.loaderData as { site?: PublicSettings } | undefined)?.site;
  if (!loaderData) {
    const title = site?.brandName ? `${BLOG_NOT_FOUND.title} | ${site.brandName}` : BLOG_NOT_FOUND.title;
    return [{ title }, { name: "robots", content: "noindex, nofollow" }];
  }
  const { post, page } = loaderData;
  return [
    ...buildMeta(site, page, { feed: true }).filter((tag) => !("property" in tag && tag.property === "og:type")),
    { property: "og:type", content: "article" },
    { property: "article:published_time", content: post.publishDate },
    { property: "article:author", content: post.author },
  ];
};

// The comment form posts here (rate-limited with every form post in server/app.ts).
export async function action({ params, context, request }: Route.ActionArgs) {
  const blog = contextPart(context, "blog", BLOG_UNAVAILABLE);
  const values = formTexts(await request.formData(), ["name", "email", "comment", "website"]);
  const result = await blog.addComment(params.slug, values);
  const { website: _honeypot, ...shown } = values;
  return data({ ...result, values: shown }, { status: result.ok ? 200 : 400 });
}

// A new comment waits for moderation, so nothing on the page changes after the comment action: skip
// the reload, which would also count a second view of the article.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod === "POST" ? false : defaultShouldRevalidate;

export default function BlogArticle({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ArticlePage
      post={loaderData.post}
      related={loaderData.related}
      comments={loaderData.comments}
      commentResult={actionData}
    />
  );
}

// Keeps the header and footer around a missing article; the response status stays 404.
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ArticleNotFound notFound={isRouteErrorResponse(error) && error.status === 404} />;
}
