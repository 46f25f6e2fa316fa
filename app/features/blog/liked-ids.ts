// What this browser has liked (articles by slug, comments by id), kept in localStorage: no account and
// no cookie, so "one like per browser" is the page's promise and the server only counts.

export function likedIds(key: string): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(key) ?? "[]");
    return Array.isArray(value) ? value.filter((s): s is string => typeof s === "string") : [];
  } catch {
    return [];
  }
}

export function rememberLike(key: string, id: string, liked: boolean) {
  const others = likedIds(key).filter((s) => s !== id);
  try {
    localStorage.setItem(key, JSON.stringify(liked ? [...others, id] : others));
  } catch {}
}
