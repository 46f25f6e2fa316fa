import type { NextFunction, Request, Response } from "express";
import { canonicalPath } from "./canonical-path";

// Every non-GET request that reaches a route action passes here first: its body is read once, counted
// byte by byte as it arrives (chunked or not), and handed to React Router only when it is a form of an
// allowed size that parses. Route actions then call request.formData() on bytes known to be good, so a
// hostile body gets 413 / 415 / 400 here and never a 500 there.

export const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"] as const;

export const FORM_MESSAGES = {
  tooLarge: "The form is too large.",
  type: "Send the form as application/x-www-form-urlencoded or multipart/form-data.",
  unreadable: "The form could not be read. Please send it again from the page.",
} as const;

/** `multipart/form-data; boundary=x` → `multipart/form-data`; empty when there is no header. */
export function mediaTypeOf(contentType: string | undefined): string {
  return (contentType ?? "").split(";")[0].trim().toLowerCase();
}

export interface BufferedBody {
  bytes: Uint8Array<ArrayBuffer>;
  /** The Content-Type to hand on: the client's, or the empty form's when an empty body came without one. */
  contentType: string;
}

const bodies = new WeakMap<Request, BufferedBody>();

/** The body formBodies read for this request, if it read one. */
export const bufferedBody = (req: Request) => bodies.get(req);

/**
 * A body read by another counted reader in front (the restore upload, server/backups/restore-upload.ts): its
 * small fields are handed to the route action as a urlencoded form, and formBodies leaves the request alone.
 */
export function handOnForm(req: Request, fields: URLSearchParams) {
  bodies.set(req, { bytes: new TextEncoder().encode(fields.toString()), contentType: FORM_TYPES[0] });
}

/** Whether multipart bytes parse as the route action's request.formData() will parse them. */
async function parsesAsForm(bytes: Uint8Array<ArrayBuffer>, contentType: string): Promise<boolean> {
  try {
    await new Request("http://form.invalid/", {
      method: "POST",
      headers: { "Content-Type": contentType },
      body: bytes,
    }).formData();
    return true;
  } catch {
    return false;
  }
}

/** After refusing a body: what the client still sends is read and dropped for at most this long or this much. */
const LINGER_MS = 5000;
const LINGER_BYTES = 16 * 1024 * 1024;

/**
 * Answers, then reads and drops what the client still sends for a moment before closing the connection, so
 * the client reads this answer instead of a reset connection (as a web server's lingering close does).
 * Nothing is kept: memory stays flat however much arrives.
 */
export function refuse(req: Request, res: Response, status: number, message: string) {
  res.status(status).type("text").send(message);
  if (req.complete) return;
  let dropped = 0;
  const close = () => req.socket.destroy();
  const timer = setTimeout(close, LINGER_MS);
  timer.unref();
  req.on("data", (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > LINGER_BYTES) close();
  });
  req.on("error", () => {});
  req.once("end", () => clearTimeout(timer));
}

/**
 * The body of every non-GET request, read into memory up to `limitFor(canonical path)` bytes. Past the limit
 * it answers 413 at once and keeps no more bytes (what still arrives is dropped for a moment, then the
 * connection closes), so memory stays flat whatever is sent. A type other than a form is 415; a multipart
 * body that does not parse is 400.
 */
export function formBodies({ limitFor }: { limitFor: (canonicalPath: string) => number }) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method === "GET" || req.method === "HEAD" || bodies.has(req)) return next();
    const limit = limitFor(canonicalPath(req.originalUrl));
    const declared = req.headers["content-length"];
    const hasBody = req.headers["transfer-encoding"] !== undefined || (declared !== undefined && declared !== "0");
    let type = mediaTypeOf(req.headers["content-type"]);
    // A POST with no body at all (a bare sign-out button) is an empty form.
    if (type === "" && !hasBody) type = FORM_TYPES[0];
    if (!(FORM_TYPES as readonly string[]).includes(type)) return refuse(req, res, 415, FORM_MESSAGES.type);
    if (Number(declared ?? 0) > limit) return refuse(req, res, 413, FORM_MESSAGES.tooLarge);

    const chunks: Buffer[] = [];
    let received = 0;
    let done = false;
    const finish = () => {
      done = true;
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onError);
      req.off("close", onClose);
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > limit) {
        finish();
        chunks.length = 0;
        refuse(req, res, 413, FORM_MESSAGES.tooLarge);
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = async () => {
      finish();
      const bytes = Buffer.concat(chunks, received);
      chunks.length = 0;
      const contentType = req.headers["content-type"] || type;
      if (type === "multipart/form-data" && !(await parsesAsForm(bytes, contentType))) {
        return refuse(req, res, 400, FORM_MESSAGES.unreadable);
      }
      bodies.set(req, { bytes, contentType });
      next();
    };
    // The client went away or sent a broken chunked body: nothing to hand on.
    const onError = () => {
      if (done) return;
      finish();
      chunks.length = 0;
      if (!res.headersSent) refuse(req, res, 400, FORM_MESSAGES.unreadable);
    };
    const onClose = () => onError();
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", onError);
    req.on("close", onClose);
  };
}
