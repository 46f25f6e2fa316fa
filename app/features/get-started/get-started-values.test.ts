import { describe, expect, it } from "vitest";
import { SLOT_PREFERENCES } from "~/lib/booking";
import { EMPTY_GET_STARTED_FORM, TIME_PREFERENCES } from "./get-started-fields";
import { toFormValues, toggleOutcome } from "./get-started-values";

describe("toggleOutcome", () => {
  it.each([
    [[], "Reduce Costs", ["Reduce Costs"]],
    [["Reduce Costs"], "Reduce Costs", []],
    [["AI-Powered Apps"], "Increase Revenue", ["Increase Revenue", "AI-Powered Apps"]],
    [["Increase Revenue", "Reduce Costs"], "Increase Revenue", ["Reduce Costs"]],
  ] as const)("%j + %s → %j", (list, outcome, expected) => {
    expect(toggleOutcome(list, outcome)).toEqual(expected);
  });
});

describe("toFormValues", () => {
  it("keeps a valid draft as it is", () => {
    const draft = {
      name: "Neha Joshi",
      email: "neha@example.com",
      phone: "",
      company: "Joshi Logistics",
      outcomes: ["Reduce Costs"],
      timePreference: "Next week",
      sequenceConsent: true,
    };
    expect(toFormValues(draft)).toEqual(draft);
  });

  // The consent box counts only when ticked: "on" from a post without JavaScript, true from a draft.
  it.each([
    ["on", true],
    [true, true],
    ["true", false],
    ["yes", false],
    [1, false],
    [undefined, false],
  ])("reads the consent box's %j as %s", (value, ticked) => {
    expect(toFormValues({ sequenceConsent: value }).sequenceConsent).toBe(ticked);
  });

  it.each([
    ["nothing", {}, EMPTY_GET_STARTED_FORM],
    ["outcomes that are not a list", { outcomes: "Reduce Costs" }, EMPTY_GET_STARTED_FORM],
    ["unknown outcomes and time", { outcomes: ["World Peace"], timePreference: "Someday" }, EMPTY_GET_STARTED_FORM],
    ["a number as name", { name: 42 }, EMPTY_GET_STARTED_FORM],
  ])("falls back to empty values for %s", (_label, input, expected) => {
    expect(toFormValues(input)).toEqual(expected);
  });
});

describe("time preferences", () => {
  it("are the slot picker's preferences, which the server narrows the times by", () => {
    expect([...TIME_PREFERENCES]).toEqual([...SLOT_PREFERENCES]);
  });
});
