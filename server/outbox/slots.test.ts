import { describe, expect, it } from "vitest";
import { runInSlots } from "./slots";

const tick = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("runInSlots", () => {
  it("never runs more than `slots` items at once and runs them all", async () => {
    let active = 0;
    let most = 0;
    const { done, notStarted } = await runInSlots([1, 2, 3, 4, 5, 6, 7], 3, async (n) => {
      active++;
      most = Math.max(most, active);
      await tick(5);
      active--;
      return n * 10;
    });
    expect(most).toBe(3);
    expect(done.sort((a, b) => a - b)).toEqual([10, 20, 30, 40, 50, 60, 70]);
    expect(notStarted).toEqual([]);
  });

  it("starts nothing new once stopping: the first three run, the other four come back", async () => {
    let stop = false;
    const started: number[] = [];
    const result = await runInSlots(
      [1, 2, 3, 4, 5, 6, 7],
      3,
      async (n) => {
        started.push(n);
        // SIGTERM arrives while the first three are on the wire.
        if (started.length === 3) stop = true;
        await tick(5);
        return n;
      },
      () => stop,
    );
    expect(started).toEqual([1, 2, 3]);
    expect(result.done.sort()).toEqual([1, 2, 3]);
    expect(result.notStarted).toEqual([4, 5, 6, 7]);
  });
});
