import { describe, expect, it } from "vitest";
import { maskError } from "../mail/mask-error";
import { webhookUrlSecrets } from "./webhook";

describe("webhookUrlSecrets", () => {
  it.each([
    [
      "an n8n path and a token",
      "https://hooks.example.test/webhook/SECRET-PATH-123?token=abc",
      ["/webhook/SECRET-PATH-123?token=abc", "/webhook/SECRET-PATH-123", "?token=abc"],
    ],
    ["a path alone", "https://hook.eu1.make.com/abc123def", ["/abc123def"]],
    ["the bare host: nothing to hide", "https://crm.example.test/", []],
    ["not a URL: all of it", "not a url", ["not a url"]],
  ])("%s", (_label, url, expected) => {
    expect(webhookUrlSecrets(url)).toEqual(expected);
  });

  it("leaves only the host of a URL that fetch quotes in its error", () => {
    const url = "http://user:pw@hooks.example.test/webhook/SECRET-PATH-123?token=abc";
    const err = new TypeError(`Request cannot be constructed from a URL that includes credentials: ${url}`);
    expect(maskError(err, webhookUrlSecrets(url))).toBe(
      "Request cannot be constructed from a URL that includes credentials: http://***@hooks.example.test***",
    );
  });
});
