// Whether the browser is still in React's first pass over the server's HTML. The first client render
// of a page is its hydration, so "in a browser and not yet marked" is exactly that pass; the root
// marks the end from a layout effect, which runs when the hydration commits.

let hydrated = false;

/** True while React hydrates the server's HTML; false on the server and for every later render. */
export function isHydrating(): boolean {
  return typeof document !== "undefined" && !hydrated;
}

/** Called once by the root when the hydration commits. */
export function markHydrated(): void {
  hydrated = true;
}
