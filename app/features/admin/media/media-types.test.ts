import { describe, expect, it } from "vitest";
import { formatBytes, mediaPath } from "~/features/admin/media/media-types";

describe("formatBytes", () => {
  it.each([
    [0, "0 B"],
    [1023, "1023 B"],
    [1024, "1 KB"],
    [1536, "1.5 KB"],
    [242, "242 B"],
    [1048575, "1024 KB"],
    [5 * 1024 * 1024, "5 MB"],
    [6 * 1024 * 1024 + 104858, "6.1 MB"],
  ])("%i → %s", (n, text) => {
    expect(formatBytes(n)).toBe(text);
  });
});

it("builds the public path from the id and the safe name", () => {
  expect(mediaPath("0b6c5c1e-8a0c-4d6e-9a51-0d2f5b7f3a10", "cover.png")).toBe(
    "/media/0b6c5c1e-8a0c-4d6e-9a51-0d2f5b7f3a10/cover.png",
  );
});
