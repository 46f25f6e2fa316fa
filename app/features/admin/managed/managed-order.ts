import type { MoveDirection } from "~/features/admin/managed/managed-types";

/**
 * The list after moving `id` one place up or down; unchanged at either end or for an unknown id.
 * The server stores the result as sort_order 1…n.
 */
export function moved(ids: readonly string[], id: string, direction: MoveDirection | string): string[] {
  const from = ids.indexOf(id);
  const to = direction === "up" ? from - 1 : direction === "down" ? from + 1 : -1;
  if (from < 0 || to < 0 || to >= ids.length) return [...ids];
  const next = [...ids];
  [next[from], next[to]] = [next[to], next[from]];
  return next;
}
