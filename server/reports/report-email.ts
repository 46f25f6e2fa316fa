import type { ReportDocument } from "~/features/calculators/shared/report-content";
import { greetingLine, safeGreetingName } from "../mail/visitor-text";
import type { OutboxDraft } from "../outbox/outbox-kinds";
import type { ReportSettings } from "./report-settings";

/** What POST /api/reports tells the browser: e-mailed (SMTP set) or, in demo mode, written to the outbox folder. */
export type Delivery = "email" | "outbox";

export const expectedDelivery = (settings: Pick<ReportSettings, "smtpUrl">): Delivery =>
  settings.smtpUrl ? "email" : "outbox";

export interface OutgoingReport {
  to: { name: string; email: string };
  report: ReportDocument;
  pdf: Uint8Array;
}

function emailText(out: OutgoingReport, settings: ReportSettings): string {
  const { report } = out;
  return [
    // Sent to a typed address: the name only when it is plainly a name (server/mail/visitor-text.ts).
    greetingLine(out.to.name),
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
 * The report e-mail as an outbox row, PDF attached: committed with the lead and sent by the outbox
 * worker, so the visitor's request never waits for the mail server.
 */
export function reportEmailDraft(out: OutgoingReport, settings: ReportSettings): OutboxDraft {
  return {
    kind: "report_email",
    payload: {
      message: {
        from: settings.mailFrom,
        // Sent to the address as typed; the lead row keeps it lowercased. No display name unless the
        // rule lets it through: a mail client shows it as prominently as the text.
        to: { name: safeGreetingName(out.to.name) ?? "", address: out.to.email },
        replyTo: settings.contact.email,
        subject: `Your ${out.report.title} from ${settings.brandName}`,
        text: emailText(out, settings),
        attachments: [
          {
            filename: `${out.report.title.replace(/\s+/g, "-")}.pdf`,
            contentType: "application/pdf",
            content: Buffer.from(out.pdf).toString("base64"),
          },
        ],
      },
    },
  };
}
