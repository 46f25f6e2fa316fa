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

function refuse(res: Response, status: number, message: string) {
  // The rest of the body is never read: the connection closes after the answer.
  res.setHeader("Connection", "close");
  res.status(status).type("text").send(message);
}

/**
 * The body of every non-GET request, read into memory up to `limitFor(canonical path)` bytes. Past the limit
 * it answers 413 at once and stops keeping bytes (the connection closes after the answer), so memory stays
 * flat whatever is sent. A type other than a form is 415, a multipart body that does not parse is 400.
 */
export function formBodies({ limitFor }: { limitFor: (canonicalPath: string) => number }) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    const limit = limitFor(canonicalPath(req.originalUrl));
    const declared = req.headers["content-length"];
    const hasBody = req.headers["transfer-encoding"] !== undefined || (declared !== undefined && declared !== "0");
    let type = mediaTypeOf(req.headers["content-type"]);
    // A POST with no body at all (a bare sign-out button) is an empty form.
    if (type === "" && !hasBody) type = FORM_TYPES[0];
    if (!(FORM_TYPES as readonly string[]).includes(type)) return refuse(res, 415, FORM_MESSAGES.type);
    if (Number(declared ?? 0) > limit) return refuse(res, 413, FORM_MESSAGES.tooLarge);

    const chunks: Buffer[] = [];
    let received = 0;
    let done = false;
    const finish = () => {
      done = true;
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onError);
      req.off("close", onClose);
      req.on("data", () => {}); // what still arrives is dropped, never kept
      req.on("error", () => {});
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > limit) {
        finish();
        chunks.length = 0;
        refuse(res, 413, FORM_MESSAGES.tooLarge);
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
        return refuse(res, 400, FORM_MESSAGES.unreadable);
      }
      bodies.set(req, { bytes, contentType });
      next();
    };
    // The client went away or sent a broken chunked body: nothing to hand on.
    const onError = () => {
      if (done) return;
      finish();
      chunks.length = 0;
      if (!res.headersSent) refuse(res, 400, FORM_MESSAGES.unreadable);
    };
    const onClose = () => onError();
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", onError);
    req.on("close", onClose);
  };
}
