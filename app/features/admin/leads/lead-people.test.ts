import { describe, expect, it } from "vitest";
import { groupByPerson, personKey } from "~/features/admin/leads/lead-people";
import type { LeadRow } from "~/features/admin/leads/lead-types";

const row = (id: string, email: string | null, createdAt: string): LeadRow => ({
  id,
  type: "contact",
  name: id,
  email,
  company: null,
  phone: null,
  status: "new",
  value: null,
  createdAt,
});

describe("personKey", () => {
  it.each([
    ["Priya@Example.COM", "l1", "priya@example.com"],
    [" priya@example.com ", "l1", "priya@example.com"],
    [null, "l1", "l1"],
    ["", "l2", "l2"],
  ])("%j of %s → %s", (email, id, key) => {
    expect(personKey({ id, email })).toBe(key);
  });
});

describe("groupByPerson", () => {
  it.each([
    {
      name: "one person in two cases, newest lead kept",
      rows: [
        row("a", "priya@example.com", "2026-03-01T10:00:00Z"),
        row("b", "PRIYA@example.com", "2026-03-05T10:00:00Z"),
        row("c", "arjun@example.com", "2026-03-03T10:00:00Z"),
      ],
      groups: [
        ["priya@example.com", 2, "b"],
        ["arjun@example.com", 1, "c"],
      ],
    },
    {
      name: "leads without an address stay one row each",
      rows: [row("x", null, "2026-03-01T10:00:00Z"), row("y", null, "2026-03-02T10:00:00Z")],
      groups: [
        ["y", 1, "y"],
        ["x", 1, "x"],
      ],
    },
    {
      name: "same instant: the higher id is the latest",
      rows: [row("m1", "n@example.com", "2026-03-01T10:00:00Z"), row("m2", "n@example.com", "2026-03-01T10:00:00Z")],
      groups: [["n@example.com", 2, "m2"]],
    },
    { name: "no rows", rows: [], groups: [] },
  ])("$name", ({ rows, groups }) => {
    expect(groupByPerson(rows).map((g) => [g.key, g.count, g.latest.id])).toEqual(groups);
  });

  it("keeps the e-mail of a person and none for a lead without one", () => {
    const [withMail, without] = groupByPerson([
      row("a", "Priya@example.com", "2026-03-02T10:00:00Z"),
      row("z", null, "2026-03-01T10:00:00Z"),
    ]);
    expect(withMail.email).toBe("priya@example.com");
    expect(without.email).toBeNull();
  });
});
