import { ArrowLeft, Clock } from "lucide-react";
import { Link } from "react-router";
import { CtaBand } from "~/components/ui/cta-band";
import { BLOG_ARTICLE_COPY } from "~/content/blog";
import type { BlogPost, BlogPostSummary, CommentResult } from "~/lib/blog-types";
import { ArticleComments } from "./article-comments";
import { ArticleReactions } from "./article-reactions";
import type { PublicComment } from "./comment-schema";
import { PostGrid } from "./post-card";

/** One article: header, cover, body as React elements, tags, related articles and a call to action. */
export function ArticlePage({
  post,
  related,
  comments,
  commentResult,
}: {
  post: BlogPost;
  related: readonly BlogPostSummary[];
  comments: readonly PublicComment[];
  commentResult?: CommentResult & { values?: Record<string, string> };
}) {
  return (
    <>
      <article>
        <ArticleHeader post={post} />
        <div className="container-page max-w-3xl py-12">
          {post.image && (
            <img
              src={post.image.src}
              alt={post.image.alt}
              width={640}
              height={360}
              className="aspect-video w-full rounded-2xl bg-slate-100 object-cover shadow-sm"
            />
          )}
          <ArticleBody html={post.html} />
          <ArticleReactions slug={post.slug} likes={post.likes} shares={post.shares} />
          <ArticleComments comments={comments} result={commentResult} />
          {post.tags.length > 0 && (
            <ul aria-label="Tags" className="mt-10 flex flex-wrap gap-2 border-t border-slate-200 pt-6">
              {post.tags.map((tag) => (
                <li key={tag} className="rounded-md bg-slate-100 px-3 py-1 text-sm text-slate-700">
                  {tag}
                </li>
              ))}
            </ul>
          )}
        </div>
      </article>
      {related.length > 0 && (
        <section aria-labelledby="related-articles" className="bg-slate-50 py-16">
          <div className="container-page">
            <h2 id="related-articles" className="text-2xl font-bold text-slate-900">
              {BLOG_ARTICLE_COPY.related}
            </h2>
            <PostGrid posts={related} />
          </div>
        </section>
      )}
      <ArticleCta />
    </>
  );
}

function ArticleHeader({ post }: { post: BlogPost }) {
  return (
    <header className="bg-gradient-to-br from-ink via-brand-900 to-brand-800 text-white">
      <div className="container-page max-w-3xl py-16 sm:py-20">
        <Link
          to="/blog"
          className="inline-flex items-center gap-2 text-sm font-semibold text-cyan-200 hover:text-white"
        >
          <ArrowLeft aria-hidden="true" className="size-4" /> {BLOG_ARTICLE_COPY.back}
        </Link>
        <p className="mt-6">
          <span className="rounded-full bg-white/15 px-3 py-1 text-xs font-semibold">{post.category}</span>
        </p>
        <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-5xl">{post.title}</h1>
        <p className="mt-5 text-lg text-slate-200">{post.excerpt}</p>
        <p className="mt-6 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-200">
          <span>
            {BLOG_ARTICLE_COPY.by} <span className="font-semibold text-white">{post.author}</span>
          </span>
          <span aria-hidden="true">·</span>
          <time dateTime={post.publishDate}>{post.date}</time>
          <span aria-hidden="true">·</span>
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden="true" className="size-4" /> {post.readTime}
          </span>
        </p>
      </div>
    </header>
  );
}

// Element styles for the rendered Markdown (no typography plugin: a few descendant rules).
const BODY =
  "mt-10 space-y-5 text-lg leading-relaxed text-slate-800 [&_a]:font-medium [&_a]:text-blue-700 [&_a]:underline " +
  "[&_blockquote]:border-l-4 [&_blockquote]:border-slate-300 [&_blockquote]:pl-4 [&_code]:rounded [&_code]:bg-slate-100 " +
  "[&_code]:px-1 [&_code]:text-base [&_h2]:pt-4 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-slate-900 [&_h3]:pt-2 " +
  "[&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-slate-900 [&_img]:rounded-xl [&_li]:mt-2 [&_ol]:list-decimal " +
  "[&_ol]:pl-6 [&_pre]:overflow-x-auto [&_pre]:rounded-xl [&_pre]:bg-slate-900 [&_pre]:p-4 [&_pre]:text-slate-100 " +
  "[&_pre_code]:bg-transparent [&_pre_code]:p-0 [&_ul]:list-disc [&_ul]:pl-6";

/** The body as the server rendered it from Markdown (server/blog/markdown.ts escapes raw HTML and unsafe links). */
function ArticleBody({ html }: { html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered by markdown-it with html:false and validateLink on the server
  return <div className={BODY} dangerouslySetInnerHTML={{ __html: html }} />;
}

function ArticleCta() {
  const { ctaTitle, ctaText, ctaPrimary, ctaSecondary } = BLOG_ARTICLE_COPY;
  return (
    <CtaBand
      id="article-cta"
      cta={{ title: ctaTitle, description: ctaText, primary: ctaPrimary, secondary: ctaSecondary }}
    />
  );
}
