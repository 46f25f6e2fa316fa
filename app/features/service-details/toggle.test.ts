import { describe, expect, it } from "vitest";
import { toggleOpen } from "./toggle";

describe("toggleOpen (one card open at a time)", () => {
  it.each([
    // open before, clicked, open after
    [null, 0, 0], // nothing open: the clicked card opens
    [0, 0, null], // second click on the open card closes it
    [0, 3, 3], // another card: it opens and the first closes
    [5, 2, 2],
    [2, 2, null],
  ])("open %s, click %s → open %s", (open, clicked, expected) => {
    expect(toggleOpen<number>(open, clicked)).toBe(expected);
  });

  it.each([
    [null, "assess", "assess"],
    ["assess", "build", "build"],
    ["build", "build", null],
  ])("works with ids: open %s, click %s → %s", (open, clicked, expected) => {
    expect(toggleOpen<string>(open, clicked)).toBe(expected);
  });

  it("a sequence of clicks never leaves two cards open", () => {
    let open: number | null = null;
    const seen: (number | null)[] = [];
    for (const click of [1, 4, 4, 2, 2, 0]) {
      open = toggleOpen(open, click);
      seen.push(open);
    }
    expect(seen).toEqual([1, 4, null, 2, null, 0]);
  });
});
