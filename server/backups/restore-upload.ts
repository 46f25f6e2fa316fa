import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import busboy from "busboy";
import type { NextFunction, Request, Response } from "express";
import type { UploadedBackup } from "~/features/admin/backup/backup-api";
import { canUse, sectionForPath } from "~/features/admin/shared/sections";
import type { AdminLocals } from "../admin/gate";
import { canonicalPath } from "../http/canonical-path";
import { FORM_MESSAGES, handOnForm, mediaTypeOf, refuse } from "../http/form-body";

// The Backup tab's restore upload, streamed: its multipart body is parsed as it arrives (busboy), the file
// part written straight to a temporary file and the other fields (password, confirm, entry) kept as a small
// form for the route action, which finds the file through uploadedBackupOf(). Nothing of the file is held
// in memory beyond a chunk, the byte limit is counted as the body arrives (chunked or not), and the
// temporary file is removed when the answer is done, whatever the outcome. It runs after the admin gate
// (session, same-origin, role), so a request without an admin's session never gets a file written.

const uploads = new WeakMap<Request, UploadedBackup>();

/** The file the restore upload of this request was streamed to, if it sent one. */
export const uploadedBackupOf = (req: Request) => uploads.get(req);

/** A temporary upload file in BACKUP_DIR, named like the backups' own partial files (hidden, never listed). */
export const UPLOAD_PREFIX = ".upload-";

/** The form fields besides the file: a few short values (a password, a tick, a history id). */
const FIELD_LIMITS = { fields: 20, fieldSize: 64 * 1024, fieldNameSize: 100, files: 5, parts: 30 };

export function restoreUploads({ path: routePath, limit, dir }: { path: string; limit: number; dir: string }) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "POST" || canonicalPath(req.originalUrl) !== routePath) return next();
    // Anything but multipart goes on to formBodies with the ordinary form limit (and its 415).
    if (mediaTypeOf(req.headers["content-type"]) !== "multipart/form-data") return next();
    // The gate has refused everyone else already; should it ever not have, no file is written for them.
    const user = (res.locals.admin as AdminLocals | undefined)?.user;
    const section = sectionForPath(routePath);
    if (!user || !section || !canUse(user.role, section)) return next();
    if (Number(req.headers["content-length"] ?? 0) > limit) return refuse(req, res, 413, FORM_MESSAGES.tooLarge);

    let parser: busboy.Busboy;
    try {
      // Chunks of a socket's size pass without a pause per chunk; still at most a few hundred KB held.
      parser = busboy({
        headers: req.headers,
        limits: { ...FIELD_LIMITS, fileSize: limit },
        highWaterMark: 256 * 1024,
        fileHwm: 256 * 1024,
      });
    } catch {
      // No boundary, or not a multipart type busboy reads.
      return refuse(req, res, 400, FORM_MESSAGES.unreadable);
    }

    const fields = new URLSearchParams();
    let out: fs.WriteStream | undefined;
    let written: Promise<void> | undefined;
    let size = 0;
    let received = 0;
    let settled = false;

    /** Closes and deletes the temporary file (after its stream is closed, so a late open cannot recreate it). */
    const discard = () => {
      const stream = out;
      if (!stream) return;
      const file = String(stream.path);
      const remove = () => fs.rm(file, { force: true }, () => {});
      if (stream.closed) remove();
      else {
        stream.once("close", remove);
        stream.destroy();
      }
    };
    // Every outcome ends with the answer (or a closed connection): the file goes then, after the restore read it.
    res.once("close", discard);

    const stopReading = () => {
      req.off("data", count);
      req.unpipe(parser);
      parser.on("error", () => {});
      parser.destroy();
    };
    const fail = (status: Refusal) => {
      if (settled) return;
      settled = true;
      stopReading();
      discard();
      if (res.headersSent) return;
      if (req.complete || req.destroyed) res.status(status).type("text").send(messageOf(status));
      else {
        req.resume();
        refuse(req, res, status, messageOf(status));
      }
    };
    const count = (chunk: Buffer) => {
      received += chunk.length;
      if (received > limit) fail(413);
    };

    parser.on("field", (name, value) => fields.append(name, value));
    parser.on("file", (name, stream) => {
      stream.on("error", () => {});
      stream.on("limit", () => fail(413));
      // One file, the form's "file" field (the first one, as request.formData().get() would take).
      if (name !== "file" || out || settled) {
        stream.resume();
        return;
      }
      try {
        fs.mkdirSync(dir, { recursive: true });
      } catch {
        stream.resume();
        return fail(503);
      }
      out = fs.createWriteStream(path.join(dir, `${UPLOAD_PREFIX}${randomUUID()}`), { flags: "wx", mode: 0o600 });
      let diskError = false;
      out.on("error", () => {
        diskError = true;
      });
      stream.on("data", (chunk: Buffer) => {
        size += chunk.length;
      });
      // A broken part is the client's 400; a file that cannot be written (disk full) is ours.
      written = pipeline(stream, out).catch((err) => {
        fail(diskError ? 503 : 400);
        throw err;
      });
      written.catch(() => {});
    });
    parser.on("error", () => fail(400));
    parser.on("finish", async () => {
      try {
        await written;
      } catch {
        return fail(400);
      }
      if (settled) return;
      settled = true;
      req.off("data", count);
      if (out) uploads.set(req, { file: String(out.path), size });
      handOnForm(req, fields);
      next();
    });
    // The client went away or sent a broken chunked body before the form's end.
    req.on("error", () => fail(400));
    req.on("close", () => {
      if (!req.complete) fail(400);
    });
    req.on("data", count);
    req.pipe(parser);
  };
}

type Refusal = 400 | 413 | 503;

const MESSAGES: Record<Refusal, string> = {
  400: FORM_MESSAGES.unreadable,
  413: FORM_MESSAGES.tooLarge,
  503: "The service is briefly unavailable. Please try again.",
};
const messageOf = (status: Refusal) => MESSAGES[status];
