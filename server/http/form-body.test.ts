import { describe, expect, it } from "vitest";
import { mediaTypeOf } from "./form-body";

describe("mediaTypeOf", () => {
  it.each([
    ["multipart/form-data; boundary=abc", "multipart/form-data"],
    ["Application/X-WWW-Form-Urlencoded;charset=UTF-8", "application/x-www-form-urlencoded"],
    ["  text/plain ", "text/plain"],
    ["", ""],
    [undefined, ""],
  ])("%s → %s", (header, expected) => {
    expect(mediaTypeOf(header)).toBe(expected);
  });
});
