import { describe, expect, it } from "vitest";
import { formText, formTexts } from "./form-data";

const formOf = (entries: [string, string | Blob][]) => {
  const form = new FormData();
  for (const [k, v] of entries) form.append(k, v);
  return form;
};

describe("formText", () => {
  it.each([
    ["a typed value", [["name", "Priya Sharma"]], "Priya Sharma"],
    ["an empty field", [["name", ""]], ""],
    ["a missing field", [], ""],
    ["spaces, kept for the schema to trim", [["name", "  Priya  "]], "  Priya  "],
    [
      "the first of repeated fields",
      [
        ["name", "Priya"],
        ["name", "Asha"],
      ],
      "Priya",
    ],
    ["a file where text was expected", [["name", new Blob(["x"])]], ""],
  ] as [string, [string, string | Blob][], string][])("reads %s", (_, entries, expected) => {
    expect(formText(formOf(entries), "name")).toBe(expected);
  });
});

describe("formTexts", () => {
  it("reads each named field, missing ones as empty text, and nothing else", () => {
    const form = formOf([
      ["title", "Why RAG beats fine-tuning"],
      ["intent", "save"],
    ]);
    expect(formTexts(form, ["title", "excerpt"])).toEqual({ title: "Why RAG beats fine-tuning", excerpt: "" });
  });
});
