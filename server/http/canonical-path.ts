// One notion of a path for every check that decides by URL (docs/decisions/014-one-notion-of-a-path.md).
// Express and React Router match case-insensitively, React Router decodes %XX and reads the URL the way
// `new URL()` does (dot segments resolved, `\` as `/`), and either ignores a trailing slash. A check that
// compares the raw path can therefore be walked around by a spelling the routers still route. The canonical
// path maps every such spelling to one lower-case path, so it is a superset: anything a router could route
// to /admin/… is judged as /admin/…; the reverse (a spelling no router routes) costs nothing.

/** Percent escapes of ASCII characters, decoded until none is left (`%2561` → `%61` → `a`). */
function decodeAscii(path: string): string {
  let current = path;
  for (let round = 0; round < 5; round++) {
    const next = current.replace(/%([0-7][0-9a-f])/gi, (_, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
    if (next === current) break;
    current = next;
  }
  return current;
}

/** The path of a request target as `new URL()` reads it (origin-form, absolute-form, or unreadable). */
function urlPath(target: string): string {
  try {
    return target.startsWith("/") ? new URL(`http://host${target}`).pathname : new URL(target).pathname;
  } catch {
    return target.split(/[?#]/)[0] ?? "";
  }
}

/**
 * `/ADMIN//Media/Library/`, `/x/../%61dmin/media/library.data` and `/admin%2Fmedia\library` → `/admin/media/library`.
 * The request target is `req.originalUrl` (path and query as the client sent them).
 */
export function canonicalPath(target: string): string {
  const path = decodeAscii(urlPath(target))
    .replace(/\\/g, "/")
    .replace(/\/{2,}/g, "/")
    .toLowerCase()
    .replace(/\/+$/, "")
    .replace(/\.data$/, "")
    .replace(/\/+$/, "");
  return path.startsWith("/") ? path : `/${path}`;
}

/** Whether React Router reads this request as a data request (`/admin/leads.data`): as it does, exactly. */
export function isDataRequest(target: string): boolean {
  return urlPath(target).endsWith(".data");
}

/** The admin area: `/admin` and everything below it, by the canonical path. */
export const isAdminPath = (canonical: string) => canonical === "/admin" || canonical.startsWith("/admin/");
