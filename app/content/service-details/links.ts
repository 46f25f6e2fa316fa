/**
 * Links from service pages to the contact form, prefilled so the visitor only adds their details.
 * The contact page reads `service` (one of its options) and `message` (cut at 500 characters).
 */
import type { ServiceOption } from "../contact";

// The contact form options these pages link to; `satisfies` stops the build if the form drops one.
const LINKED_SERVICES = ["IT Consultancy", "AI Integration"] as const satisfies readonly ServiceOption[];
export type ContactService = (typeof LINKED_SERVICES)[number];

export const MAX_PREFILL_MESSAGE = 500;

export function contactLink(service: ContactService, message: string): string {
  const text = message.trim().slice(0, MAX_PREFILL_MESSAGE);
  return `/contact?service=${encodeURIComponent(service)}&message=${encodeURIComponent(text)}`;
}

/** A brochure request: there is no PDF to hand out, so the team sends the current one by email. */
export function brochureLink(service: ContactService, title: string): string {
  return contactLink(service, `Please send me the ${title} brochure, with pricing and typical timelines.`);
}
