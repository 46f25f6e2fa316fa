import type { NextFunction, Request, Response } from "express";

// A request with X-Forwarded-For while TRUST_PROXY is off means a proxy stands in front and the
// server takes the proxy's address for every visitor's: one visitor's burst rate-limits everyone.
// Said once per process: the condition is a setting, not a per-request event.

export const FORWARDED_WARNING =
  "Warning: requests carry X-Forwarded-For but TRUST_PROXY is off, so every visitor gets the proxy's IP (one shared rate limit); set TRUST_PROXY to the number of proxy hops or the proxies' addresses (docs/deploy.md)";

export function forwardedForWarning(trustProxy: string, warn: (line: string) => void = console.warn) {
  const off = ["false", "0"].includes(trustProxy.trim());
  let warned = !off;
  return (req: Request, _res: Response, next: NextFunction) => {
    if (!warned && req.headers["x-forwarded-for"] !== undefined) {
      warned = true;
      warn(FORWARDED_WARNING);
    }
    next();
  };
}
