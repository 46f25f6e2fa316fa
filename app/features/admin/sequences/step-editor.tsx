import { Eye, Save, Send } from "lucide-react";
import { type FormEvent, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { TextArea, TextField } from "~/components/ui/field";
import { ErrorSummary } from "~/features/admin/shared/error-summary";
import { fieldErrorsIn, useResultToast } from "~/features/admin/shared/use-result-toast";
import type { FieldErrors, Result } from "~/lib/result";
import type { SequencePreview, SequenceStep } from "./sequences-api";
import { checkStep, type StepValues } from "./step-check";

type Intent = "save" | "preview" | "test";
type PreviewResult = Result<{ preview?: SequencePreview }>;

const FIELDS = ["delayDays", "subject", "body"] as const;
// Paragraphs, lists and links of the rendered e-mail (the site has no typography plugin).
const PREVIEW_BODY =
  "mt-2 space-y-3 text-slate-900 [&_a]:text-brand-700 [&_a]:underline [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6";
const LABELS: Record<string, string> = { delayDays: "Days after the start", subject: "Subject", body: "Message" };

/**
 * One step of the sequence: its delay, subject and Markdown message, saved, previewed (rendered and
 * sanitised by the server, as the e-mail will be) or sent to the signed-in user as a test. Every action
 * checks the step first with the server's schema; the typed text stays as it is whatever the answer.
 */
export function StepEditor({
  position,
  step,
  delayDays,
  isNew = false,
  labelledBy,
  onSaved,
}: {
  position: number;
  /** The saved step; undefined for a new one. */
  step?: SequenceStep;
  /** A new step's proposed delay. */
  delayDays?: number;
  isNew?: boolean;
  /** The id of the heading that names the step (its panel's). */
  labelledBy: string;
  /** After a successful save (a new step's panel closes: the saved step is listed instead). */
  onSaved?: () => void;
}) {
  const save = useFetcher<Result>();
  const preview = useFetcher<PreviewResult>();
  const test = useFetcher<Result>();
  useResultToast(save, (r) => r.ok && onSaved?.());
  useResultToast(test);
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<StepValues>({
    delayDays: String(step?.delayDays ?? delayDays ?? 0),
    subject: step?.subject ?? "",
    body: step?.body ?? "",
  });
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  const [showPreview, setShowPreview] = useState(false);
  const errors: FieldErrors = {
    ...fieldErrorsIn(save.data),
    ...fieldErrorsIn(preview.data),
    ...fieldErrorsIn(test.data),
    ...clientErrors,
  };
  const id = (name: string) => `step-${position}-${name}`;

  function send(intent: Intent) {
    const found = checkStep(values);
    setClientErrors(found);
    const first = FIELDS.find((f) => found[f]);
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    if (intent === "preview") setShowPreview(true);
    const fetcher = intent === "save" ? save : intent === "preview" ? preview : test;
    fetcher.submit({ intent, position: String(position), ...values }, { method: "post" });
  }

  const set = (name: keyof StepValues) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [name]: e.target.value }));
    setClientErrors(({ [name]: _, ...rest }) => rest);
  };
  // One field's wiring: its label, typed value, change handler and error all go by the same name.
  const bind = (name: keyof StepValues, idName: string = name) => ({
    id: id(idName),
    name,
    label: LABELS[name],
    value: values[name],
    onChange: set(name),
    error: errors[name],
  });
  const rendered = preview.data?.ok ? preview.data.preview : undefined;
  const busy = save.state !== "idle" || test.state !== "idle";

  return (
    <form
      ref={formRef}
      noValidate
      aria-labelledby={labelledBy}
      className="space-y-4"
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        send("save");
      }}
    >
      <ErrorSummary fields={FIELDS} errors={errors} label={(f) => LABELS[f] ?? f} />
      <TextField
        {...bind("delayDays", "delay")}
        inputMode="numeric"
        required
        hint="Working days only, 9:00-18:00 in the lead's time zone: a step due at a weekend goes on Monday."
        className="max-w-[8rem]"
      />
      <TextField {...bind("subject")} required maxLength={200} />
      <TextArea
        {...bind("body")}
        required
        rows={10}
        hint="Markdown: ## for a heading, - for a list item, [text](https://address) for a link. An unsubscribe link is added at the end."
      />
      {showPreview && (
        <section
          aria-label={`Preview of step ${position}`}
          className="rounded-xl border border-slate-200 bg-slate-50 p-4"
        >
          <h4 className="text-sm font-semibold text-slate-700">Preview with sample values</h4>
          {preview.state !== "idle" || !preview.data ? (
            <p className="mt-2 text-sm text-slate-700">Rendering the preview…</p>
          ) : rendered ? (
            <>
              <p className="mt-2 text-sm">
                <span className="font-medium text-slate-700">Subject: </span>
                {rendered.subject}
              </p>
              {/* Rendered by the server's Markdown renderer, which escapes raw HTML and unsafe links. */}
              {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server */}
              <div className={PREVIEW_BODY} dangerouslySetInnerHTML={{ __html: rendered.html }} />
            </>
          ) : (
            <p role="alert" className="mt-2 text-sm font-medium text-red-800">
              {preview.data.ok ? "" : preview.data.message}
            </p>
          )}
        </section>
      )}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary" disabled={busy}>
          <Save aria-hidden="true" className="size-4" /> {isNew ? `Add step ${position}` : `Save step ${position}`}
        </button>
        {/* Named with the step (several editors share the page); the name starts with the visible words. */}
        <button
          type="button"
          className="btn-secondary"
          aria-label={`Preview step ${position}`}
          onClick={() => send("preview")}
        >
          <Eye aria-hidden="true" className="size-4" /> Preview
        </button>
        <button
          type="button"
          className="btn-secondary"
          aria-label={`Send a test to me (step ${position})`}
          disabled={busy}
          onClick={() => send("test")}
        >
          <Send aria-hidden="true" className="size-4" /> Send a test to me
        </button>
      </div>
    </form>
  );
}
