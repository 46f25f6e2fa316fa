import fs from "node:fs/promises";
import path from "node:path";
import nodemailer, { type SendMailOptions, type Transporter } from "nodemailer";

export interface MailerSettings {
  /** smtp:// or smtps:// URL; empty means demo mode (messages become .eml files). */
  smtpUrl: string;
  /** Folder for the .eml files of demo mode. */
  outboxDir: string;
}

export type MailResult = { via: "smtp" } | { via: "file"; file: string };

// A slow or silent mail server must not hold a delivery for minutes (nodemailer's defaults).
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/**
 * Sends through SMTP when SMTP_URL is set. In demo mode it builds the very same MIME message with
 * nodemailer's stream transport and writes it as `<name>.eml`, so what would have been sent can be
 * opened in any mail client.
 */
export function createMailer(settings: MailerSettings) {
  let transport: Transporter | undefined;
  const smtp = () => {
    transport ??= nodemailer.createTransport({
      url: settings.smtpUrl,
      pool: true,
      maxConnections: 3,
      ...SMTP_TIMEOUTS,
    });
    return transport;
  };
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });

  async function send(message: SendMailOptions, fileName: string): Promise<MailResult> {
    if (settings.smtpUrl) {
      await smtp().sendMail(message);
      return { via: "smtp" };
    }
    const info = (await composer.sendMail(message)) as unknown as { message: Buffer };
    await fs.mkdir(settings.outboxDir, { recursive: true });
    const file = path.join(settings.outboxDir, `${fileName}.eml`);
    await fs.writeFile(file, info.message);
    return { via: "file", file };
  }

  return {
    send,
    demo: !settings.smtpUrl,
    close: () => transport?.close(),
  };
}

export type Mailer = ReturnType<typeof createMailer>;
