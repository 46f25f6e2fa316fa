import { createPrivateKey } from "node:crypto";
import fs from "node:fs";

/** What a DKIM setting can be read as: the PEM text of the key, or why it cannot be used. */
export type DkimKeyResult = { pem: string } | { problem: string };

/** Shortest RSA key receivers still accept; 2048 bits is what the openssl line in docs/email.md makes. */
export const DKIM_MIN_BITS = 1024;

/**
 * DKIM_PRIVATE_KEY is either the PEM text itself (a value starting "-----BEGIN", its line breaks
 * written as \n so it fits one .env line or a container secret variable) or the path of a PEM file
 * (a mounted secret). Either way the key must be an RSA private key nodemailer can sign with
 * (rsa-sha256), checked here so a bad key stops the start instead of every e-mail.
 */
export function readDkimKey(value: string): DkimKeyResult {
  const given = value.trim();
  let pem: string;
  if (given.startsWith("-----BEGIN")) {
    pem = given.replace(/\\n/g, "\n");
  } else {
    try {
      pem = fs.readFileSync(given, "utf8");
    } catch {
      return {
        problem: `must be the PEM text of an RSA private key or the path of a readable PEM file (${given} cannot be read)`,
      };
    }
  }
  let key: ReturnType<typeof createPrivateKey>;
  try {
    key = createPrivateKey(pem);
  } catch {
    return { problem: "is not a PEM private key (make one with: openssl genrsa -out dkim.pem 2048)" };
  }
  if (key.asymmetricKeyType !== "rsa") {
    return { problem: `must be an RSA key (DKIM signs with rsa-sha256), not ${key.asymmetricKeyType}` };
  }
  const bits = key.asymmetricKeyDetails?.modulusLength ?? 0;
  if (bits < DKIM_MIN_BITS) return { problem: `is a ${bits}-bit key; use at least 2048 bits` };
  return { pem: pem.trim() };
}

/** DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY go together: signing with only some of them is impossible. */
export function dkimSettingsProblem(s: { DKIM_DOMAIN: string; DKIM_SELECTOR: string; DKIM_PRIVATE_KEY: string }) {
  const keys = { DKIM_DOMAIN: s.DKIM_DOMAIN, DKIM_SELECTOR: s.DKIM_SELECTOR, DKIM_PRIVATE_KEY: s.DKIM_PRIVATE_KEY };
  const missing = Object.entries(keys).filter(([, v]) => !v);
  if (missing.length === 0 || missing.length === 3) return undefined;
  return `${missing[0][0]}: must be set when ${Object.keys(keys)
    .filter((k) => keys[k as keyof typeof keys])
    .join(" and ")} ${missing.length === 1 ? "are" : "is"} set (DKIM needs all three, or none)`;
}
