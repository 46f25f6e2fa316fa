import { describe, expect, it } from "vitest";
import { authorKindOf, firstNameOf } from "./author";

describe("authorKindOf", () => {
  it.each([
    [{ is_bot: 0, source: null, author_kind: null }, "visitor"],
    [{ is_bot: 1, source: "site", author_kind: null }, "assistant"],
    [{ is_bot: 1, source: "offline", author_kind: null }, "assistant"],
    [{ is_bot: 1, source: null, author_kind: null }, "assistant"],
    [{ is_bot: 1, source: "model", author_kind: null }, "model"],
    [{ is_bot: 1, source: "webhook", author_kind: null }, "webhook"],
    [{ is_bot: 1, source: null, author_kind: "person" }, "person"],
    [{ is_bot: 1, source: null, author_kind: "system" }, "system"],
  ])("%j is %s", (row, kind) => {
    expect(authorKindOf(row)).toBe(kind);
  });
});

describe("firstNameOf", () => {
  it.each([
    ["Asha Verma", "Asha"],
    ["  Ravi  ", "Ravi"],
    ["", "Our team"],
  ])("%j → %s", (name, first) => {
    expect(firstNameOf(name)).toBe(first);
  });
});
