import { describe, expect, it } from "vitest";
import { newRowId } from "./ids";

const RFC_9562_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("newRowId", () => {
  it.each([
    // 1,700,000,000,000 ms = 0x18bcfe56800
    [1_700_000_000_000, "018bcfe5-6800-7"],
    [0, "00000000-0000-7"],
    // 2026-11-28T10:00:00.000Z = 1,795,860,000,000 ms = 0x1a22198ed00
    [Date.parse("2026-11-28T10:00:00.000Z"), "01a22198-ed00-7"],
  ])("puts the time %s first: %s…", (now, prefix) => {
    const id = newRowId(now);
    expect(id).toMatch(RFC_9562_V7);
    expect(id.startsWith(prefix)).toBe(true);
  });

  it("sorts by the time it was made, and two ids of one millisecond differ", () => {
    const earlier = newRowId(1_700_000_000_000);
    const later = newRowId(1_700_000_000_001);
    expect([later, earlier].sort()).toEqual([earlier, later]);
    expect(newRowId(5)).not.toBe(newRowId(5));
  });
});
