import { useState } from "react";
import { useLocation } from "react-router";
import { filterFromPath, type ServiceFilter } from "./service-filter";

/**
 * The selected chip: set from the path on first render (so prerendered HTML is already filtered) and
 * re-set on every navigation, including client-side moves between /services/web and /services/cloud,
 * which keep this component mounted. A chip click changes it until the next navigation.
 */
export function useServiceFilter(): [ServiceFilter, (filter: ServiceFilter) => void] {
  const { key, pathname } = useLocation();
  const [state, setState] = useState(() => ({ key, filter: filterFromPath(pathname) }));
  let current = state;
  if (state.key !== key) {
    // Adjusting state while rendering (React's pattern for "reset on prop change"): no flash of the old list.
    current = { key, filter: filterFromPath(pathname) };
    setState(current);
  }
  return [current.filter, (filter) => setState({ key, filter })];
}
