import { createHash, randomBytes } from "node:crypto";

// The one place tokens are made and hashed: session cookies, the first-admin link, newsletter and
// campaign links. Only the SHA-256 is stored; a lookup by hash needs no constant-time compare.

/** 256 random bits, URL-safe. */
export const newToken = () => randomBytes(32).toString("base64url");

/** What the database keeps instead of a token: a leaked table gives no usable cookie or link. */
export const hashToken = (token: string) => createHash("sha256").update(token, "utf8").digest("hex");
