import { describe, expect, it } from "vitest";
import { formatBytes } from "~/features/admin/backup/backup-size";

describe("formatBytes", () => {
  it.each([
    [0, "0 B"],
    [532, "532 B"],
    [1023, "1023 B"],
    [1024, "1 KB"],
    [1536, "1.5 KB"],
    [10 * 1024 * 1024, "10 MB"],
    [3.25 * 1024 ** 3, "3.3 GB"],
    [-1, ""],
  ])("%d bytes → %s", (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });
});
