import { describe, expect, it } from "vitest";
import { z } from "zod";
import { invalidFields } from "./field-errors";

const Schema = z.object({
  title: z.string().min(1, "Please write a title."),
  email: z.email("Enter a valid e-mail address."),
});

describe("invalidFields", () => {
  it.each([
    [
      "a schema's error: the first problem of each field",
      Schema.safeParse({ title: "", email: "priya" }).error!,
      { title: "Please write a title.", email: "Enter a valid e-mail address." },
    ],
    [
      "one invalid field of two",
      Schema.safeParse({ title: "Q3 plan", email: "priya" }).error!,
      { email: "Enter a valid e-mail address." },
    ],
    [
      "fields found by the server itself",
      { slug: "Another post already uses this slug." },
      { slug: "Another post already uses this slug." },
    ],
  ])("%s", (_, errors, fields) => {
    expect(invalidFields(errors)).toEqual({ ok: false, message: "Please correct the highlighted fields.", fields });
  });
});
