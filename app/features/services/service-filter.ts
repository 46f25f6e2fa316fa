/**
 * Services page filter: the path suffix selects the chip (default all); chips select the cards.
 */
import type { ServiceFilter } from "~/content/types";

export type { ServiceFilter };

/** Exact path (lower case, no trailing slash) to filter. Any other path gives "all". */
const PATH_FILTERS: ReadonlyMap<string, ServiceFilter> = new Map<string, ServiceFilter>([
  ["/services", "all"],
  ["/services/web", "web"],
  ["/services/mobile", "mobile"],
  ["/services/cloud", "cloud"],
  ["/services/security", "security"],
  ["/services/consulting", "consulting"],
  ["/services/ai-apps", "ai-apps"],
  ["/services/dev/apps", "ai-apps"],
  ["/services/api-integration", "api-integration"],
  ["/services/dev/api", "api-integration"],
  ["/services/dev/api-integration", "api-integration"],
]);

/** The filter chip selected by a Services page path; trailing slashes and letter case are ignored. */
export function filterFromPath(pathname: string): ServiceFilter {
  const normalized = pathname.toLowerCase().replace(/\/+$/, "");
  return PATH_FILTERS.get(normalized) ?? "all";
}

/** The services listed under a chip, in their original order. */
export function servicesForFilter<T extends { filters: readonly ServiceFilter[] }>(
  services: readonly T[],
  filter: ServiceFilter,
): T[] {
  return services.filter((service) => service.filters.includes(filter));
}
