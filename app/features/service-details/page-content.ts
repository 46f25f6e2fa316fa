/**
 * Picks the content of a page served by one route for several paths (development services, training).
 * An unknown path is a 404, never another page's content.
 */
export function contentForPath<T>(pages: Readonly<Record<string, T>>, path: string): T {
  const normalized = path.length > 1 ? path.replace(/\/+$/, "") : path;
  if (!Object.hasOwn(pages, normalized)) throw new Response("Not found", { status: 404 });
  return pages[normalized];
}
