import type { LucideIcon } from "lucide-react";
import type {
  implementationTimeline,
  processSection,
  solutionsSection,
  statsSection,
  timelineSection,
} from "~/content/outcomes";
import type { OutcomePage, OutcomeSlug, ProcessStep, Solution } from "~/content/types";
import { normalizePath } from "~/lib/meta";
import { OUTCOME_PATHS } from "~/lib/site-paths";

/** A content item whose icon component is replaced by its name, so it can travel as loader data. */
type WithIconName<T, Name extends string> = Omit<T, "icon"> & { icon: Name };

export type SolutionView<Name extends string = string> = WithIconName<Solution, Name>;
export type ProcessStepView<Name extends string = string> = WithIconName<ProcessStep, Name>;

export type OutcomeView<Name extends string = string> = Omit<OutcomePage, "solutions" | "process"> & {
  solutions: SolutionView<Name>[];
  process: ProcessStepView<Name>[];
};

/** Copy shared by the five pages. */
export interface OutcomeSections {
  stats: typeof statsSection;
  solutions: typeof solutionsSection;
  timeline: typeof timelineSection;
  process: typeof processSection;
}

export type OutcomeTimeline = typeof implementationTimeline;

/** The outcome page a URL path serves, or undefined for any other path (a trailing slash is ignored). */
export function outcomeSlugFromPath(pathname: string): OutcomeSlug | undefined {
  const path = normalizePath(pathname);
  const match = OUTCOME_PATHS.find((p) => p === path);
  return match ? (match.slice(1) as OutcomeSlug) : undefined;
}

/**
 * The page with each icon component replaced by its name in `icons`. Throws when an icon is not in the
 * registry, so a content change that forgets the registry fails the build instead of losing an icon.
 */
export function toOutcomeView<Name extends string>(
  page: OutcomePage,
  icons: Record<Name, LucideIcon>,
): OutcomeView<Name> {
  const names = Object.keys(icons) as Name[];
  const nameOf = (icon: LucideIcon, where: string): Name => {
    const name = names.find((n) => icons[n] === icon);
    if (!name) throw new Error(`Outcome page ${page.slug}: the icon of "${where}" is not in the icon registry`);
    return name;
  };
  return {
    ...page,
    solutions: page.solutions.map((s) => ({ ...s, icon: nameOf(s.icon, s.title) })),
    process: page.process.map((p) => ({ ...p, icon: nameOf(p.icon, p.title) })),
  };
}

/** What an outcome page renders: one page's content plus the copy shared by all five. */
export interface OutcomeData<Name extends string = string> {
  outcome: OutcomeView<Name>;
  timeline: OutcomeTimeline;
  sections: OutcomeSections;
}
