import { randomUUID } from "node:crypto";

/**
 * A new row id: a UUIDv7 (RFC 9562), the Unix time in milliseconds in its first 48 bits, then 74
 * random bits. Rows written one after another get neighbouring ids, so each insert lands on the last
 * page of the id's index instead of a random one: a lead's transaction writes fewer distinct pages to
 * the log, and a checkpoint copies fewer (docs/decisions/033). 74 random bits keep an id unguessable;
 * it tells only when the row was written, which the row says anyway.
 */
export function newRowId(now = Date.now()): string {
  const time = now.toString(16).padStart(12, "0");
  // randomUUID's v4 layout already has the RFC variant bits; only its version digit changes.
  return `${time.slice(0, 8)}-${time.slice(8)}-7${randomUUID().slice(15)}`;
}
