import { describe, expect, it } from "vitest";
import { splitPosition } from "./seed";

describe("splitPosition", () => {
  it.each([
    ["Chief Operating Officer, Narmada Logistics, Indore", "Chief Operating Officer", "Narmada Logistics, Indore"],
    ["Head of Digital, Brightwell Home Retail, Manchester", "Head of Digital", "Brightwell Home Retail, Manchester"],
    ["Founder", "Founder", ""],
  ])("%j → %j + %j", (line, position, company) => {
    expect(splitPosition(line)).toEqual({ position, company });
  });
});
