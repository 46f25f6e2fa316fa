import { Link } from "react-router";
import { BLOG_NOT_FOUND } from "~/content/blog";

/** Shown inside the site frame when an article does not exist (404) or cannot be loaded. */
export function ArticleNotFound({ notFound }: { notFound: boolean }) {
  return (
    <section className="container-page py-24 text-center">
      <h1 className="text-3xl font-bold text-slate-900">
        {notFound ? BLOG_NOT_FOUND.title : BLOG_NOT_FOUND.errorTitle}
      </h1>
      <p className="mt-4 text-slate-700">{notFound ? BLOG_NOT_FOUND.text : BLOG_NOT_FOUND.errorText}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/blog" className="btn-primary">
          {BLOG_NOT_FOUND.back}
        </Link>
        <Link to="/" className="btn-secondary">
          {BLOG_NOT_FOUND.home}
        </Link>
      </div>
    </section>
  );
}
