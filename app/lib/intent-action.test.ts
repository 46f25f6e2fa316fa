import { describe, expect, it } from "vitest";
import { type IntentRoute, runIntent } from "./intent-action";

type Result = { ok: boolean; message: string };

const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return form;
};

const routes: Record<string, IntentRoute<Result>> = {
  save: async (form) =>
    form.get("title") ? { ok: true, message: "Saved." } : { ok: false, message: "Please write a title." },
  delete: [async (form) => ({ ok: form.get("id") === "p1", message: "Deleted." }), 404],
  send: [async () => ({ ok: false, message: "Already sent." }), 409],
};

describe("runIntent", () => {
  it.each([
    ["save", { title: "Q3 plan" }, 200, { ok: true, message: "Saved.", intent: "save" }],
    ["save", {}, 400, { ok: false, message: "Please write a title.", intent: "save" }],
    ["delete", { id: "p1" }, 200, { ok: true, message: "Deleted.", intent: "delete" }],
    ["delete", { id: "gone" }, 404, { ok: false, message: "Deleted.", intent: "delete" }],
    ["send", {}, 409, { ok: false, message: "Already sent.", intent: "send" }],
    ["publish", {}, 400, { ok: false, message: "Unknown action.", intent: "publish" }],
    ["toString", {}, 400, { ok: false, message: "Unknown action.", intent: "toString" }],
    ["", {}, 400, { ok: false, message: "Unknown action.", intent: "" }],
  ])("intent %j with %j answers %i", async (intent, fields, status, body) => {
    const answer = await runIntent(formOf({ ...fields, intent }), routes);
    expect(answer.init?.status).toBe(status);
    expect(answer.data).toEqual(body);
  });
});
