import { expect, it } from "vitest";
import { isOtherSiteDownload } from "./downloads";

it.each([
  ["/admin/backup/download", "cross-site", true],
  ["/admin/backup/download", "CROSS-SITE", true],
  ["/admin/backup/download", " Cross-Site ", true],
  ["/admin/backup/download", "same-site", true],
  ["/admin/backup/download", "same-origin", false],
  ["/admin/backup/download", "Same-Origin", false],
  ["/admin/backup/download", "none", false],
  ["/admin/backup/download", undefined, false],
  ["/admin/backup/download", "", false],
  ["/admin/backup/download", "cross-site, same-origin", true],
  ["/admin/leads/export", "cross-site", true],
  ["/admin/leads/export", "same-origin", false],
  // Pages and screens may be opened from a link anywhere (an e-mail's link to a lead).
  ["/admin/leads", "cross-site", false],
  ["/admin/backup", "cross-site", false],
  ["/admin", "cross-site", false],
])("%s with Sec-Fetch-Site %j is refused: %s", (path, site, expected) => {
  expect(isOtherSiteDownload(path, site)).toBe(expected);
});
