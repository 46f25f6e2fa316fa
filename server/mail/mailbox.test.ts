import { describe, expect, it } from "vitest";
import { capMailbox } from "./mailbox";

describe("capMailbox", () => {
  it.each([
    ["a plain address", "target@example.com", "target@example.com"],
    ["upper case", "Target@EXAMPLE.com", "target@example.com"],
    ["surrounding spaces", "  target@example.com ", "target@example.com"],
    ["a +tag", "target+1@example.com", "target@example.com"],
    ["a +tag in upper case", "TARGET+News@Example.com", "target@example.com"],
    ["an empty +tag", "target+@example.com", "target@example.com"],
    ["two plus signs: all from the first", "target+a+b@example.com", "target@example.com"],
    ["a leading plus: kept whole", "+tag@example.com", "+tag@example.com"],
    ["dots elsewhere stay", "t.arget@example.com", "t.arget@example.com"],
    ["Gmail ignores dots", "t.a.r.g.e.t@gmail.com", "target@gmail.com"],
    ["Gmail with dots and a tag", "T.Arget+spam@Gmail.com", "target@gmail.com"],
    ["googlemail is gmail", "target@googlemail.com", "target@gmail.com"],
    ["googlemail with dots and a tag", "t.arget+9@GoogleMail.com", "target@gmail.com"],
    ["a Gmail look-alike domain keeps its dots", "t.arget@gmail.com.evil", "t.arget@gmail.com.evil"],
    ["a sub-domain of gmail.com keeps its dots", "t.arget@mail.gmail.com", "t.arget@mail.gmail.com"],
    ["the last @ splits (a quoted local part)", '"a@b"+x@example.com', '"a@b"@example.com'],
    ["not an address: only lower-cased", "Not-An-Address", "not-an-address"],
  ])("%s: %s → %s", (_label, address, expected) => {
    expect(capMailbox(address)).toBe(expected);
  });

  it("gives target+1 … target+6 one mailbox", () => {
    const six = Array.from({ length: 6 }, (_, i) => capMailbox(`target+${i + 1}@example.com`));
    expect(new Set(six)).toEqual(new Set(["target@example.com"]));
  });
});
