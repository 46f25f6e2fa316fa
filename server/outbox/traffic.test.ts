import type { NextFunction, Request, Response } from "express";
import { describe, expect, it } from "vitest";
import { createTrafficMeter } from "./traffic";

function meterAt(start: number) {
  let t = start;
  const meter = createTrafficMeter(() => t);
  const hit = (method = "POST") => meter.middleware({ method } as Request, {} as Response, (() => {}) as NextFunction);
  return { meter, hit, at: (ms: number) => (t = start + ms) };
}

describe("createTrafficMeter", () => {
  it("counts POSTs of the last second and ignores GETs", () => {
    const { meter, hit, at } = meterAt(1_000_000);
    hit();
    hit();
    hit("GET");
    at(300);
    hit();
    expect(meter.postsLastSecond()).toBe(3);
  });

  it.each([
    [999, 2],
    [1000, 0],
    [1249, 0],
    [60_000, 0],
  ])("%i ms after two POSTs in the first bucket it counts %i", (later, expected) => {
    const { meter, hit, at } = meterAt(1_000_000);
    hit();
    hit();
    at(later);
    expect(meter.postsLastSecond()).toBe(expected);
  });
});
