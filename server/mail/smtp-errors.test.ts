import { describe, expect, it } from "vitest";
import { maskError } from "./mask-error";
import { PermanentDeliveryError } from "./plain-message";
import { asDeliveryError, classifySmtpError, RecipientRefusedError } from "./smtp-errors";

// Errors shaped as nodemailer's SMTP connection makes them (code, response, responseCode, command).
const smtpError = (code: string, command: string, response?: string) =>
  Object.assign(new Error(response ? `failed: ${response}` : "failed"), {
    code,
    command,
    ...(response ? { response, responseCode: Number(response.slice(0, 3)) } : {}),
  });

describe("classifySmtpError", () => {
  it.each([
    ["550 to RCPT TO (no such mailbox)", smtpError("EENVELOPE", "RCPT TO", "550 5.1.1 User unknown"), "permanent"],
    [
      "553 to RCPT TO (mailbox name not allowed)",
      smtpError("EENVELOPE", "RCPT TO", "553 5.1.3 Bad address"),
      "permanent",
    ],
    ["554 to DATA (no valid recipients)", smtpError("EENVELOPE", "DATA", "554 5.5.1 No valid recipients"), "permanent"],
    [
      "550 after the message (refused as spam)",
      smtpError("EMESSAGE", "DATA", "550 5.7.1 Message rejected"),
      "permanent",
    ],
    [
      "552 after the message (too big, mailbox full)",
      smtpError("EMESSAGE", "DATA", "552 5.2.2 Over quota"),
      "permanent",
    ],
    ["451 to RCPT TO (greylisted)", smtpError("EENVELOPE", "RCPT TO", "451 4.7.1 Try again later"), "retry"],
    ["452 to RCPT TO (too many recipients)", smtpError("EENVELOPE", "RCPT TO", "452 4.5.3 Too many"), "retry"],
    ["421 to DATA (service closing)", smtpError("EMESSAGE", "DATA", "421 4.3.2 Shutting down"), "retry"],
    ["535 to AUTH (wrong password)", smtpError("EAUTH", "AUTH PLAIN", "535 5.7.8 Authentication failed"), "retry"],
    [
      "530 to MAIL FROM (login required)",
      smtpError("EENVELOPE", "MAIL FROM", "530 5.7.0 Authentication required"),
      "retry",
    ],
    ["550 to MAIL FROM (sender not allowed)", smtpError("EENVELOPE", "MAIL FROM", "550 5.7.1 Sender denied"), "retry"],
    ["554 greeting (server refuses us)", smtpError("EPROTOCOL", "CONN", "554 5.7.1 No service"), "retry"],
    ["connection refused", smtpError("ECONNECTION", "CONN"), "retry"],
    ["a timeout", smtpError("ETIMEDOUT", "CONN"), "retry"],
    ["a socket error", Object.assign(new Error("read ECONNRESET"), { code: "ESOCKET" }), "retry"],
    ["a 5xx without a command", Object.assign(new Error("x"), { responseCode: 550 }), "retry"],
    [
      "a responseCode that is not a number",
      Object.assign(new Error("x"), { responseCode: "550", command: "RCPT TO" }),
      "retry",
    ],
    ["a string thrown", "550 RCPT TO", "retry"],
    ["nothing", undefined, "retry"],
  ])("%s: %s", (_what, err, expected) => {
    expect(classifySmtpError(err)).toBe(expected);
  });
});

describe("asDeliveryError", () => {
  it("turns a permanent refusal into a RecipientRefusedError (a PermanentDeliveryError) with its reason", () => {
    const err = asDeliveryError(
      smtpError("EENVELOPE", "RCPT TO", "550 5.1.1 <ghost@example.com>: Recipient address rejected"),
    );
    expect(err).toBeInstanceOf(RecipientRefusedError);
    expect(err).toBeInstanceOf(PermanentDeliveryError);
    expect(err).toMatchObject({ responseCode: 550, command: "RCPT TO", code: "EENVELOPE" });
    // The stored reason: code, answer and text, the address masked.
    expect(maskError(err)).toBe("EENVELOPE 550 failed: 550 5.1.1 <***>: Recipient address rejected");
  });

  it("passes anything to retry through unchanged", () => {
    const err = smtpError("EENVELOPE", "RCPT TO", "451 4.7.1 Try again later");
    expect(asDeliveryError(err)).toBe(err);
  });
});
