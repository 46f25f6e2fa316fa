import { describe, expect, it } from "vitest";
import { LEAD_STATUSES, OUTBOX_KINDS, oneOf, USER_ROLES } from "./statuses";

describe("oneOf", () => {
  it.each([
    ["a listed value", LEAD_STATUSES, "qualified", "qualified"],
    ["another list's value", LEAD_STATUSES, "published", null],
    ["different casing", USER_ROLES, "Admin", null],
    ["surrounding spaces", USER_ROLES, " editor", null],
    ["an empty string", OUTBOX_KINDS, "", null],
    ["a number", LEAD_STATUSES, 3, null],
    ["null", OUTBOX_KINDS, null, null],
    ["undefined", OUTBOX_KINDS, undefined, null],
    ["a property every object has", OUTBOX_KINDS, "toString", null],
  ] as [string, readonly string[], unknown, string | null][])("narrows %s", (_, values, value, expected) => {
    expect(oneOf(values, value)).toBe(expected);
  });
});
