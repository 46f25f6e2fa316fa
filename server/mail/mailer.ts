import fs from "node:fs/promises";
import path from "node:path";
import nodemailer, { type SendMailOptions, type Transporter } from "nodemailer";
import { parseConnectionUrl } from "nodemailer/lib/shared";
import { plainMessage } from "./plain-message";
import { asDeliveryError } from "./smtp-errors";

export interface MailerSettings {
  /** smtp:// or smtps:// URL; empty means demo mode (messages become .eml files). */
  smtpUrl: string;
  /** Folder for the .eml files of demo mode. */
  outboxDir: string;
  /** Default SMTP_TIMEOUTS; smtpTimeoutsFor(SHUTDOWN_GRACE_SECONDS) in the server. */
  timeouts?: SmtpTimeouts;
  /** DKIM_DOMAIN, DKIM_SELECTOR and the PEM key: every message of this mailer is signed. */
  dkim?: DkimSettings;
}

export interface DkimSettings {
  domainName: string;
  keySelector: string;
  privateKey: string;
}

export type MailResult = { via: "smtp" } | { via: "file"; file: string };

export interface SmtpTimeouts {
  connectionTimeout: number;
  greetingTimeout: number;
  socketTimeout: number;
}

// A slow or silent mail server must not hold a delivery for minutes (nodemailer's defaults).
const SMTP_TIMEOUTS: SmtpTimeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/** Connections of one SMTP pool. */
export const SMTP_POOL_CONNECTIONS = 3;

/**
 * E-mails a worker hands to one pool side by side: two per connection keep each connection busy (the
 * next message is ready when one ends; one per connection halves the throughput), and bound what a
 * shutdown waits for to two messages per connection.
 */
export const SMTP_SLOTS = 2 * SMTP_POOL_CONNECTIONS;

/**
 * SMTP timeouts that let a delivery round end inside the shutdown grace: when SIGTERM comes no further
 * e-mail starts, and at most two are queued per connection, each taking at most connection + greeting +
 * socket timeout. These add up to (grace - 10 s) / 2, at most 40 s (10 s for recording and closing).
 */
export function smtpTimeoutsFor(graceSeconds: number): SmtpTimeouts {
  const budget = Math.min(40_000, Math.max(2_000, ((graceSeconds - 10) * 1000) / 2));
  return {
    connectionTimeout: Math.round(budget / 4),
    greetingTimeout: Math.round(budget / 4),
    socketTimeout: Math.round(budget / 2),
  };
}

// Forced onto every message by nodemailer itself: content given as {path} or {href} fails instead of
// reading a file or fetching a URL. A second line behind plainMessage, which lets neither through.
const NO_FILE_OR_URL = { disableFileAccess: true, disableUrlAccess: true };

/**
 * The SMTP transport's options: the URL's host, port, credentials and query options, then ours. Given
 * `{url, …}`, nodemailer keeps only what the URL says and drops every other option (pool, timeouts,
 * file and URL refusal, DKIM), so the URL is parsed here and the options laid over it.
 */
export function smtpTransportOptions(settings: MailerSettings) {
  return {
    ...parseConnectionUrl(settings.smtpUrl),
    pool: true as const,
    maxConnections: SMTP_POOL_CONNECTIONS,
    ...(settings.timeouts ?? SMTP_TIMEOUTS),
    ...NO_FILE_OR_URL,
    ...(settings.dkim ? { dkim: settings.dkim } : {}),
  };
}

/**
 * Sends through SMTP when SMTP_URL is set; in demo mode it builds the very same MIME message with
 * nodemailer's stream transport and writes it as `<name>.eml`, so what would have been sent can be
 * opened in any mail client.
 */
export function createMailer(settings: MailerSettings) {
  let transport: Transporter | undefined;
  // Signed on every transport, the demo's .eml files too, so a signature can be checked before going live.
  const signing = settings.dkim ? { dkim: settings.dkim } : {};
  const smtp = () => {
    transport ??= nodemailer.createTransport(smtpTransportOptions(settings));
    return transport;
  };
  const composer = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: "windows",
    ...NO_FILE_OR_URL,
    ...signing,
  });

  async function send(options: SendMailOptions, fileName: string): Promise<MailResult> {
    // Only ever a message rebuilt from plain strings, whoever built `options`.
    const message = plainMessage(options);
    if (settings.smtpUrl) {
      try {
        await smtp().sendMail(message);
      } catch (err) {
        // A 5xx answer to RCPT TO or DATA is final for this recipient: thrown on as a RecipientRefusedError.
        throw asDeliveryError(err);
      }
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
