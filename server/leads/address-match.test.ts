import { describe, expect, it } from "vitest";
import { containsAddress, replaceAddress, replaceAddressInJson } from "./address-match";

const ERASED = "an@x.io";

describe("containsAddress: an@x.io as a whole address", () => {
  it.each([
    ["the address alone", "an@x.io"],
    ["another letter case", "AN@X.IO"],
    ["mixed case", "An@X.io"],
    ["inside a JSON string", '{"email":"an@x.io"}'],
    ["in angle brackets", "Meera <an@x.io>"],
    ["at the end of a sentence", "Write to an@x.io."],
    ["before a comma", "an@x.io, dan@x.io"],
    ["after mailto:", "mailto:an@x.io"],
    ["in parentheses", "(an@x.io)"],
    ["after a new line", "line one\nan@x.io"],
    ["between spaces", "reach me at an@x.io today"],
    ["before a question mark", "is it an@x.io?"],
    ["before a slash", "an@x.io/"],
    ["in single quotes", "'an@x.io'"],
  ])("matches %s", (_label, text) => {
    expect(containsAddress(text, ERASED)).toBe(true);
  });

  it.each([
    ["a longer local part (dan@)", "dan@x.io"],
    ["a capital before it (Jan@)", "Jan@x.io"],
    ["another local part (ana@)", "ana@x.io"],
    ["a longer domain (an@x.io.evil)", "an@x.io.evil"],
    ["a domain going on with a letter", "an@x.iox"],
    ["a domain going on with a hyphen", "an@x.io-mail.com"],
    ["a domain going on with a digit", "an@x.io9"],
    ["a dotted local part (j.an@)", "j.an@x.io"],
    ["a plus-tagged local part (x+an@)", "x+an@x.io"],
    ["a hyphenated local part (x-an@)", "x-an@x.io"],
    ["a digit before it (1an@)", "1an@x.io"],
    ["a percent before it", "x%an@x.io"],
    ["a sub-domain after it (an@x.io.in)", "an@x.io.in"],
    ["nothing like it", "hello@example.com"],
  ])("does not match %s", (_label, text) => {
    expect(containsAddress(text, ERASED)).toBe(false);
  });
});

describe("replaceAddress", () => {
  it.each([
    ["every whole occurrence, any case", "an@x.io wrote; AN@X.IO again.", "[erased] wrote; [erased] again."],
    ["only the whole one among look-alikes", "dan@x.io, an@x.io, ana@x.io", "dan@x.io, [erased], ana@x.io"],
    ["the sentence's dot stays", "Mail an@x.io.", "Mail [erased]."],
    ["a longer domain stays", "an@x.io.evil", "an@x.io.evil"],
    ["nothing to replace", "no address here", "no address here"],
  ])("replaces %s", (_label, text, expected) => {
    expect(replaceAddress(text, ERASED, "[erased]")).toBe(expected);
  });

  it("treats $ in the replacement literally", () => {
    expect(replaceAddress("an@x.io", ERASED, "$&$1")).toBe("$&$1");
  });

  it("escapes the address's dots (an@x.io does not match an@xxio)", () => {
    expect(replaceAddress("an@xxio", ERASED, "")).toBe("an@xxio");
  });
});

describe("replaceAddressInJson", () => {
  it.each([
    ["a string value", '{"to":"an@x.io","subject":"Hi"}', '{"to":"","subject":"Hi"}'],
    // In the raw text the escape's "n" stands right before the address; decoded, a new line does.
    ["after an escaped new line", '{"text":"Hello\\nan@x.io"}', '{"text":"Hello\\n"}'],
    ["after an escaped tab", '{"text":"x\\tAN@X.IO"}', '{"text":"x\\t"}'],
    ["nested in arrays and objects", '{"a":[{"b":"<an@x.io>"}]}', '{"a":[{"b":"<>"}]}'],
    ["in a key", '{"an@x.io":1}', '{"":1}'],
    ["not a look-alike", '{"to":"dan@x.io"}', '{"to":"dan@x.io"}'],
    ["not JSON: as plain text", "plain an@x.io.", "plain ."],
  ])("replaces %s", (_label, json, expected) => {
    expect(replaceAddressInJson(json, ERASED, "")).toBe(expected);
  });

  it("keeps a row without the address byte for byte (no reformatting)", () => {
    const json = '{ "to" : "dan@x.io" ,"n": 1.0 }';
    expect(replaceAddressInJson(json, ERASED, "")).toBe(json);
  });
});
