import type { NextFunction, Request, Response } from "express";
import { describe, expect, it } from "vitest";
import { FORWARDED_WARNING, forwardedForWarning } from "./forwarded-warning";

const request = (headers: Record<string, string>) => ({ headers }) as unknown as Request;

/** Runs the middleware over requests with these X-Forwarded-For values (undefined: no header). */
function warningsFor(trustProxy: string, forwarded: (string | undefined)[]) {
  const lines: string[] = [];
  const middleware = forwardedForWarning(trustProxy, (line) => lines.push(line));
  let passed = 0;
  for (const value of forwarded) {
    middleware(
      request(value === undefined ? {} : { "x-forwarded-for": value }),
      {} as Response,
      (() => {
        passed++;
      }) as NextFunction,
    );
  }
  expect(passed).toBe(forwarded.length);
  return lines;
}

describe("forwardedForWarning", () => {
  it.each([
    ["false", [undefined, "203.0.113.7", "198.51.100.2"], 1],
    ["0", ["203.0.113.7"], 1],
    ["false", [undefined, undefined], 0],
    ["1", ["203.0.113.7", "198.51.100.2"], 0],
    ["loopback", ["203.0.113.7"], 0],
    ["10.0.0.0/8,172.16.0.0/12", ["203.0.113.7"], 0],
  ] as const)("TRUST_PROXY=%s, X-Forwarded-For %o: %i warning(s)", (trust, forwarded, count) => {
    const lines = warningsFor(trust, [...forwarded]);
    expect(lines).toHaveLength(count);
    for (const line of lines) expect(line).toBe(FORWARDED_WARNING);
  });

  it("names the setting and the fix", () => {
    expect(FORWARDED_WARNING).toMatch(/TRUST_PROXY is off.*set TRUST_PROXY to the number of proxy hops/);
  });
});
