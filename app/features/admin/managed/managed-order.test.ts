import { describe, expect, it } from "vitest";
import { moved } from "~/features/admin/managed/managed-order";

describe("moved", () => {
  it.each([
    { ids: ["a", "b", "c"], id: "b", dir: "up", want: ["b", "a", "c"] },
    { ids: ["a", "b", "c"], id: "b", dir: "down", want: ["a", "c", "b"] },
    { ids: ["a", "b", "c"], id: "a", dir: "up", want: ["a", "b", "c"] },
    { ids: ["a", "b", "c"], id: "c", dir: "down", want: ["a", "b", "c"] },
    { ids: ["a", "b", "c"], id: "x", dir: "up", want: ["a", "b", "c"] },
    { ids: ["a", "b", "c"], id: "a", dir: "sideways", want: ["a", "b", "c"] },
    { ids: ["a"], id: "a", dir: "down", want: ["a"] },
  ])("$id $dir in $ids → $want", ({ ids, id, dir, want }) => {
    expect(moved(ids, id, dir)).toEqual(want);
  });
});
