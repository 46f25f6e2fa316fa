import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { connectDatabase, type DbHandle } from "../db/connect";
import { migrateToLatest } from "../db/migrations";
import {
  bumpContentVersion,
  CONTENT_VERSION_KEY,
  CONTENT_VERSION_MAX_AGE_MS,
  currentContentVersion,
  readContentVersion,
} from "./content-version";

// Two handles on one SQLite file stand for two replicas of one database.
let dir: string;
let one: DbHandle;
let two: DbHandle;
beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "content-version-"));
  one = connectDatabase(`sqlite:${path.join(dir, "app.db")}`);
  await migrateToLatest(one.db);
  two = connectDatabase(`sqlite:${path.join(dir, "app.db")}`);
});
afterEach(async () => {
  await one.close();
  await two.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("the content version", () => {
  it("is 0 before any change, then the first bump starts from the clock and later ones add 1", async () => {
    expect(await readContentVersion(one.db)).toBe(0);
    const before = Date.now();
    const first = await bumpContentVersion(one.db);
    expect(first).toBeGreaterThanOrEqual(before);
    expect(first).toBeLessThanOrEqual(Date.now());
    expect(await bumpContentVersion(one.db)).toBe(first + 1);
    expect(await readContentVersion(two.db)).toBe(first + 1);
  });

  it("counts every one of 20 bumps sent at once", async () => {
    const first = await bumpContentVersion(one.db);
    const bumps = await Promise.all(Array.from({ length: 20 }, (_, i) => bumpContentVersion((i % 2 ? one : two).db)));
    expect(bumps.sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => first + 1 + i));
  });

  it("is not bumped by a change that rolls back", async () => {
    const first = await bumpContentVersion(one.db);
    await expect(
      one.db.transaction().execute(async (trx) => {
        await bumpContentVersion(trx);
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await readContentVersion(one.db)).toBe(first);
  });

  it("a replica sees another's change within the max age, and its own at once", async () => {
    const t0 = 1_000_000;
    const first = await bumpContentVersion(one.db);
    expect(await currentContentVersion(two.db, t0)).toBe(first);
    // Another replica's change, made without this process: the other handle's row, written directly.
    await two.db
      .updateTable("site_settings")
      .set({ value: String(first + 5) })
      .where("key", "=", CONTENT_VERSION_KEY)
      .execute();
    expect(await currentContentVersion(two.db, t0 + CONTENT_VERSION_MAX_AGE_MS - 1)).toBe(first);
    expect(await currentContentVersion(two.db, t0 + CONTENT_VERSION_MAX_AGE_MS)).toBe(first + 5);
    // A bump through this process: the next read has it, without waiting.
    await bumpContentVersion(one.db);
    expect(await currentContentVersion(two.db, t0 + CONTENT_VERSION_MAX_AGE_MS + 1)).toBe(first + 6);
  });
});
