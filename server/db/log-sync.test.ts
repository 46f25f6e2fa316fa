import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { type LogFiles, LogSync } from "./log-sync";

/** A file system whose fsyncs finish only when the test says so, and which records what it was asked. */
function gatedFiles(opts: { nlink?: () => number; missing?: boolean } = {}) {
  const calls: string[] = [];
  const gates: Array<(err?: Error) => void> = [];
  const files: LogFiles = {
    open: async (file, flags) => {
      calls.push(`open ${path.basename(file)} ${flags}`);
      if (opts.missing) throw Object.assign(new Error("ENOENT: no such file"), { code: "ENOENT" });
      return {
        stat: async () => ({ nlink: opts.nlink?.() ?? 1 }),
        close: async () => {
          calls.push("close");
        },
        sync: () => {
          calls.push("sync");
          return new Promise<void>((resolve, reject) => gates.push((err) => (err ? reject(err) : resolve())));
        },
      };
    },
  };
  /** Finishes the oldest fsync still running. */
  const finish = async (err?: Error) => {
    await new Promise((r) => setTimeout(r, 5));
    gates.shift()?.(err);
    await new Promise((r) => setTimeout(r, 5));
  };
  return { files, calls, finish };
}

const settled = (p: Promise<unknown>) => {
  const state = { done: false, error: undefined as unknown };
  p.then(
    () => {
      state.done = true;
    },
    (err) => {
      state.done = true;
      state.error = err;
    },
  );
  return state;
};

describe("LogSync", () => {
  it("resolves a caller once an fsync that started after its call has finished", async () => {
    const { files, calls, finish } = gatedFiles();
    const log = new LogSync("/data/app.db-wal", files);
    const first = settled(log.sync());
    await new Promise((r) => setTimeout(r, 5));
    // Two callers arrive while the first fsync runs: it may have begun before their commits.
    const second = settled(log.sync());
    const third = settled(log.sync());
    await finish();
    expect([first.done, second.done, third.done]).toEqual([true, false, false]);
    // Both share the next one.
    await finish();
    expect([second.done, third.done]).toEqual([true, true]);
    expect(calls).toEqual(["open app.db-wal r", "sync", "sync"]);
  });

  it("hands an fsync's error to its callers only; the next call runs a new fsync", async () => {
    const { files, calls, finish } = gatedFiles();
    const log = new LogSync("/data/app.db-wal", files);
    const failed = settled(log.sync());
    await finish(new Error("EIO: i/o error"));
    expect(failed.error).toEqual(new Error("EIO: i/o error"));
    const next = settled(log.sync());
    await finish();
    expect(next).toEqual({ done: true, error: undefined });
    expect(calls.filter((c) => c === "sync")).toHaveLength(2);
  });

  it("opens the path again once the log it held was deleted", async () => {
    let nlink = 1;
    const { files, calls, finish } = gatedFiles({ nlink: () => nlink });
    const log = new LogSync("/data/app.db-wal", files);
    const one = log.sync();
    await finish();
    await one;
    nlink = 0;
    const two = log.sync();
    await finish();
    await two;
    expect(calls).toEqual(["open app.db-wal r", "sync", "close", "open app.db-wal r", "sync"]);
  });

  it("has nothing to sync when there is no log file", async () => {
    const { files, calls } = gatedFiles({ missing: true });
    await new LogSync("/data/app.db-wal", files).sync();
    expect(calls).toEqual(["open app.db-wal r"]);
  });
});

describe("LogSync on a real file", () => {
  let dir: string | undefined;
  afterEach(() => dir && fs.rmSync(dir, { recursive: true, force: true }));

  it("syncs a real log file, and has nothing to do once it is gone", async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "log-sync-"));
    const wal = path.join(dir, "app.db-wal");
    fs.writeFileSync(wal, "frames");
    const log = new LogSync(wal);
    await Promise.all([log.sync(), log.sync(), log.sync()]);
    await log.close();
    fs.rmSync(wal);
    await expect(log.sync()).resolves.toBeUndefined();
    await log.close();
  });
});
