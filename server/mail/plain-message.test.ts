import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createMailer } from "./mailer";
import { PermanentDeliveryError, plainMessage } from "./plain-message";

const base = { from: "no-reply@narmadaai.in", to: "priya@example.com", subject: "Hello", text: "Hi" };

describe("plainMessage", () => {
  it("copies only the allowed fields, as plain strings", () => {
    const pdf = Buffer.from("%PDF-1.7");
    const message = {
      ...base,
      replyTo: { name: "Team", address: "hello@narmadaai.in" },
      html: "<p>Hi</p>",
      messageId: "<1@narmadaai.in>",
      headers: { "List-Unsubscribe": "<https://narmadaai.in/u>" },
      attachments: [{ filename: "r.pdf", contentType: "application/pdf", content: pdf }],
      // Not on the list: dropped, whatever they hold.
      raw: "From: x\r\n\r\nraw",
      alternatives: [{ path: "/etc/hostname" }],
      amp: { path: "/etc/hostname" },
    };
    expect(plainMessage(message as never)).toEqual({
      ...base,
      replyTo: { name: "Team", address: "hello@narmadaai.in" },
      html: "<p>Hi</p>",
      messageId: "<1@narmadaai.in>",
      headers: { "List-Unsubscribe": "<https://narmadaai.in/u>" },
      attachments: [{ filename: "r.pdf", contentType: "application/pdf", content: pdf }],
    });
  });

  it.each([
    ["text", { text: { path: "/etc/hostname" } }],
    ["html", { html: { href: "http://127.0.0.1:1/" } }],
    ["subject", { subject: { raw: "x" } }],
    ["to", { to: { name: "x", address: "a@example.com", path: "/etc/hostname" } }],
    ["attachment content", { attachments: [{ filename: "a", contentType: "text/plain", path: "/etc/hostname" }] }],
    ["attachment href", { attachments: [{ filename: "a", contentType: "text/plain", href: "http://127.0.0.1:1/" }] }],
    ["attachment string", { attachments: [{ filename: "a", contentType: "text/plain", content: "x" }] }],
    ["header", { headers: { "X-A": { prepared: true, value: "x" } } }],
    // A calendar invite is on the list (issue #38), as text only.
    ["calendar href", { icalEvent: { method: "REQUEST", filename: "invite.ics", href: "http://127.0.0.1:1/x" } }],
    ["calendar path", { icalEvent: { method: "REQUEST", filename: "invite.ics", content: { path: "/etc/hostname" } } }],
    ["calendar method", { icalEvent: { method: "PUBLISH", filename: "invite.ics", content: "BEGIN:VCALENDAR" } }],
    ["calendar file name", { icalEvent: { method: "REQUEST", filename: "../x.ics", content: "BEGIN:VCALENDAR" } }],
  ])("refuses an object where text belongs (%s)", (_what, over) => {
    expect(() => plainMessage({ ...base, ...over } as never)).toThrow(PermanentDeliveryError);
  });

  it("keeps a calendar invite given as text", () => {
    const icalEvent = { method: "CANCEL", filename: "invite.ics", content: "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n" };
    expect(plainMessage({ ...base, icalEvent } as never).icalEvent).toEqual(icalEvent);
  });
});

describe("the demo mailer (.eml files)", () => {
  it("writes nothing for a message with {path} content, and never the file's contents", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "plain-message-"));
    const secret = path.join(dir, "secret.txt");
    fs.writeFileSync(secret, "top-secret-value");
    const outboxDir = path.join(dir, "outbox");
    const mailer = createMailer({ smtpUrl: "", outboxDir });
    try {
      await expect(mailer.send({ ...base, text: { path: secret } } as never, "m1")).rejects.toThrow(
        PermanentDeliveryError,
      );
      expect(fs.existsSync(outboxDir)).toBe(false);
      const sent = await mailer.send({ ...base, raw: { path: secret } } as never, "m2");
      expect(sent.via).toBe("file");
      const eml = fs.readFileSync(path.join(outboxDir, "m2.eml"), "utf8");
      expect(eml).toContain("Subject: Hello");
      expect(eml).not.toContain("top-secret-value");
    } finally {
      mailer.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
