/** Links from a case study to the contact form, with the enquiry already written. */
import type { CaseStudy } from "~/content/case-studies";

export function similarProjectHref(study: Pick<CaseStudy, "title" | "industry">): string {
  const message = `I would like to discuss a project like "${study.title}" for our ${study.industry.toLowerCase()} business.`;
  return `/contact?service=${encodeURIComponent("AI Integration")}&message=${encodeURIComponent(message)}`;
}
