import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv";

describe("csvCell", () => {
  it.each([
    ["plain", "plain"],
    ["", ""],
    [null, ""],
    [1250, "1250"],
    ["Sharma, Priya", '"Sharma, Priya"'],
    ['She said "yes"', '"She said ""yes"""'],
    ["line one\nline two", '"line one\nline two"'],
    ['=HYPERLINK("http://evil.example","Click")', `"'=HYPERLINK(""http://evil.example"",""Click"")"`],
    ["=1+2", "'=1+2"],
    ["+91 731 400 2200", "'+91 731 400 2200"],
    ["-10", "'-10"],
    ["@SUM(A1:A2)", "'@SUM(A1:A2)"],
    ["\tcmd", "'\tcmd"],
    ["नमस्ते", "नमस्ते"],
    ["a=b", "a=b"],
  ])("%j → %s", (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });
});

it("joins rows with CRLF after a UTF-8 BOM", () => {
  expect(
    toCsv([
      ["Name", "Email"],
      ["Asha", "a@example.com"],
    ]),
  ).toBe("\uFEFFName,Email\r\nAsha,a@example.com\r\n");
});
