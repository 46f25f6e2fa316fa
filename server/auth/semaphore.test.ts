import { afterEach, describe, expect, it, vi } from "vitest";
import { Semaphore } from "./semaphore";

afterEach(() => vi.useRealTimers());

describe("Semaphore", () => {
  it("lets two holders in at once and the third in when one leaves", async () => {
    const s = new Semaphore(2);
    const a = await s.acquire(1000);
    const b = await s.acquire(1000);
    expect(a && b).toBeTruthy();
    let third: (() => void) | undefined;
    const waiting = s.acquire(1000).then((r) => {
      third = r;
    });
    await Promise.resolve();
    expect(third).toBeUndefined();
    a?.();
    await waiting;
    expect(third).toBeTypeOf("function");
  });

  it("gives up after the wait and keeps the queue in order", async () => {
    vi.useFakeTimers();
    const s = new Semaphore(1);
    const first = await s.acquire(100);
    const late = s.acquire(100);
    const patient = s.acquire(10_000);
    await vi.advanceTimersByTimeAsync(150);
    expect(await late).toBeUndefined();
    first?.();
    expect(await patient).toBeTypeOf("function");
  });

  it("counts a release once, however often it is called", async () => {
    const s = new Semaphore(1);
    const release = await s.acquire(10);
    release?.();
    release?.();
    expect(await s.acquire(10)).toBeTypeOf("function");
    expect(await s.acquire(10)).toBeUndefined();
  });
});
