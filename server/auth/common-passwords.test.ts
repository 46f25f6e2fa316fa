import { describe, expect, it } from "vitest";
import { isCommonPassword, lookupForms } from "./common-passwords";

describe("lookupForms", () => {
  it.each([
    ["Password2026!", ["password2026!", "password"]],
    ["  qwerty123456 ", ["  qwerty123456 ", "qwerty"]],
    ["correct horse battery staple", ["correct horse battery staple"]],
    ["123456789012", ["123456789012"]],
    ["!!ab!!", ["!!ab!!"]],
  ])("%j → %j", (password, forms) => {
    expect(lookupForms(password)).toEqual(forms);
  });
});

describe("isCommonPassword", () => {
  it.each([
    ["qwerty123456", true],
    ["QWERTY123456", true],
    ["1qaz2wsx3edc", true],
    ["Password2026!", true],
    ["sunshine!!!!1234", true],
    ["correct horse battery staple", false],
    ["Narmada river at dawn 2026", false],
  ])("%j → %s", async (password, common) => {
    expect(await isCommonPassword(password)).toBe(common);
  });
});
