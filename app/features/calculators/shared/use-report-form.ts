import { useState } from "react";
import { REPORT_MESSAGES } from "~/content/form-messages";
import { HONEYPOT_FIELD } from "~/lib/form-rules";
import { browserZone } from "~/lib/sequence-consent-text";
import { useLeadSubmit } from "~/lib/use-lead-form";
import type { ReportType } from "./calculator-schemas";

/** Starts loading the lead schema; called on first focus so submitting never waits for it. */
export const loadReportValidator = () => import("./report-validate");

export interface ReportLeadValues {
  name: string;
  email: string;
  company: string;
  role: string;
  wantsConsult: boolean;
  /** "Email me ideas and next steps for this" (issue #39): unticked until the visitor ticks it. */
  sequenceConsent: boolean;
}

const EMPTY: ReportLeadValues = {
  name: "",
  email: "",
  company: "",
  role: "",
  wantsConsult: false,
  sequenceConsent: false,
};

export type ReportStatus = "idle" | "sending";
export type ReportOutcome = { kind: "sent" | "demo" | "failed" | "invalid"; text: string } | null;

interface Options {
  type: ReportType;
  inputs: Record<string, unknown>;
  /** Sent with the request so its shape stays { type, lead, inputs, results }; the server ignores it and recomputes. */
  results: unknown;
}

/**
 * The report request: validated with the server's schema, then POST /api/reports. The answer says
 * whether the PDF was e-mailed or, without SMTP (demo mode), kept in the outbox.
 */
export function useReportForm({ type, inputs, results }: Options) {
  const benchmark = type === "benchmark_report";
  const [values, setValues] = useState<ReportLeadValues>(EMPTY);
  const [outcome, setOutcome] = useState<ReportOutcome>(null);

  const lead = () => {
    const { name, email, company, role, wantsConsult, sequenceConsent } = values;
    return benchmark
      ? { name, email, company, role, wantsConsult, sequenceConsent }
      : { name, email, company, sequenceConsent };
  };

  const { errors, clearError, sending, onSubmit } = useLeadSubmit({
    loadCheck: () => loadReportValidator().then((m) => (lead: unknown) => m.validateReportLead(lead, benchmark)),
    values: lead(),
    endpoint: "/api/reports",
    // A ticked sequence box sends the browser's zone: its e-mails go out in the visitor's working hours.
    body: (checked, honeypot) => ({
      type,
      lead: { ...checked, [HONEYPOT_FIELD]: honeypot },
      inputs,
      results,
      ...(values.sequenceConsent ? { zone: browserZone() } : {}),
    }),
    failure: REPORT_MESSAGES.failure,
    onError: (kind, text) => setOutcome({ kind, text }),
    onSent: (answer) => {
      const delivery = (answer as { delivery?: string } | null)?.delivery;
      setOutcome(
        delivery === "email"
          ? { kind: "sent", text: REPORT_MESSAGES.success }
          : { kind: "demo", text: REPORT_MESSAGES.demo },
      );
    },
  });
  const status: ReportStatus = sending ? "sending" : "idle";

  const setField = <K extends keyof ReportLeadValues>(name: K, value: ReportLeadValues[K]) => {
    setValues((v) => ({ ...v, [name]: value }));
    clearError(name);
  };

  return { values, errors, status, outcome, setField, onSubmit };
}
