import { describe, expect, it } from "vitest";
import { DATABASE_BUSY, isDatabaseBusy } from "./database-busy";

const busy = Object.assign(new Error("busy"), { code: DATABASE_BUSY });

describe("isDatabaseBusy", () => {
  it.each<[string, unknown, boolean]>([
    ["the busy error", busy, true],
    ["a plain object with the code (another bundle's copy, serialised)", { code: "DATABASE_BUSY" }, true],
    ["an error wrapping it", new Error("query failed", { cause: busy }), true],
    [
      "three wrappings deep",
      new Error("a", { cause: new Error("b", { cause: new Error("c", { cause: busy }) }) }),
      true,
    ],
    [
      "five wrappings deep (past the walk)",
      new Error("a", { cause: new Error("b", { cause: new Error("c", { cause: new Error("d", { cause: busy }) }) }) }),
      false,
    ],
    ["pg-pool's queue timeout, unconverted", new Error("timeout exceeded when trying to connect"), false],
    [
      "a database that refuses connections",
      Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" }),
      false,
    ],
    ["another code in lower case", { code: "database_busy" }, false],
    ["a string", "DATABASE_BUSY", false],
    ["null", null, false],
    ["undefined", undefined, false],
  ])("%s", (_name, err, expected) => {
    expect(isDatabaseBusy(err)).toBe(expected);
  });
});
