import { describe, expect, it } from "vitest";
import { type ChatQuestion, grade, row, tally } from "./chat-score";

const page: ChatQuestion = { q: "How do you run a project?", expect: ["/our-approach"], category: "approach" };
const none: ChatQuestion = { q: "weather in Mumbai?", expect: null, category: "off-topic" };

describe("grade", () => {
  it.each([
    [
      page,
      "See [Our approach](/our-approach) and [Contact](/contact)",
      { top1: true, anyOf: true, honest: false, safe: true },
    ],
    [
      page,
      "[Contact](/contact) or [Our approach](/our-approach)",
      { top1: false, anyOf: true, honest: false, safe: true },
    ],
    [page, null, { top1: false, anyOf: false, honest: false, safe: true }],
    [none, "I'm not sure I have that on the site.", { top1: false, anyOf: false, honest: true, safe: true }],
    [none, "Sunny. [Case studies](/case-studies)", { top1: false, anyOf: false, honest: false, safe: true }],
    [none, "Go to [this](https://evil.example)", { honest: false, safe: false }],
    [none, "Plain https://evil.example text", { honest: true, safe: false }],
    [none, "<script>alert(1)</script>", { honest: true, safe: false }],
  ])("%o with %j", (question, reply, expected) => {
    expect(grade(question, reply)).toMatchObject(expected);
  });
});

describe("tally and row", () => {
  it("counts page questions for top-1 and any-of, no-page questions for honesty", () => {
    const t = tally("all", [
      grade(page, "[A](/our-approach)"),
      grade(page, "[C](/contact) [A](/our-approach)"),
      grade(none, "I'm not sure."),
      grade(none, "[X](https://x.example)"),
    ]);
    expect(t).toEqual({ label: "all", questions: 4, pages: 2, top1: 1, anyOf: 2, noPage: 2, honest: 1, unsafe: 1 });
    expect(row(t)).toBe("| all | 4 | 50 % | 100 % | 50 % | 1 |");
  });
});
