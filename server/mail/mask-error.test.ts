import { describe, expect, it } from "vitest";
import { maskError } from "./mask-error";

describe("maskError", () => {
  it.each([
    [
      "an SMTP URL with a password",
      Object.assign(new Error("Connection to smtp://mailer:s3cret@mail.example.com:587 refused"), {
        code: "ECONNECTION",
      }),
      "ECONNECTION Connection to smtp://***@mail.example.com:587 refused",
    ],
    [
      "a recipient address",
      Object.assign(new Error("Recipient <Priya@Example.com> rejected"), { code: "EENVELOPE", responseCode: 550 }),
      "EENVELOPE 550 Recipient <***> rejected",
    ],
    [
      "a URL with a token in the query",
      new Error("POST https://hooks.example.com/lead?token=abc123 answered 500"),
      "POST https://hooks.example.com/lead?*** answered 500",
    ],
    [
      "a fetch failure with its cause",
      Object.assign(new TypeError("fetch failed"), {
        cause: { code: "ECONNREFUSED", message: "connect ECONNREFUSED 127.0.0.1:9" },
      }),
      "ECONNREFUSED fetch failed: connect ECONNREFUSED 127.0.0.1:9",
    ],
    ["a thrown string", "plain text", "plain text"],
  ])("masks %s", (_label, err, expected) => {
    expect(maskError(err)).toBe(expected);
  });

  it("removes the secrets it is given", () => {
    expect(maskError(new Error("signature key=topsecret-1234567890 invalid"), ["topsecret-1234567890"])).toBe(
      "signature key=*** invalid",
    );
  });

  it("keeps at most 500 characters", () => {
    expect(maskError(new Error("x".repeat(2000)))).toHaveLength(500);
  });
});
