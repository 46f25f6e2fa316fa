import type { LucideIcon } from "lucide-react";
import {
  BookOpen,
  ChartNoAxesCombined,
  CirclePlay,
  FileText,
  FlaskConical,
  Gauge,
  LayoutGrid,
  Presentation,
  Wrench,
} from "lucide-react";
import { RESOURCE_CATEGORIES, type ResourceCategoryId } from "~/content/resource-model";
import { cn } from "~/lib/cn";

const ICONS: Record<ResourceCategoryId, LucideIcon> = {
  all: LayoutGrid,
  "ai-readiness": Gauge,
  guides: BookOpen,
  "case-studies": ChartNoAxesCombined,
  whitepapers: FileText,
  videos: CirclePlay,
  webinars: Presentation,
  tools: Wrench,
  research: FlaskConical,
};

interface Props {
  counts: Record<ResourceCategoryId, number>;
  selected: ResourceCategoryId;
  onSelect: (category: ResourceCategoryId) => void;
}

/** The nine category tiles; the pressed one filters the library below. */
export function CategoryTiles({ counts, selected, onSelect }: Props) {
  return (
    <section aria-labelledby="kc-categories" className="container-page pt-16">
      <h2 id="kc-categories" className="text-2xl font-bold text-slate-900">
        Browse by category
      </h2>
      <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5 xl:grid-cols-9">
        {RESOURCE_CATEGORIES.map((c) => {
          const Icon = ICONS[c.id];
          const pressed = c.id === selected;
          return (
            <li key={c.id}>
              <button
                type="button"
                aria-pressed={pressed}
                onClick={() => onSelect(c.id)}
                className={cn(
                  "flex h-full w-full flex-col items-center gap-2 rounded-xl p-4 text-center text-sm font-semibold transition-colors",
                  pressed
                    ? "bg-brand-700 text-white shadow-md"
                    : "bg-white text-slate-800 ring-1 ring-slate-200 hover:bg-brand-50 hover:ring-brand-500",
                )}
              >
                <Icon aria-hidden="true" className="size-6" />
                <span>{c.label}</span>
                <span className={cn("text-xs font-normal", pressed ? "text-white" : "text-slate-600")}>
                  {counts[c.id]} {counts[c.id] === 1 ? "resource" : "resources"}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
