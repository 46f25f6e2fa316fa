import { expect, it } from "vitest";
import { isShellScreen } from "./gate";

// Which forbidden reads the React app answers (a 403 inside the admin's frame) and which the gate
// refuses with a bare 403: downloads and pages outside the frame.
it.each([
  ["/admin/users", true],
  ["/admin/analytics", true],
  ["/admin/leads/3f2c-id", true],
  ["/admin/leads/new", true],
  ["/admin/leads/export", false],
  ["/admin/backup/download", false],
  ["/admin/media/library", false],
  ["/admin/leads/3f2c-id/notes", false],
  ["/admin", false],
])("%s is a screen in the frame: %s", (path, expected) => {
  expect(isShellScreen(path)).toBe(expected);
});
