import { describe, expect, it } from "vitest";
import { EMAIL_MESSAGE, REQUIRED_MESSAGE } from "~/lib/form-rules";
import { validate } from "~/lib/form-schema";
import { GetStartedFormSchema } from "./get-started-schema";

const valid = {
  name: "Neha Joshi",
  email: "neha@example.com",
  phone: "",
  company: "Joshi Logistics",
  outcomes: ["Reduce Costs", "Improve Efficiency"],
  timePreference: "This week",
};

describe("GetStartedFormSchema", () => {
  it.each([
    ["a complete form", valid, "ok"],
    ["no outcomes chosen", { ...valid, outcomes: [] }, "ok"],
    ["no phone (optional)", { ...valid, phone: undefined }, "ok"],
    ["missing company", { ...valid, company: "" }, REQUIRED_MESSAGE],
    ["missing name", { ...valid, name: " " }, REQUIRED_MESSAGE],
    ["bad email", { ...valid, email: "neha@" }, EMAIL_MESSAGE],
    ["unknown outcome", { ...valid, outcomes: ["World Peace"] }, "Please choose outcomes from the list"],
    ["unknown time", { ...valid, timePreference: "Someday" }, "Please choose when we should call"],
  ])("%s → %s", (_label, input, expected) => {
    const r = validate(GetStartedFormSchema, input);
    expect(r.ok ? "ok" : r.error.message).toBe(expected);
  });

  it("defaults the time preference and removes repeated outcomes", () => {
    const r = GetStartedFormSchema.parse({
      ...valid,
      timePreference: undefined,
      outcomes: ["Reduce Costs", "Reduce Costs"],
    });
    expect(r.timePreference).toBe("ASAP");
    expect(r.outcomes).toEqual(["Reduce Costs"]);
  });
});
