import { describe, expect, it } from "vitest";
import { z } from "zod";
import { CORRECT_FIELDS, invalidFields, type RefusalReason, refuse, statusOf } from "./result";

describe("statusOf", () => {
  it.each<[RefusalReason, number]>([
    ["invalid", 400],
    ["forbidden", 403],
    ["missing", 404],
    ["conflict", 409],
    ["limited", 429],
  ])("a refusal for %s answers %i", (reason, status) => {
    expect(statusOf(refuse(reason, "No."))).toBe(status);
  });

  it("a done result answers 200", () => {
    expect(statusOf({ ok: true })).toBe(200);
  });
});

describe("invalidFields", () => {
  it("keeps each field's first problem from a zod error", () => {
    const schema = z.object({ name: z.string().min(2, "Too short.").max(1, "Never."), email: z.email("Bad e-mail.") });
    const parsed = schema.safeParse({ name: "a", email: "x" });
    if (parsed.success) throw new Error("expected a failure");
    expect(invalidFields(parsed.error)).toEqual({
      ok: false,
      reason: "invalid",
      message: CORRECT_FIELDS,
      fields: { name: "Too short.", email: "Bad e-mail." },
    });
  });
});
