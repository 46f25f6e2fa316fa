import path from "node:path";
import type { Settings } from "~/lib/settings.server";

/** What the report endpoint needs from the settings: who sends, how, and where demo-mode e-mails go. */
export interface ReportSettings {
  brandName: string;
  siteUrl: string;
  contact: { email: string; phone: string; address: string };
  /** smtp:// or smtps:// URL; empty means demo mode (e-mails are written as .eml files). */
  smtpUrl: string;
  mailFrom: string;
  /** Folder for the .eml files of demo mode. */
  outboxDir: string;
}

/**
 * The outbox sits next to the SQLite file (data/app.db → data/outbox), so each database, including
 * every test run's scratch one, gets its own; with PostgreSQL (or an in-memory SQLite) it is data/outbox.
 */
export function outboxDirFor(databaseUrl: string, cwd = process.cwd()): string {
  if (databaseUrl.startsWith("sqlite:")) {
    const file = databaseUrl.slice("sqlite:".length);
    if (file && file !== ":memory:") return path.join(path.dirname(path.resolve(cwd, file)), "outbox");
  }
  return path.resolve(cwd, "data", "outbox");
}

export function reportSettingsFrom(settings: Settings): ReportSettings {
  return {
    brandName: settings.BRAND_NAME,
    siteUrl: settings.SITE_URL,
    contact: { email: settings.CONTACT_EMAIL, phone: settings.CONTACT_PHONE, address: settings.CONTACT_ADDRESS },
    smtpUrl: settings.SMTP_URL,
    mailFrom: settings.MAIL_FROM,
    outboxDir: settings.OUTBOX_DIR ? path.resolve(settings.OUTBOX_DIR) : outboxDirFor(settings.DATABASE_URL),
  };
}
