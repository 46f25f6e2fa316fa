import { describe, expect, it } from "vitest";
import { cn } from "./cn";

describe("cn", () => {
  it.each([
    [["btn", "btn-primary"], "btn btn-primary"],
    [["size-4", false, "rotate-180"], "size-4 rotate-180"],
    [["a", undefined, null, ""], "a"],
    [[false], ""],
  ] as const)("%j → %j", (parts, expected) => {
    expect(cn(...parts)).toBe(expected);
  });
});
