import type { ReportDocument } from "~/features/calculators/shared/report-lines";
import type { PublicSettings } from "~/lib/public-settings";

// Print layout: A4, black on white, no site chrome; the browser's print dialog saves it as PDF.
const PRINT_CSS = `
  @page { size: A4; margin: 18mm; }
  * { box-sizing: border-box; }
  body { font: 11pt/1.5 system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif; color: #0b1533;
    max-width: 780px; margin: 32px auto; padding: 0 24px; }
  @media print { body { max-width: none; margin: 0; padding: 0; } }
  header { border-bottom: 3px solid #172c6e; padding-bottom: 10px; margin-bottom: 16px; }
  header p { margin: 0; color: #172c6e; font-weight: 700; font-size: 14pt; }
  h1 { font-size: 20pt; margin: 4px 0 0; }
  .meta { color: #475569; font-size: 9pt; margin: 4px 0 0; }
  h2 { font-size: 13pt; color: #172c6e; border-bottom: 1px solid #cbd5e1; padding-bottom: 4px; margin: 22px 0 8px; }
  table { width: 100%; border-collapse: collapse; }
  th, td { text-align: left; vertical-align: top; padding: 6px 0; border-bottom: 1px solid #e2e8f0; }
  th { font-weight: 500; }
  td.value { text-align: right; font-weight: 700; white-space: nowrap; padding-left: 16px; }
  .note { display: block; color: #475569; font-size: 9pt; font-weight: 400; }
  .highlight td { font-size: 14pt; }
  footer { margin-top: 28px; border-top: 1px solid #cbd5e1; padding-top: 8px; color: #475569; font-size: 9pt; }
  section { break-inside: avoid; }
`;

function el<K extends keyof HTMLElementTagNameMap>(doc: Document, tag: K, text?: string, className?: string) {
  const node = doc.createElement(tag);
  if (text !== undefined) node.textContent = text;
  if (className) node.className = className;
  return node;
}

function table(doc: Document, lines: ReportDocument["highlights"], className?: string) {
  const t = el(doc, "table", undefined, className);
  const body = el(doc, "tbody");
  for (const line of lines) {
    const row = el(doc, "tr");
    const label = el(doc, "th", line.label);
    label.scope = "row";
    if (line.note) label.append(el(doc, "span", line.note, "note"));
    row.append(label, el(doc, "td", line.value, "value"));
    body.append(row);
  }
  t.append(body);
  return t;
}

/**
 * Opens a window titled "Cost of Inaction Report" with the results laid out as a report, then the
 * print dialog. Built with DOM calls and textContent only: no markup strings, no scripts in the window.
 */
export function openPrintWindow(report: ReportDocument, site: PublicSettings): Window | null {
  const win = window.open("", "_blank", "width=840,height=960");
  if (!win) return null;
  const doc = win.document;
  doc.title = report.title;
  doc.documentElement.lang = "en";
  const style = el(doc, "style", PRINT_CSS);
  doc.head.append(style);

  const date = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric" }).format(new Date());
  const header = el(doc, "header");
  header.append(el(doc, "p", site.brandName), el(doc, "h1", report.title), el(doc, "p", `Prepared on ${date}`, "meta"));

  const main = el(doc, "main");
  main.append(el(doc, "p", report.summary));
  const key = el(doc, "section");
  key.append(el(doc, "h2", "Key figures"), table(doc, report.highlights, "highlight"));
  main.append(key);
  for (const section of report.sections) {
    const block = el(doc, "section");
    block.append(el(doc, "h2", section.heading), table(doc, section.lines));
    main.append(block);
  }
  const next = el(doc, "section");
  next.append(el(doc, "h2", "Next steps"), el(doc, "p", report.nextSteps));
  next.append(el(doc, "p", `Book your free consultation: ${site.siteUrl}/get-started`));
  main.append(next);

  const footer = el(doc, "footer");
  footer.append(
    el(doc, "div", `${site.brandName} | ${site.contact.email} | ${site.contact.phone} | ${site.siteUrl}`),
    el(doc, "div", site.contact.address),
  );
  doc.body.replaceChildren(header, main, footer);

  win.focus();
  // Let the new window lay out before the (blocking) print dialog opens.
  window.setTimeout(() => win.print(), 250);
  return win;
}
