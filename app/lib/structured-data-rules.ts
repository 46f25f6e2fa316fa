// Google's required properties for each rich-result type we emit (schema.org names). Shared by the
// unit tests and the end-to-end check of the real pages, so both hold the blocks to the same rules.
export const REQUIRED_PROPERTIES: Record<string, readonly string[]> = {
  Organization: ["name", "url", "logo"],
  ProfessionalService: ["name", "address", "telephone", "openingHoursSpecification"],
  WebSite: ["name", "url", "potentialAction"],
  BreadcrumbList: ["itemListElement"],
  BlogPosting: ["headline", "datePublished", "author", "image"],
  FAQPage: ["mainEntity"],
  Service: ["name", "provider", "serviceType"],
};

/** What is missing or wrong in one block; empty when it passes. */
export function structuredDataProblems(block: unknown): string[] {
  if (!block || typeof block !== "object") return ["not an object"];
  const b = block as Record<string, unknown>;
  const problems: string[] = [];
  if (b["@context"] !== "https://schema.org") problems.push("@context is not https://schema.org");
  const type = String(b["@type"]);
  const required = REQUIRED_PROPERTIES[type];
  if (!required) return [...problems, `unexpected @type ${type}`];
  for (const key of required) {
    const v = b[key];
    if (v == null || v === "" || (Array.isArray(v) && v.length === 0)) problems.push(`${type}.${key} is missing`);
  }
  if (type === "BreadcrumbList") {
    (b.itemListElement as Array<Record<string, unknown>>).forEach((item, i) => {
      if (item.position !== i + 1 || !item.name || !/^https?:\/\//.test(String(item.item))) {
        problems.push(`BreadcrumbList item ${i + 1} needs position, name and an absolute item URL`);
      }
    });
  }
  if (type === "FAQPage") {
    for (const q of b.mainEntity as Array<Record<string, unknown>>) {
      const answer = q.acceptedAnswer as Record<string, unknown> | undefined;
      if (q["@type"] !== "Question" || !q.name || !answer?.text)
        problems.push("FAQPage question without name or answer");
    }
  }
  if (type === "ProfessionalService") {
    const address = b.address as Record<string, unknown>;
    for (const k of ["streetAddress", "addressLocality", "addressCountry"]) {
      if (!address?.[k]) problems.push(`address.${k} is missing`);
    }
  }
  return problems;
}
