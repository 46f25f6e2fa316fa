import { CalendarDays, Clock, Download, Star, User } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { Modal } from "~/components/ui/modal";
import { RESOURCE_TYPE_LABELS, type Resource } from "~/content/resource-model";
import { categoryLabel } from "./resource-card";
import { relatedResources } from "./resource-filters";
import { formatCount, formatResourceDate, resourceAction } from "./resource-view";

interface Props {
  resources: readonly Resource[];
  resource: Resource | undefined;
  onSelect: (id: number) => void;
  onClose: () => void;
}

/** Details of one resource, its call to action and up to 2 related resources of the same category. */
export function ResourceModal({ resources, resource, onSelect, onClose }: Props) {
  const top = useRef<HTMLDivElement>(null);
  const switched = useRef(false);

  // Choosing a related resource replaces the content, and the clicked button with it: move focus to
  // the top of the new content so keyboard and screen-reader users are not left on a removed node.
  useEffect(() => {
    if (!resource || !switched.current) return;
    switched.current = false;
    top.current?.focus();
  }, [resource]);

  const related = resource ? relatedResources(resources, resource) : [];
  const action = resource ? resourceAction(resource) : undefined;

  return (
    <Modal open={resource !== undefined} onClose={onClose} title={resource?.title ?? ""} size="max-w-3xl">
      {resource && action && (
        <div ref={top} tabIndex={-1} className="outline-none">
          <p className="flex flex-wrap gap-2 text-xs font-semibold">
            <span className="rounded-full bg-brand-50 px-2.5 py-1 text-brand-800">{categoryLabel(resource)}</span>
            <span className="rounded-full bg-slate-100 px-2.5 py-1 text-slate-700">
              {RESOURCE_TYPE_LABELS[resource.type]}
            </span>
            {resource.featured && (
              <span className="rounded-full bg-amber-100 px-2.5 py-1 text-amber-900">Featured</span>
            )}
          </p>
          <img
            src={resource.image.src}
            alt={resource.image.alt}
            width={640}
            height={360}
            className="mt-4 aspect-video w-full rounded-xl object-cover"
          />
          <dl className="mt-4 grid grid-cols-2 gap-3 text-sm text-slate-700 sm:grid-cols-4">
            <Meta icon={User} label="Author" value={resource.author} />
            <Meta icon={CalendarDays} label="Published" value={formatResourceDate(resource.date)} />
            <Meta icon={Clock} label="Length" value={resource.readTime} />
            <Meta icon={Star} label="Rating" value={`${resource.rating.toFixed(1)} out of 5`} />
          </dl>
          <p className="mt-5 text-slate-800">{resource.excerpt}</p>
          <ul aria-label="Tags" className="mt-4 flex flex-wrap gap-1.5">
            {resource.tags.map((tag) => (
              <li key={tag} className="rounded-md bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
                {tag}
              </li>
            ))}
          </ul>
          <p className="mt-4 text-sm text-slate-600">{formatCount(resource.downloads)} downloads so far</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Link to={action.href} className="btn-primary">
              <Download aria-hidden="true" className="size-4" /> {action.label}
            </Link>
            <Link to="/get-started" className="btn-secondary">
              Talk to an expert
            </Link>
          </div>
          {related.length > 0 && (
            <section aria-labelledby="kc-related" className="mt-8 border-t border-slate-200 pt-6">
              <h3 id="kc-related" className="text-lg font-semibold text-slate-900">
                Related resources
              </h3>
              <ul className="mt-3 grid gap-3 sm:grid-cols-2">
                {related.map((r) => (
                  <li key={r.id}>
                    <button
                      type="button"
                      onClick={() => {
                        switched.current = true;
                        onSelect(r.id);
                      }}
                      className="h-full w-full rounded-xl bg-slate-50 p-4 text-left ring-1 ring-slate-200 hover:bg-brand-50 hover:ring-brand-500"
                    >
                      <span className="block text-xs font-semibold text-brand-800">{RESOURCE_TYPE_LABELS[r.type]}</span>
                      <span className="mt-1 block font-semibold text-slate-900">{r.title}</span>
                      <span className="mt-1 block text-xs text-slate-600">
                        {r.author} · {r.readTime}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      )}
    </Modal>
  );
}

function Meta({ icon: Icon, label, value }: { icon: typeof User; label: string; value: string }) {
  return (
    <div>
      <dt className="flex items-center gap-1.5 text-xs text-slate-600">
        <Icon aria-hidden="true" className="size-4 shrink-0 text-brand-700" /> {label}
      </dt>
      <dd className="mt-0.5 font-medium text-slate-900">{value}</dd>
    </div>
  );
}
