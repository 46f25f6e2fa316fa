import { type FormEvent, useRef, useState } from "react";
import { REPORT_MESSAGES } from "~/content/calculators";
import { HONEYPOT_FIELD } from "~/lib/form-rules";
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
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<ReportStatus>("idle");
  const [outcome, setOutcome] = useState<ReportOutcome>(null);
  const inFlight = useRef(false);

  const setField = <K extends keyof ReportLeadValues>(name: K, value: ReportLeadValues[K]) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors(({ [name]: _removed, ...rest }) => rest);
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
      form.querySelector<HTMLElement>(`[name="${Object.keys(parsed.error.fields)[0]}"]`)?.focus();
      return;
    }
    setStatus("sending");
    const honeypot = new FormData(form).get(HONEYPOT_FIELD) ?? "";
    try {
      const res = await fetch("/api/reports", {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({ type, lead: { ...lead(), [HONEYPOT_FIELD]: honeypot }, inputs, results }),
      });
      if (res.status === 400) {
        const body = (await res.json()) as { error: { message: string; fields?: Record<string, string> } };
        setErrors(body.error.fields ?? {});
        setOutcome({ kind: "invalid", text: body.error.message });
        return;
      }
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      const body = (await res.json()) as { delivery?: string };
      setOutcome(
        body.delivery === "email"
          ? { kind: "sent", text: REPORT_MESSAGES.success }
          : { kind: "demo", text: REPORT_MESSAGES.demo },
      );
    } catch {
      // Unreachable or failing server: keep everything the visitor typed.
      setOutcome({ kind: "failed", text: REPORT_MESSAGES.failure });
    } finally {
      setStatus("idle");
    }
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      await send(event.currentTarget);
    } finally {
      inFlight.current = false;
    }
  };

  return { values, errors, status, outcome, setField, onSubmit };
}
