import type { NextFunction, Request, Response } from "express";

/**
 * Counts the POST requests (lead and report submissions, form actions) this process received over
 * the last second, in four 250 ms buckets. The outbox worker holds back while the count is high, so
 * rendering e-mails never competes with visitors for the one JavaScript thread during a burst.
 */
export function createTrafficMeter(now = () => Date.now()) {
  const BUCKET_MS = 250;
  const counts = [0, 0, 0, 0];
  let current = Math.floor(now() / BUCKET_MS);

  const roll = () => {
    const bucket = Math.floor(now() / BUCKET_MS);
    // Clear the buckets skipped since the last request (at most all four).
    for (let b = current + 1; b <= Math.min(bucket, current + 4); b++) counts[b % 4] = 0;
    current = Math.max(current, bucket);
  };

  return {
    middleware(req: Request, _res: Response, next: NextFunction) {
      if (req.method === "POST") {
        roll();
        counts[current % 4]++;
      }
      next();
    },
    /** POST requests received in the last second (about; the oldest bucket may be partly older). */
    postsLastSecond() {
      roll();
      return counts.reduce((a, b) => a + b, 0);
    },
  };
}

export type TrafficMeter = ReturnType<typeof createTrafficMeter>;
