import type { NextFunction, Request, Response } from "express";

/**
 * Errors that are the client's, not ours: a body a parser refused (400, 413, 415) or a URL Express could
 * not decode (400). They answer with their own 4xx status and a short text; everything else goes on to
 * the catch-all 503.
 */
export function clientErrors(err: unknown, _req: Request, res: Response, next: NextFunction) {
  const e = err as { status?: unknown; statusCode?: unknown } | undefined;
  const status = Number(e?.status ?? e?.statusCode);
  if (!(status >= 400 && status < 500) || res.headersSent) return next(err);
  const text =
    status === 413
      ? "The request body is too large."
      : status === 415
        ? "This type of request body is not accepted here."
        : "This request could not be read.";
  res.status(status).type("text").send(text);
}
