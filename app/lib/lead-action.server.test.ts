import { describe, expect, it, vi } from "vitest";
import { leadFormAction, postedValues, sendLeadForm } from "./lead-action.server";

const post = (fields: [string, string][]) => {
  const body = new URLSearchParams(fields);
  return new Request("http://localhost/contact", { method: "POST", body });
};

describe("postedValues", () => {
  it.each([
    [
      [
        ["name", "Ana"],
        ["email", "ana@example.com"],
      ],
      [],
      { name: "Ana", email: "ana@example.com" },
    ],
    [
      [
        ["outcomes", "Reduce Costs"],
        ["outcomes", "Increase Revenue"],
      ],
      ["outcomes"],
      { outcomes: ["Reduce Costs", "Increase Revenue"] },
    ],
    [[["name", "Ana"]], ["outcomes"], { name: "Ana", outcomes: [] }],
  ] as [[string, string][], string[], object][])("%j with lists %j → %j", (fields, lists, expected) => {
    const body = new FormData();
    for (const [k, v] of fields) body.append(k, v);
    expect(postedValues(body, lists)).toEqual(expected);
  });
});

describe("leadFormAction", () => {
  it("stores the lead with the fixed values and answers sent", async () => {
    const submitLead = vi.fn().mockResolvedValue({ ok: true, id: "1" });
    const answer = await leadFormAction(
      {
        request: post([
          ["email", "a@b.co"],
          ["source", "forged"],
        ]),
        context: { submitLead },
      },
      { type: "launch_notify", fixed: { source: "coming-soon" }, failure: "Could not sign you up." },
    );
    expect(submitLead).toHaveBeenCalledWith({
      type: "launch_notify",
      form: { email: "a@b.co", source: "coming-soon" },
    });
    expect(answer).toEqual({ status: "sent" });
  });

  it("answers 400 with the server's errors and the values, the honeypot left out", async () => {
    const error = {
      message: "Please fill in all required fields",
      fields: { name: "Please fill in all required fields" },
    };
    const submitLead = vi.fn().mockResolvedValue({ ok: false, error });
    const answer = await leadFormAction(
      {
        request: post([
          ["name", ""],
          ["email", "a@b.co"],
          ["website", "spam"],
        ]),
        context: { submitLead },
      },
      { type: "contact", failure: "Something went wrong." },
    );
    expect(answer).toMatchObject({ init: { status: 400 } });
    expect((answer as { data: unknown }).data).toEqual({
      status: "invalid",
      ...error,
      values: { name: "", email: "a@b.co" },
    });
  });

  it("says the lead could not be stored when the server has no lead storage (prerendering)", async () => {
    expect(
      await sendLeadForm(
        { request: post([["email", "a@b.co"]]), context: {} },
        { type: "newsletter", failure: "Could not subscribe." },
      ),
    ).toEqual({
      status: "invalid",
      message: "Could not subscribe.",
      fields: {},
      values: { email: "a@b.co" },
    });
  });
});
