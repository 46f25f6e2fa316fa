import { describe, expect, it } from "vitest";
import { checkStep, nextDelay, type StepValues } from "./step-check";

const OK: StepValues = {
  delayDays: "2",
  subject: "{{first_name}}, your {{report}}",
  body: "Hi {{first_name}},\n\nYour figure was {{figure}}. [Book a call]({{booking_link}})",
};

describe("the step editor's check", () => {
  it.each([
    ["a step with every placeholder", {}, {}],
    ["spaces inside the braces", { subject: "{{ company }} and AI" }, {}],
    ["0 days (the day the sequence starts)", { delayDays: "0" }, {}],
    ["90 days", { delayDays: "90" }, {}],
    ["no delay", { delayDays: " " }, { delayDays: "Please enter the number of days." }],
    ["a negative delay", { delayDays: "-1" }, { delayDays: "0 days or more." }],
    ["half a day", { delayDays: "1.5" }, { delayDays: "Whole days only." }],
    ["91 days", { delayDays: "91" }, { delayDays: "90 days at most." }],
    ["words for days", { delayDays: "two" }, { delayDays: "Please enter the number of days." }],
    ["an empty subject", { subject: "   " }, { subject: "Please enter the e-mail subject." }],
    ["a subject on two lines", { subject: "Hello\nBcc: x@example.com" }, { subject: "The subject must be one line." }],
    [
      "an unknown placeholder in the subject",
      { subject: "Hi {{last_name}}" },
      { subject: "Use only the placeholders listed." },
    ],
    [
      "an unknown placeholder in the body",
      { body: "See {{unsubscribe}}" },
      { body: "Use only the placeholders listed." },
    ],
    ["an empty body", { body: "" }, { body: "Please write the message." }],
    [
      "a body over 20,000 characters",
      { body: "x".repeat(20_001) },
      { body: "The message is too long (20,000 characters at most)." },
    ],
  ])("%s", (_case, change, errors) => {
    expect(checkStep({ ...OK, ...change })).toEqual(errors);
  });

  it("names every wrong field at once", () => {
    expect(Object.keys(checkStep({ delayDays: "x", subject: "", body: "" })).sort()).toEqual([
      "body",
      "delayDays",
      "subject",
    ]);
  });

  it.each([
    [[], 7],
    [[{ delayDays: 2 }, { delayDays: 5 }, { delayDays: 12 }], 19],
  ])("a new step after %j waits %i days", (steps, days) => expect(nextDelay(steps)).toBe(days));
});
