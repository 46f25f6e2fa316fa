import { generateKeyPairSync } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { dkimSettingsProblem, readDkimKey } from "./dkim-key.server";
import { parseSettings, SettingsError } from "./settings.server";

const pem = (type: "rsa" | "ed25519", bits = 2048) =>
  generateKeyPairSync(type as "rsa", {
    modulusLength: bits,
    privateKeyEncoding: { type: "pkcs8", format: "pem" },
    publicKeyEncoding: { type: "spki", format: "pem" },
  });
const rsa = pem("rsa");
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "dkim-key-"));
const keyFile = path.join(dir, "dkim.pem");
fs.writeFileSync(keyFile, rsa.privateKey);

function problemsOf(env: Record<string, string>): string[] {
  try {
    parseSettings(env);
    return [];
  } catch (e) {
    if (e instanceof SettingsError) return e.problems;
    throw e;
  }
}

describe("readDkimKey", () => {
  it("takes the PEM text, with its line breaks written as \\n on one line", () => {
    expect(readDkimKey(rsa.privateKey)).toEqual({ pem: rsa.privateKey.trim() });
    expect(readDkimKey(rsa.privateKey.replace(/\n/g, "\\n"))).toEqual({ pem: rsa.privateKey.trim() });
  });

  it("reads a PEM file when given a path", () => {
    expect(readDkimKey(keyFile)).toEqual({ pem: rsa.privateKey.trim() });
  });

  it.each([
    ["a missing file", path.join(dir, "nope.pem"), /cannot be read/],
    ["the public key", rsa.publicKey, /not a PEM private key/],
    ["garbled PEM", "-----BEGIN PRIVATE KEY-----\\nnot base64\\n-----END PRIVATE KEY-----", /not a PEM private key/],
    ["an Ed25519 key", pem("ed25519").privateKey, /must be an RSA key .*not ed25519/],
    ["a 512-bit RSA key", pem("rsa", 512).privateKey, /512-bit key/],
  ])("refuses %s", (_what, value, problem) => {
    const result = readDkimKey(value);
    expect("problem" in result && result.problem).toMatch(problem);
  });
});

describe("DKIM settings: all three or none, the key checked at start", () => {
  const all = { DKIM_DOMAIN: "narmadaai.in", DKIM_SELECTOR: "mail2026", DKIM_PRIVATE_KEY: keyFile };

  it("none is fine (no signature), and all three give the PEM text in Settings", () => {
    expect(parseSettings({})).toMatchObject({ DKIM_DOMAIN: "", DKIM_SELECTOR: "", DKIM_PRIVATE_KEY: "" });
    expect(parseSettings(all)).toMatchObject({ ...all, DKIM_PRIVATE_KEY: rsa.privateKey.trim() });
  });

  it.each([
    [{ DKIM_DOMAIN: "narmadaai.in" }, "DKIM_SELECTOR: must be set when DKIM_DOMAIN is set"],
    [
      { DKIM_DOMAIN: "narmadaai.in", DKIM_SELECTOR: "mail2026" },
      "DKIM_PRIVATE_KEY: must be set when DKIM_DOMAIN and DKIM_SELECTOR are set",
    ],
    [{ DKIM_PRIVATE_KEY: keyFile }, "DKIM_DOMAIN: must be set when DKIM_PRIVATE_KEY is set"],
  ])("%j is refused", (env, message) => {
    expect(problemsOf(env)).toEqual([`${message} (DKIM needs all three, or none)`]);
  });

  it.each([
    [{ ...all, DKIM_DOMAIN: "https://narmadaai.in" }, "DKIM_DOMAIN"],
    [{ ...all, DKIM_SELECTOR: "mail 2026" }, "DKIM_SELECTOR"],
    [{ ...all, DKIM_PRIVATE_KEY: rsa.publicKey }, "DKIM_PRIVATE_KEY"],
    [{ ...all, DKIM_PRIVATE_KEY: "/etc/narmada/missing-dkim.pem" }, "DKIM_PRIVATE_KEY"],
    [{ CAMPAIGN_SMTP_URL: "https://mail.example.com" }, "CAMPAIGN_SMTP_URL"],
    [{ CAMPAIGN_FROM: "x" }, "CAMPAIGN_FROM"],
  ])("names the bad key in %j", (env, key) => {
    expect(problemsOf(env).map((p) => p.split(":")[0])).toEqual([key]);
  });

  it("dkimSettingsProblem names the first missing key", () => {
    expect(dkimSettingsProblem({ DKIM_DOMAIN: "", DKIM_SELECTOR: "s1", DKIM_PRIVATE_KEY: "" })).toBe(
      "DKIM_DOMAIN: must be set when DKIM_SELECTOR is set (DKIM needs all three, or none)",
    );
  });

  it("campaigns default to the lead mail's stream (empty settings)", () => {
    expect(parseSettings({})).toMatchObject({ CAMPAIGN_SMTP_URL: "", CAMPAIGN_FROM: "" });
    expect(
      parseSettings({
        CAMPAIGN_SMTP_URL: "smtps://news:pw@smtp.example.com:465",
        CAMPAIGN_FROM: "Narmada AI <news@narmadaai.in>",
      }),
    ).toMatchObject({
      CAMPAIGN_SMTP_URL: "smtps://news:pw@smtp.example.com:465",
      CAMPAIGN_FROM: "Narmada AI <news@narmadaai.in>",
    });
  });
});
