import { PRIVACY_PATH, SEQUENCE_CONSENT_FIELD, SEQUENCE_CONSENT_TEXT } from "~/lib/sequence-consent-text";
import { CheckboxField } from "./field";

// The report forms' and Get Started's box asking for the e-mail sequence (issue #39): unticked until the
// visitor ticks it, its label word for word the wording the server stores as the consent, and a link to
// the privacy notice in the line screen readers hear with it.

export function SequenceConsentField({
  id,
  checked,
  onChange,
}: {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <CheckboxField
      id={id}
      name={SEQUENCE_CONSENT_FIELD}
      label={SEQUENCE_CONSENT_TEXT}
      checked={checked}
      onChange={(e) => onChange(e.target.checked)}
      hint={
        <>
          After you confirm from an e-mail: up to five short e-mails, stopped by one click.{" "}
          <a href={PRIVACY_PATH} className="font-medium text-brand-700 underline">
            What we keep and why
          </a>
        </>
      }
    />
  );
}
