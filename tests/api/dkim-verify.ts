import { createHash, verify } from "node:crypto";

// What a receiving mail server does with a DKIM-Signature (RFC 6376, relaxed/relaxed, rsa-sha256),
// written out here so the test checks the signature with the public key instead of trusting its presence.

/** The tags of the message's DKIM-Signature header (d, s, h, bh, b, …), or undefined when unsigned. */
export function dkimTags(raw: string): Record<string, string> | undefined {
  const header = headers(raw).find((h) => h.name === "dkim-signature");
  if (!header) return undefined;
  const value = header.text.slice(header.text.indexOf(":") + 1).replace(/\s+/g, "");
  return Object.fromEntries(
    value
      .split(";")
      .filter(Boolean)
      .map((tag) => [tag.slice(0, tag.indexOf("=")), tag.slice(tag.indexOf("=") + 1)]),
  );
}

/** True when the body hash and the signature check out against `publicKeyPem`. */
export function dkimValid(raw: string, publicKeyPem: string): boolean {
  const tags = dkimTags(raw);
  if (tags?.a !== "rsa-sha256" || tags.c !== "relaxed/relaxed") return false;
  const crlf = raw.replace(/\r?\n/g, "\r\n");
  const body = crlf.slice(crlf.indexOf("\r\n\r\n") + 4);
  if (createHash("sha256").update(relaxedBody(body)).digest("base64") !== tags.bh) return false;

  const all = headers(raw);
  const used = new Set<number>();
  const signed: string[] = [];
  for (const name of tags.h.toLowerCase().split(":")) {
    // The last instance not yet used, counting from the bottom.
    const i = all.findLastIndex((h, n) => h.name === name && !used.has(n));
    if (i < 0) continue;
    used.add(i);
    signed.push(`${relaxedHeader(all[i].text)}\r\n`);
  }
  const sig = all.find((h) => h.name === "dkim-signature");
  if (!sig) return false;
  signed.push(relaxedHeader(sig.text.replace(/([;\s]b=)[^;]*/, "$1")));
  return verify("sha256", Buffer.from(signed.join("")), publicKeyPem, Buffer.from(tags.b, "base64"));
}

function headers(raw: string): { name: string; text: string }[] {
  const head = raw.split(/\r?\n\r?\n/)[0];
  const lines = head.split(/\r?\n/);
  const out: { name: string; text: string }[] = [];
  for (const line of lines) {
    if (/^[ \t]/.test(line) && out.length) out[out.length - 1].text += `\r\n${line}`;
    else out.push({ name: line.slice(0, line.indexOf(":")).trim().toLowerCase(), text: line });
  }
  return out;
}

function relaxedHeader(text: string): string {
  const colon = text.indexOf(":");
  const value = text
    .slice(colon + 1)
    .replace(/\r\n/g, "")
    .replace(/[ \t]+/g, " ")
    .trim();
  return `${text.slice(0, colon).trim().toLowerCase()}:${value}`;
}

function relaxedBody(body: string): string {
  const lines = body.split("\r\n").map((l) => l.replace(/[ \t]+/g, " ").replace(/ $/, ""));
  while (lines.length && lines[lines.length - 1] === "") lines.pop();
  return lines.length ? `${lines.join("\r\n")}\r\n` : "";
}
