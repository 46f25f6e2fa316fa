import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { keepFlushed } from "./keep-flushed";

afterEach(() => vi.restoreAllMocks());

describe("keepFlushed", () => {
  it("syncs the file again and again while it is written, one sync at a time, and none after the stop", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "keep-flushed-"));
    const fd = fs.openSync(path.join(dir, "copy"), "wx", 0o600);
    const real = fs.fdatasync;
    let calls = 0;
    let inFlight = 0;
    let most = 0;
    vi.spyOn(fs, "fdatasync").mockImplementation(((f: number, done: (err: NodeJS.ErrnoException | null) => void) => {
      calls += 1;
      most = Math.max(most, ++inFlight);
      // A slow disk: each sync takes three intervals, so ticks come while one is running.
      setTimeout(
        () =>
          real(f, (err) => {
            inFlight -= 1;
            done(err);
          }),
        30,
      );
    }) as typeof fs.fdatasync);
    const stop = keepFlushed(fd, 10);
    for (let i = 0; i < 20; i++) {
      fs.writeSync(fd, Buffer.alloc(64 * 1024, i));
      await new Promise((r) => setTimeout(r, 10));
    }
    await stop();
    const atStop = calls;
    expect(inFlight).toBe(0);
    await new Promise((r) => setTimeout(r, 50));
    expect(calls).toBe(atStop);
    // About 200 ms of writing with 40 ms per sync and tick: several syncs, never two at once.
    expect(calls).toBeGreaterThanOrEqual(3);
    expect(most).toBe(1);
    fs.closeSync(fd);
    fs.rmSync(dir, { recursive: true });
  });
});
