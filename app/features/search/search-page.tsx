import { Search } from "lucide-react";
import { Form, Link } from "react-router";
import { PageIntro } from "~/components/ui/page-intro";
import { MAX_QUERY_LENGTH, type SearchEntry } from "~/lib/search-entry";
import { KindBadge } from "./kind-badge";

interface Props {
  heading: string;
  intro: string;
  q: string;
  results: readonly SearchEntry[];
}

/** The search page: a plain GET form (works without JavaScript) and the server's results. */
export function SearchPage({ heading, intro, q, results }: Props) {
  return (
    <>
      <PageIntro heading={heading} intro={intro} />
      <section className="container-page max-w-3xl py-12">
        <Form method="get" action="/search" role="search" className="flex gap-2">
          <label htmlFor="search-page-q" className="sr-only">
            Search the site
          </label>
          <input
            id="search-page-q"
            type="search"
            name="q"
            defaultValue={q}
            key={q}
            maxLength={MAX_QUERY_LENGTH}
            placeholder="Try “chatbot”, “ROI” or “cloud”"
            className="min-w-0 flex-1 rounded-lg border border-slate-300 px-4 py-3 text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200"
          />
          <button type="submit" className="btn-primary inline-flex items-center gap-2">
            <Search aria-hidden="true" className="size-4" />
            Search
          </button>
        </Form>

        {q && (
          <p className="mt-8 text-slate-700" role="status">
            {results.length === 0
              ? `No results for “${q}”. Try another word, or browse our services.`
              : `${results.length} ${results.length === 1 ? "result" : "results"} for “${q}”`}
          </p>
        )}
        {results.length > 0 && (
          <ol className="mt-6 space-y-6">
            {results.map((r) => (
              <li key={r.id} className="rounded-xl border border-slate-200 p-5">
                <div className="flex flex-wrap items-center gap-3">
                  <Link to={r.path} className="text-lg font-semibold text-brand-700 underline-offset-4 hover:underline">
                    {r.label}
                  </Link>
                  <KindBadge kind={r.kind} />
                </div>
                <p className="mt-2 text-sm text-slate-700">{r.summary}</p>
              </li>
            ))}
          </ol>
        )}
        {q && results.length === 0 && (
          <p className="mt-4">
            <Link to="/services" className="font-semibold text-brand-700 underline">
              See all services
            </Link>
          </p>
        )}
      </section>
    </>
  );
}
