import { CheckCircle2, Send } from "lucide-react";
import { Honeypot, TextField } from "~/components/ui/field";
import { SequenceConsentField } from "~/components/ui/sequence-consent-field";
import { PRIVACY_NOTE, REPORT_FORMS } from "~/content/calculators";
import { REPORT_MESSAGES } from "~/content/form-messages";
import { HONEYPOT_FIELD } from "~/lib/form-rules";
import type { ReportType } from "./calculator-schemas";
import { loadReportValidator, useReportForm } from "./use-report-form";

interface ReportFormProps {
  type: ReportType;
  inputs: Record<string, unknown>;
  results: unknown;
  ready: boolean;
}

/** The report request beside the results: name, email, company (benchmark adds role and a consultation wish). */
export function ReportForm({ type, inputs, results, ready }: ReportFormProps) {
  const copy = REPORT_FORMS[type];
  const benchmark = type === "benchmark_report";
  const { values, errors, status, outcome, setField, onSubmit } = useReportForm({ type, inputs, results });
  const id = (name: string) => `${type}-${name}`;
  const done = outcome?.kind === "sent" || outcome?.kind === "demo";
  const problem = outcome?.kind === "failed" || outcome?.kind === "invalid";

  return (
    <form
      onSubmit={onSubmit}
      onFocus={() => void loadReportValidator()}
      noValidate
      aria-labelledby={id("title")}
      className="relative space-y-4 self-start rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100"
    >
      <div>
        <h3 id={id("title")} className="text-lg font-bold text-slate-900">
          {copy.title}
        </h3>
        <p className="mt-1 text-sm text-slate-700">{copy.intro}</p>
      </div>
      <TextField
        id={id("name")}
        name="name"
        label="Full name"
        autoComplete="name"
        required
        maxLength={100}
        value={values.name}
        error={errors.name}
        onChange={(e) => setField("name", e.target.value)}
      />
      <TextField
        id={id("email")}
        name="email"
        label="Work email"
        type="email"
        autoComplete="email"
        required
        maxLength={254}
        value={values.email}
        error={errors.email}
        onChange={(e) => setField("email", e.target.value)}
      />
      <TextField
        id={id("company")}
        name="company"
        label="Company"
        autoComplete="organization"
        maxLength={120}
        value={values.company}
        error={errors.company}
        onChange={(e) => setField("company", e.target.value)}
      />
      {benchmark && (
        <>
          <TextField
            id={id("role")}
            name="role"
            label="Your role"
            autoComplete="organization-title"
            maxLength={100}
            value={values.role}
            error={errors.role}
            onChange={(e) => setField("role", e.target.value)}
          />
          <div className="flex items-start gap-3">
            <input
              id={id("consult")}
              name="wantsConsult"
              type="checkbox"
              checked={values.wantsConsult}
              onChange={(e) => setField("wantsConsult", e.target.checked)}
              className="mt-1 size-4 accent-brand-600"
            />
            <label htmlFor={id("consult")} className="text-sm text-slate-800">
              I would like a free 30-minute consultation to discuss my results
            </label>
          </div>
        </>
      )}
      <SequenceConsentField
        id={id("sequence-consent")}
        checked={values.sequenceConsent}
        onChange={(checked) => setField("sequenceConsent", checked)}
      />
      <Honeypot name={HONEYPOT_FIELD} />
      <button type="submit" className="btn-primary w-full" disabled={!ready || status === "sending"}>
        {done ? <CheckCircle2 aria-hidden="true" className="size-4" /> : <Send aria-hidden="true" className="size-4" />}
        {status === "sending" ? REPORT_MESSAGES.sending : copy.submit}
      </button>
      {/* Both live regions stay in the page (empty when idle) so screen readers announce what appears. */}
      <div className="text-sm font-medium">
        <p role="status" className="text-emerald-800">
          {done ? outcome.text : ""}
        </p>
        <p role="alert" className="text-red-800">
          {problem ? outcome.text : ""}
        </p>
      </div>
      <p className="text-xs text-slate-600">{PRIVACY_NOTE}</p>
    </form>
  );
}
