import { ArrowRight, Clock, Star } from "lucide-react";
import { StaticHtml } from "~/components/ui/static-html";
import { RESOURCE_CATEGORIES, RESOURCE_TYPE_LABELS, type Resource } from "~/content/resource-model";
import { cardTags } from "./resource-filters";
import { formatResourceDate } from "./resource-view";

export function categoryLabel(resource: Resource): string {
  return RESOURCE_CATEGORIES.find((c) => c.id === resource.category)?.label ?? resource.category;
}

interface Props {
  resource: Resource;
  onOpen: (id: number) => void;
  lazy: boolean;
}

/**
 * A library card. A click anywhere on it opens the detail modal; keyboard and screen-reader
 * users reach the same modal through its Read More button, whose click bubbles to the card.
 * Its content never changes, so it is not hydrated (StaticHtml): only the card's click handler is.
 */
export function ResourceCard({ resource: r, onOpen, lazy }: Props) {
  return (
    // The card's click is a pointer convenience; keyboard users have the Read More button.
    <StaticHtml
      as="article"
      onClick={() => onOpen(r.id)}
      className="flex w-full cursor-pointer flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-lg"
    >
      <img
        src={r.image.src}
        alt=""
        width={640}
        height={360}
        loading={lazy ? "lazy" : undefined}
        className="aspect-video w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <p className="flex flex-wrap gap-2 text-xs font-semibold">
          <span className="rounded-full bg-brand-50 px-2.5 py-1 text-brand-800">{categoryLabel(r)}</span>
          <span className="rounded-full bg-slate-100 px-2.5 py-1 text-slate-700">{RESOURCE_TYPE_LABELS[r.type]}</span>
        </p>
        <h3 className="mt-3 text-lg font-semibold text-slate-900">{r.title}</h3>
        <p className="mt-2 line-clamp-3 text-sm text-slate-700">{r.excerpt}</p>
        <ul aria-label="Tags" className="mt-4 flex flex-wrap gap-1.5">
          {cardTags(r).map((tag) => (
            <li key={tag} className="rounded-md bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
              {tag}
            </li>
          ))}
        </ul>
        <p className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-slate-600">
          <span>{r.author}</span>
          <span>{formatResourceDate(r.date)}</span>
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden="true" className="size-3.5" /> {r.readTime}
          </span>
          <span className="inline-flex items-center gap-1">
            <Star aria-hidden="true" className="size-3.5 fill-amber-400 text-amber-500" />
            <span className="sr-only">Rated</span> {r.rating.toFixed(1)}
            <span className="sr-only">out of 5</span>
          </span>
        </p>
        <button
          type="button"
          data-read-more
          className="mt-5 inline-flex items-center gap-1.5 self-start rounded text-sm font-semibold text-brand-700 hover:underline"
        >
          Read More<span className="sr-only"> about {r.title}</span>
          <ArrowRight aria-hidden="true" className="size-4" />
        </button>
      </div>
    </StaticHtml>
  );
}
