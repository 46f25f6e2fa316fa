import fs from "node:fs/promises";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import type { ReportDocument } from "~/features/calculators/shared/report-content";
import type { ReportSettings } from "./report-settings";

export type Delivery = "email" | "outbox";

export interface OutgoingReport {
  leadId: string;
  type: string;
  to: { name: string; email: string };
  report: ReportDocument;
  pdf: Uint8Array;
  createdAt: Date;
}

// A slow or silent mail server must not hold the visitor's request for minutes (nodemailer's
// defaults); after these the report goes to the outbox instead.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

export function reportFileName(report: Pick<OutgoingReport, "leadId" | "type" | "createdAt">): string {
  const stamp = report.createdAt.toISOString().replace(/[:.]/g, "-");
  return `${stamp}_${report.type}_${report.leadId}.pdf`;
}

function emailText(out: OutgoingReport, settings: ReportSettings): string {
  const { report } = out;
  return [
    `Hello ${out.to.name},`,
    "",
    `Thank you for using our calculator. Your ${report.title} is attached as a PDF.`,
    "",
    report.summary,
    "",
    ...report.highlights.map((line) => `${line.label}: ${line.value}`),
    "",
    report.nextSteps,
    `Book your free consultation: ${settings.siteUrl}/get-started`,
    "",
    settings.brandName,
    `${settings.contact.email} | ${settings.contact.phone}`,
    settings.contact.address,
  ].join("\n");
}

/**
 * Why sending failed, without secrets or personal data: nodemailer errors can quote the connection
 * URL (with its password) and the recipient's address.
 */
function describeError(err: unknown): string {
  const e = err as { code?: string; responseCode?: number; message?: string };
  const message = (e.message ?? String(err))
    .replace(/\/\/[^@\s/]*@/g, "//***@")
    .replace(/[^\s<>"'@]+@[^\s<>"']+/g, "***");
  return [e.code, e.responseCode, message].filter(Boolean).join(" ");
}

/**
 * E-mails reports through SMTP when SMTP_URL is set. Without it (demo mode), or when sending fails,
 * the PDF and a small JSON note of whom it is for are written to the outbox so the team can send it by hand.
 */
export function createReportDelivery(settings: ReportSettings) {
  let transport: Transporter | undefined;
  const mailer = () => {
    transport ??= nodemailer.createTransport({ url: settings.smtpUrl, ...SMTP_TIMEOUTS });
    return transport;
  };

  async function toOutbox(out: OutgoingReport, reason: string) {
    await fs.mkdir(settings.outboxDir, { recursive: true });
    const file = path.join(settings.outboxDir, reportFileName(out));
    await fs.writeFile(file, out.pdf);
    const note = {
      leadId: out.leadId,
      type: out.type,
      to: out.to,
      subject: `Your ${out.report.title} from ${settings.brandName}`,
      reason,
      createdAt: out.createdAt.toISOString(),
    };
    await fs.writeFile(file.replace(/\.pdf$/, ".json"), `${JSON.stringify(note, null, 2)}\n`);
    return file;
  }

  async function deliver(out: OutgoingReport): Promise<Delivery> {
    if (!settings.smtpUrl) {
      await toOutbox(out, "SMTP_URL is not set (demo mode)");
      return "outbox";
    }
    try {
      await mailer().sendMail({
        from: settings.mailFrom,
        to: { name: out.to.name, address: out.to.email },
        replyTo: settings.contact.email,
        subject: `Your ${out.report.title} from ${settings.brandName}`,
        text: emailText(out, settings),
        attachments: [
          {
            filename: `${out.report.title.replace(/\s+/g, "-")}.pdf`,
            content: Buffer.from(out.pdf),
            contentType: "application/pdf",
          },
        ],
      });
      return "email";
    } catch (err) {
      const reason = describeError(err);
      console.error(`[reports] e-mail for lead ${out.leadId} failed, kept in the outbox: ${reason}`);
      await toOutbox(out, `e-mail failed: ${reason}`);
      return "outbox";
    }
  }

  return {
    deliver,
    /** What a successful request reports, also used for the honeypot's look-alike answer. */
    expectedDelivery: (): Delivery => (settings.smtpUrl ? "email" : "outbox"),
    close: () => transport?.close(),
  };
}

export type ReportDelivery = ReturnType<typeof createReportDelivery>;
