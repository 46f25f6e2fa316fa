import { describe, expect, it } from "vitest";
import { initialsOf } from "./managed-content";

describe("initialsOf", () => {
  it.each([
    ["Priya Sharma", "PS"],
    ["Aisha Rahman", "AR"],
    ["  arjun  kumar mehta ", "AM"],
    ["Madonna", "M"],
    ["", ""],
  ])("%j → %j", (name, want) => {
    expect(initialsOf(name)).toBe(want);
  });
});
