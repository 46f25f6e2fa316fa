import { describe, expect, it } from "vitest";
import { type IntentHandler, runIntent } from "./intent-action";
import { type Result, refuse } from "./result";

const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return form;
};

// The handler's refusal reason picks the status; the route names none.
const routes: Record<string, IntentHandler<Result>> = {
  save: async (form) =>
    form.get("title") ? { ok: true, message: "Saved." } : refuse("invalid", "Please write a title."),
  delete: async (form) =>
    form.get("id") === "p1" ? { ok: true, message: "Deleted." } : refuse("missing", "This post no longer exists."),
  send: async () => refuse("conflict", "Already sent."),
};

describe("runIntent", () => {
  it.each([
    ["save", { title: "Q3 plan" }, 200, { ok: true, message: "Saved.", intent: "save" }],
    ["save", {}, 400, { ok: false, reason: "invalid", message: "Please write a title.", intent: "save" }],
    ["delete", { id: "p1" }, 200, { ok: true, message: "Deleted.", intent: "delete" }],
    [
      "delete",
      { id: "gone" },
      404,
      { ok: false, reason: "missing", message: "This post no longer exists.", intent: "delete" },
    ],
    ["send", {}, 409, { ok: false, reason: "conflict", message: "Already sent.", intent: "send" }],
    ["publish", {}, 400, { ok: false, reason: "invalid", message: "Unknown action.", intent: "publish" }],
    ["toString", {}, 400, { ok: false, reason: "invalid", message: "Unknown action.", intent: "toString" }],
    ["", {}, 400, { ok: false, reason: "invalid", message: "Unknown action.", intent: "" }],
  ])("intent %j with %j answers %i", async (intent, fields, status, body) => {
    const answer = await runIntent(formOf({ ...fields, intent }), routes);
    expect(answer.init?.status).toBe(status);
    expect(answer.data).toEqual(body);
  });
});
