import { useState } from "react";
import { REPORT_MESSAGES } from "~/content/calculators";
import { HONEYPOT_FIELD } from "~/lib/form-rules";
import { focusFirstInvalid, honeypotOf, postJson, useFieldErrors, useSubmitOnce } from "~/lib/use-lead-form";
import type { ReportType } from "./calculator-schemas";

/** Starts loading the lead schema; called on first focus so submitting never waits for it. */
export const loadReportValidator = () => import("./report-validate");

export interface ReportLeadValues {
  name: string;
  email: string;
  company: string;
  role: string;
  wantsConsult: boolean;
}

const EMPTY: ReportLeadValues = { name: "", email: "", company: "", role: "", wantsConsult: false };

export type ReportStatus = "idle" | "sending";
export type ReportOutcome = { kind: "sent" | "demo" | "failed" | "invalid"; text: string } | null;

interface Options {
  type: ReportType;
  inputs: Record<string, unknown>;
  /** Sent as the spec describes the request; the server ignores it and recomputes. */
  results: unknown;
}

/**
 * The report request: validated with the server's schema, then POST /api/reports. The answer says
 * whether the PDF was e-mailed or, without SMTP (demo mode), kept in the outbox.
 */
export function useReportForm({ type, inputs, results }: Options) {
  const benchmark = type === "benchmark_report";
  const [values, setValues] = useState<ReportLeadValues>(EMPTY);
  const { errors, setErrors, clearError } = useFieldErrors();
  const [status, setStatus] = useState<ReportStatus>("idle");
  const [outcome, setOutcome] = useState<ReportOutcome>(null);

  const setField = <K extends keyof ReportLeadValues>(name: K, value: ReportLeadValues[K]) => {
    setValues((v) => ({ ...v, [name]: value }));
    clearError(name);
  };

  const lead = () => {
    const { name, email, company, role, wantsConsult } = values;
    return benchmark ? { name, email, company, role, wantsConsult } : { name, email, company };
  };

  async function send(form: HTMLFormElement) {
    setOutcome(null);
    let check: Awaited<ReturnType<typeof loadReportValidator>>["validateReportLead"];
    try {
      check = (await loadReportValidator()).validateReportLead;
    } catch {
      setOutcome({ kind: "failed", text: REPORT_MESSAGES.failure });
      return;
    }
    const parsed = check(lead(), benchmark);
    if (!parsed.ok) {
      setErrors(parsed.error.fields);
      setOutcome({ kind: "invalid", text: parsed.error.message });
      focusFirstInvalid(form, parsed.error.fields);
      return;
    }
    setStatus("sending");
    const result = await postJson("/api/reports", {
      type,
      lead: { ...lead(), [HONEYPOT_FIELD]: honeypotOf(form) },
      inputs,
      results,
    });
    setStatus("idle");
    if (result.kind === "invalid") {
      setErrors(result.fields);
      setOutcome({ kind: "invalid", text: result.message });
    } else if (result.kind === "failed") {
      // Unreachable or failing server: keep everything the visitor typed.
      setOutcome({ kind: "failed", text: REPORT_MESSAGES.failure });
    } else {
      const delivery = (result.body as { delivery?: string } | null)?.delivery;
      setOutcome(
        delivery === "email"
          ? { kind: "sent", text: REPORT_MESSAGES.success }
          : { kind: "demo", text: REPORT_MESSAGES.demo },
      );
    }
  }

  const onSubmit = useSubmitOnce(send);

  return { values, errors, status, outcome, setField, onSubmit };
}
