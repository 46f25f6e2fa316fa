import { describe, expect, it } from "vitest";
import { EMAIL_MESSAGE, REQUIRED_MESSAGE } from "~/lib/form-rules";
import { summarizeIssues } from "~/lib/form-schema";
import { ContactFormSchema } from "./contact-schema";

const valid = {
  name: "Priya Sharma",
  email: "priya@example.com",
  company: "Acme Retail",
  phone: "+91 98260 12345",
  service: "AI Integration",
  message: "We want a support chatbot.",
};

function messageFor(input: Record<string, unknown>) {
  const r = ContactFormSchema.safeParse(input);
  return r.success ? "ok" : summarizeIssues(r.error).message;
}

describe("ContactFormSchema", () => {
  it.each([
    ["a complete form", valid, "ok"],
    ["only the required fields", { name: "A", email: "a@b.co", message: "Hi" }, "ok"],
    ["missing name", { ...valid, name: "" }, REQUIRED_MESSAGE],
    ["blank name (spaces only)", { ...valid, name: "   " }, REQUIRED_MESSAGE],
    ["missing email", { ...valid, email: "" }, REQUIRED_MESSAGE],
    ["missing message", { ...valid, message: undefined }, REQUIRED_MESSAGE],
    ["email without @", { ...valid, email: "priya.example.com" }, EMAIL_MESSAGE],
    ["email without domain dot", { ...valid, email: "priya@example" }, EMAIL_MESSAGE],
    ["email with a space", { ...valid, email: "pri ya@example.com" }, EMAIL_MESSAGE],
    ["missing name and bad email: required wins", { ...valid, name: "", email: "x" }, REQUIRED_MESSAGE],
    ["unknown service", { ...valid, service: "Blockchain" }, "Please choose a service from the list"],
    ["no service chosen", { ...valid, service: "" }, "ok"],
    ["letters in phone", { ...valid, phone: "call me" }, "Please enter a valid phone number"],
    ["name over 100 characters", { ...valid, name: "x".repeat(101) }, "Must be at most 100 characters"],
    ["message over 5000 characters", { ...valid, message: "x".repeat(5001) }, "Must be at most 5000 characters"],
    ["a number where text belongs", { ...valid, name: 42 }, expect.stringContaining("string")],
  ])("%s", (_label, input, expected) => {
    expect(messageFor(input)).toEqual(expected);
  });

  it("trims values and drops unknown keys", () => {
    const r = ContactFormSchema.parse({ ...valid, name: "  Priya  ", extra: "x" });
    expect(r.name).toBe("Priya");
    expect(r).not.toHaveProperty("extra");
  });

  it("names each bad field", () => {
    const r = ContactFormSchema.safeParse({ name: "", email: "nope", message: "" });
    expect(r.success).toBe(false);
    if (!r.success) {
      expect(summarizeIssues(r.error).fields).toEqual({
        name: REQUIRED_MESSAGE,
        email: EMAIL_MESSAGE,
        message: REQUIRED_MESSAGE,
      });
    }
  });
});
