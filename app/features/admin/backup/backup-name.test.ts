import { expect, it } from "vitest";
import { backupFileName } from "./backup-name";

it.each([
  ["site-backup-2026-06-01T02-00-00-manual-0a1b2c3d.sqlite", true],
  ["site-backup-2026-06-01T02-00-00-scheduled-0a1b2c3d.json", true],
  ["site-backup-2026-06-01T02-00-00-manual-0a1b2c3d.sqlite.exe", false],
  ["../site-backup-2026-06-01T02-00-00-manual-0a1b2c3d.sqlite", false],
  ["site-backup-2026-06-01T02-00-00-manual-0A1B2C3D.sqlite", false],
  ["Your account was locked: call +91 00000", false],
  ["", false],
  [null, false],
])("%j is a server-made backup name: %s", (value, expected) => {
  expect(backupFileName(value)).toBe(expected ? value : undefined);
});
