import { Clock, Star } from "lucide-react";
import { Link } from "react-router";
import { StaticHtml } from "~/components/ui/static-html";
import type { BlogPostSummary } from "~/lib/blog-types";
import { cn } from "~/lib/cn";

export const articlePath = (slug: string) => `/blog/${encodeURIComponent(slug)}`;

/** Author, date and read time of a post, in one line. */
export function PostMeta({ post, className = "text-slate-600" }: { post: BlogPostSummary; className?: string }) {
  return (
    <p className={cn("flex flex-wrap items-center gap-x-2 gap-y-1 text-sm", className)}>
      <span>{post.author}</span>
      <span aria-hidden="true">·</span>
      <time dateTime={post.publishDate}>{post.date}</time>
      <span aria-hidden="true">·</span>
      <span className="inline-flex items-center gap-1">
        <Clock aria-hidden="true" className="size-3.5" /> {post.readTime}
      </span>
    </p>
  );
}

/**
 * One article in a grid. The whole card is clickable through the title link (stretched over the
 * card), so there is one link per article for keyboard and screen reader users. Its content never
 * changes, so it is not hydrated (StaticHtml); the root's delegated navigation follows the link.
 */
export function PostCard({ post, featured = false }: { post: BlogPostSummary; featured?: boolean }) {
  return (
    <StaticHtml
      as="article"
      className="group relative flex w-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-lg"
    >
      {post.image && (
        <img
          src={post.image.src}
          alt=""
          width={640}
          height={360}
          loading="lazy"
          className="aspect-video w-full bg-slate-100 object-cover"
        />
      )}
      <div className="flex flex-1 flex-col p-6">
        <p className="flex flex-wrap items-center gap-2 text-xs font-semibold">
          <span className="rounded-full bg-brand-50 px-3 py-1 text-brand-800">{post.category}</span>
          {featured && (
            <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-3 py-1 text-amber-900">
              <Star aria-hidden="true" className="size-3" /> Featured
            </span>
          )}
        </p>
        <h3 className="mt-3 text-lg font-bold text-slate-900">
          <Link
            to={articlePath(post.slug)}
            className="after:absolute after:inset-0 after:content-[''] group-hover:text-brand-700 focus-visible:outline-none focus-visible:after:rounded-2xl focus-visible:after:outline focus-visible:after:outline-3 focus-visible:after:outline-brand-500"
          >
            {post.title}
          </Link>
        </h3>
        <p className="mt-2 flex-1 text-sm text-slate-700">{post.excerpt}</p>
        {post.tags.length > 0 && (
          <ul aria-label="Tags" className="mt-4 flex flex-wrap gap-2">
            {post.tags.slice(0, 3).map((tag) => (
              <li key={tag} className="rounded-md bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
                {tag}
              </li>
            ))}
          </ul>
        )}
        <PostMeta post={post} className="mt-4 text-slate-600" />
      </div>
    </StaticHtml>
  );
}

export function PostGrid({ posts, featured = false }: { posts: readonly BlogPostSummary[]; featured?: boolean }) {
  return (
    <ul className="mt-6 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
      {posts.map((post) => (
        <li key={post.slug} className="flex">
          <PostCard post={post} featured={featured} />
        </li>
      ))}
    </ul>
  );
}
