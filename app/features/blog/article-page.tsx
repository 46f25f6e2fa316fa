import { ArrowLeft, Clock } from "lucide-react";
import { Link } from "react-router";
import { CtaBand } from "~/components/ui/cta-band";
import { BLOG_ARTICLE_COPY } from "~/content/blog";
import { parseArticleBody } from "./article-body";
import type { BlogPost, BlogPostSummary } from "~/lib/blog-types";
import { PostGrid } from "./post-card";

/** One article: header, cover, body as React elements, tags, related articles and a call to action. */
export function ArticlePage({ post, related }: { post: BlogPost; related: readonly BlogPostSummary[] }) {
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
          <ArticleBody content={post.content} />
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

/** Subheadings and paragraphs as elements: stored text is never interpreted as HTML. */
function ArticleBody({ content }: { content: string }) {
  const blocks = parseArticleBody(content);
  return (
    <div className="mt-10 space-y-5 text-lg leading-relaxed text-slate-800">
      {blocks.map((block, i) => {
        const key = `${block.kind}-${i}`;
        if (block.kind === "heading")
          return (
            <h2 key={key} className="pt-4 text-2xl font-bold text-slate-900">
              {block.text}
            </h2>
          );
        if (block.kind === "list")
          return (
            <ul key={key} className="list-disc space-y-2 pl-6">
              {block.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          );
        return <p key={key}>{block.text}</p>;
      })}
    </div>
  );
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
