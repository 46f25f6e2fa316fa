import express, { type NextFunction, type Request, type Response } from "express";
import { MEDIA_MAX_BYTES } from "~/features/admin/media/media-types";
import type { AdminLocals } from "../admin/gate";
import { requireSession } from "../admin/require-session";
import type { SessionLifetimes } from "../auth/sessions";
import type { Db } from "../db/schema";
import { sendError } from "../http/json-error";
import { listMedia, mediaBytes, mediaMeta, saveUpload, TOO_LARGE } from "./media-store";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** A year, and never revalidated: an id's bytes never change (a new upload gets a new id). */
const FOREVER = "public, max-age=31536000, immutable";

/** The uploaded file's name, sent percent-encoded in X-File-Name (headers are Latin-1 only). */
function fileNameOf(req: Request): string {
  try {
    return decodeURIComponent(req.get("x-file-name") ?? "").slice(0, 255);
  } catch {
    return "";
  }
}

/**
 * Public images at /media/<id>/<name>, and the admin Media endpoints. The admin gate (server/admin/gate.ts)
 * runs first for /admin/media/*: session, role and the same-origin check for the upload; each endpoint
 * checks the session and role again itself.
 */
export function mediaRouter(db: Db, life: SessionLifetimes) {
  const router = express.Router();
  const signedIn = requireSession(db, life, "media");

  router.get("/media/:id/:name", async (req, res, next) => {
    try {
      const { id, name } = req.params;
      const meta = UUID.test(id) ? await mediaMeta(db, id) : undefined;
      if (!meta || meta.file_name !== name) {
        res.status(404).type("text").send("No such image.");
        return;
      }
      const etag = `"${meta.sha256}"`;
      res.setHeader("Cache-Control", FOREVER);
      res.setHeader("ETag", etag);
      res.setHeader("X-Content-Type-Options", "nosniff");
      // Even opened on its own, an image gets no script and no plugin.
      res.setHeader(
        "Content-Security-Policy",
        "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
      );
      if (req.get("if-none-match") === etag) {
        res.status(304).end();
        return;
      }
      const bytes = await mediaBytes(db, id);
      if (!bytes) {
        res.status(404).type("text").send("No such image.");
        return;
      }
      res.setHeader("Content-Disposition", `inline; filename="${meta.file_name}"`);
      res.type(meta.content_type).send(bytes);
    } catch (err) {
      next(err);
    }
  });

  router.get("/admin/media/library", signedIn, async (_req, res, next) => {
    try {
      res.json({ media: await listMedia(db) });
    } catch (err) {
      next(err);
    }
  });

  router.post(
    "/admin/media/upload",
    signedIn,
    (req: Request, res: Response, next: NextFunction) => {
      const type = (req.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
      if (type !== "application/octet-stream" && !type.startsWith("image/")) {
        sendError(
          res,
          415,
          "Send the image file itself as the request body (Content-Type: image/* or application/octet-stream).",
        );
        return;
      }
      if (Number(req.get("content-length") ?? 0) > MEDIA_MAX_BYTES) {
        res.setHeader("Connection", "close"); // do not read megabytes we will refuse
        sendError(res, 413, TOO_LARGE);
        return;
      }
      next();
    },
    express.raw({ type: () => true, limit: MEDIA_MAX_BYTES }),
    async (req: Request, res: Response, next: NextFunction) => {
      try {
        const user = (res.locals.admin as AdminLocals | undefined)?.user;
        if (!user) {
          sendError(res, 401, "Please sign in.");
          return;
        }
        const body: unknown = req.body;
        const bytes = Buffer.isBuffer(body) ? body : Buffer.alloc(0);
        const result = await saveUpload(db, { id: user.id, email: user.email, ip: req.ip }, fileNameOf(req), bytes);
        if (!result.ok) {
          sendError(res, result.status, result.message);
          return;
        }
        res.status(201).json({ media: result.media });
      } catch (err) {
        next(err);
      }
    },
    // express.raw's own refusals: a body over the limit without a Content-Length (chunked), or cut short.
    (err: { type?: string; status?: number }, _req: Request, res: Response, next: NextFunction) => {
      if (err?.type === "entity.too.large") return sendError(res, 413, TOO_LARGE);
      if (err?.status && err.status < 500)
        return sendError(res, 400, "The upload did not arrive whole. Please try again.");
      next(err);
    },
  );

  return router;
}
