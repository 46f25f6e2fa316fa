import compression from "compression";
import type { Request, Response } from "express";

/**
 * Compression for every answer but a download (`Content-Disposition: attachment`: the leads CSV, a
 * backup). Those are long streams, and React Router waits for `drain` with `res.once`, which the
 * compression middleware forwards to its zlib stream while the matching removal stays on the
 * response: each paused write left one more listener on that stream for the rest of the download
 * (expressjs/compression#135; Node warned "11 drain listeners added to [Gzip]" on the 100,000-lead CSV).
 */
export function shouldCompress(req: Request, res: Response): boolean {
  const disposition = String(res.getHeader("Content-Disposition") ?? "");
  if (/^\s*attachment/i.test(disposition)) return false;
  return compression.filter(req, res);
}

export const compress = () => compression({ filter: shouldCompress });
