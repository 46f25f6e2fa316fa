import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseSettings } from "~/lib/settings.server";
import { outboxDirFor, reportSettingsFrom } from "./report-settings";

describe("outboxDirFor", () => {
  const cwd = "/srv/site";
  it.each([
    ["sqlite:data/app.db", "/srv/site/data/outbox"],
    ["sqlite:/var/lib/site/app.db", "/var/lib/site/outbox"],
    ["sqlite:.tmp/e2e/app.db", "/srv/site/.tmp/e2e/outbox"],
    ["sqlite::memory:", "/srv/site/data/outbox"],
    ["postgres://u@db:5432/site", "/srv/site/data/outbox"],
  ])("%s -> %s", (url, dir) => {
    expect(outboxDirFor(url, cwd)).toBe(path.normalize(dir));
  });
});

describe("reportSettingsFrom", () => {
  it("takes brand, contacts, SMTP and the outbox from the settings", () => {
    const settings = parseSettings({ DATABASE_URL: "sqlite:/tmp/x/app.db", SMTP_URL: "smtp://mail:25" });
    expect(reportSettingsFrom(settings)).toEqual({
      brandName: settings.BRAND_NAME,
      siteUrl: settings.SITE_URL,
      contact: { email: settings.CONTACT_EMAIL, phone: settings.CONTACT_PHONE, address: settings.CONTACT_ADDRESS },
      smtpUrl: "smtp://mail:25",
      mailFrom: settings.MAIL_FROM,
      outboxDir: "/tmp/x/outbox",
    });
  });
});
