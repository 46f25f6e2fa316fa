/**
 * Splits a heading around its accent phrase so the phrase can be styled on its own.
 * Pure, so the Home hero and the 404 page (same heading) render identically and the split is testable.
 */
export function splitHighlight(heading: string, highlight?: string): { before: string; accent: string; after: string } {
  const at = highlight ? heading.indexOf(highlight) : -1;
  if (!highlight || at < 0) return { before: heading, accent: "", after: "" };
  return {
    before: heading.slice(0, at),
    accent: highlight,
    after: heading.slice(at + highlight.length),
  };
}
