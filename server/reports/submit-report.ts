import {
  computeReportResults,
  REPORT_TYPES,
  ReportRequestSchema,
} from "~/features/calculators/shared/calculator-schemas";
import { buildReport } from "~/features/calculators/shared/report-content";
import { isKnownZone } from "~/lib/booking";
import { type FormErrors, HONEYPOT_FIELD } from "~/lib/form-rules";
import { summarizeIssues } from "~/lib/form-schema";
import { newRowId } from "../db/ids";
import type { Db } from "../db/schema";
import { leadAttribution, type RequestSignals } from "../leads/attribution";
import { storeLeadWith } from "../leads/store-lead";
import { type Delivery, expectedDelivery, reportEmailDraft } from "./report-email";
import type { ReportSettings } from "./report-settings";

/** The browser's IANA zone beside {type, lead, inputs}, if one the runtime knows; else none (IST). */
const zoneOf = (body: unknown) => {
  const zone = (body as { zone?: unknown } | null)?.zone;
  return isKnownZone(zone) ? zone : null;
};

export type SubmitReportResult = { ok: true; id: string; delivery: Delivery } | { ok: false; error: FormErrors };

interface SubmitDeps {
  db: Db;
  settings: ReportSettings;
  now?: () => Date;
  /** The request's Referer path (when the browser did not say where it was sent from) and DNT/GPC. */
  signals?: Partial<RequestSignals>;
}

/**
 * A report request from any of the three calculators: honeypot, validation with the shared schema,
 * results recomputed with the same module the browser ran (the browser's `results` are ignored), the
 * PDF rendered, then the lead committed together with the outbox row that e-mails it (and the team
 * e-mail and webhook rows every lead gets). The answer does not wait for the mail server.
 */
export async function submitReport(
  { db, settings, now = () => new Date(), signals = {} }: SubmitDeps,
  body: unknown,
): Promise<SubmitReportResult> {
  const lead = (body as { lead?: Record<string, unknown> } | null)?.lead;
  const honeypot = lead && typeof lead === "object" ? lead[HONEYPOT_FIELD] : undefined;
  if (typeof honeypot === "string" && honeypot.trim() !== "") {
    // Looks exactly like a success to the bot; nothing is stored or sent.
    return { ok: true, id: newRowId(), delivery: expectedDelivery(settings) };
  }

  const type = (body as { type?: unknown } | null)?.type;
  if (!REPORT_TYPES.includes(type as (typeof REPORT_TYPES)[number])) {
    return {
      ok: false,
      error: { message: "Unknown report type", fields: { type: `Must be one of ${REPORT_TYPES.join(", ")}` } },
    };
  }
  const parsed = ReportRequestSchema.safeParse(body);
  if (!parsed.success) {
    const { message, fields } = summarizeIssues(parsed.error);
    // Lead fields as the form names them ("lead.email" → "email"); input fields keep their prefix.
    const named = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k.replace(/^lead\./, ""), v]));
    return { ok: false, error: { message, fields: named } };
  }

  const request = parsed.data;
  const results = computeReportResults(request);
  const report = buildReport(request, results);
  const createdAt = now();
  // Rendered before the row is written: a rendering failure stores nothing and the visitor can retry.
  // pdf-lib loads with the first report, not with every server start.
  const { renderReportPdf } = await import("./render-pdf");
  const pdf = await renderReportPdf(report, {
    settings,
    preparedFor: { name: request.lead.name, company: request.lead.company || undefined },
    date: createdAt,
  });

  const extra =
    request.type === "benchmark_report"
      ? { lead: { role: request.lead.role, wantsConsult: request.lead.wantsConsult } }
      : {};
  const email = reportEmailDraft({ to: { name: request.lead.name, email: request.lead.email }, report, pdf }, settings);
  const id = await storeLeadWith(
    db,
    {
      type: request.type,
      name: request.lead.name,
      email: request.lead.email,
      company: request.lead.company,
      payload: { inputs: request.inputs, results, ...extra },
      attribution: leadAttribution((body as { attribution?: unknown }).attribution, signals),
      // The ticked sequence box (issue #39), timed in the browser's zone when it sent a known one.
      ...(request.lead.sequenceConsent ? { sequence: { zone: zoneOf(body) } } : {}),
    },
    [email],
  );
  return { ok: true, id, delivery: expectedDelivery(settings) };
}
