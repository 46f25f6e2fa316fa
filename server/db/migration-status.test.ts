import { describe, expect, it } from "vitest";
import { planMigrations } from "./migration-status";

describe("planMigrations", () => {
  it.each([
    ["up to date", { pending: [], unknown: [] }, true, "none"],
    ["up to date, not migrating", { pending: [], unknown: [] }, false, "none"],
    ["a fresh database", { pending: ["001_leads", "002_outbox"], unknown: [] }, true, "migrate"],
    ["one new migration", { pending: ["015_x"], unknown: [] }, true, "migrate"],
    ["pending, MIGRATE_ON_START=false", { pending: ["015_x"], unknown: [] }, false, "refuse"],
    ["ahead of this version", { pending: [], unknown: ["016_y"] }, true, "none"],
    ["ahead, not migrating", { pending: [], unknown: ["016_y"] }, false, "none"],
    ["ahead and behind at once", { pending: ["015_x"], unknown: ["016_y"] }, true, "refuse"],
  ] as const)("%s → %s", (_label, status, migrate, action) => {
    expect(planMigrations({ pending: [...status.pending], unknown: [...status.unknown] }, migrate).action).toBe(action);
  });

  it("tells how to migrate when the server may not", () => {
    const plan = planMigrations({ pending: ["014_a", "015_b", "016_c"], unknown: [] }, false);
    expect(plan).toEqual({
      action: "refuse",
      message:
        "MIGRATE_ON_START=false and the database lacks 3 migration(s) (014_a … 016_c); run npm run migrate first",
    });
  });

  it("starts an older version on a newer schema with a note naming the newer migrations", () => {
    const plan = planMigrations({ pending: [], unknown: ["016_y", "017_z"] }, true);
    expect(plan.action === "none" && plan.note).toMatch(/ahead of this version \(016_y … 017_z\): not migrating/);
  });
});
