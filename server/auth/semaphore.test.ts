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

  it.each([
    // slots, callers (holders, then waiting), maxWaiting, full
    [2, 1, 0, false],
    [2, 2, 0, true],
    [2, 3, 2, false],
    [2, 4, 2, true],
    [2, 4, Number.POSITIVE_INFINITY, false],
  ])("%i slots, %i callers, at most %d waiting: full is %s", async (slots, callers, maxWaiting, full) => {
    vi.useFakeTimers();
    const s = new Semaphore(slots);
    for (let i = 0; i < callers; i++) void s.acquire(60_000);
    expect(s.full(maxWaiting)).toBe(full);
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
