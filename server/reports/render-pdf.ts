import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";
import type { ReportDocument, ReportLine } from "~/features/calculators/shared/report-content";
import { safeGreetingName } from "../mail/visitor-text";
import type { ReportSettings } from "./report-settings";

export interface PdfContext {
  settings: Pick<ReportSettings, "brandName" | "siteUrl" | "contact">;
  preparedFor: { name: string; company?: string };
  date: Date;
}

// A4 in points, with generous margins so it prints cleanly on Letter paper too.
const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 50;
const CONTENT_WIDTH = PAGE.width - 2 * MARGIN;
const FOOTER_HEIGHT = 48;
const BRAND = rgb(0.09, 0.173, 0.431); // brand-900 #172c6e
const INK = rgb(0.043, 0.082, 0.2); // #0b1533
const MUTED = rgb(0.28, 0.33, 0.41); // slate-600
const RULE = rgb(0.8, 0.84, 0.88);

/** Replaces what the standard (WinAnsi) fonts cannot draw, instead of failing on a name in Devanagari. */
function printable(font: PDFFont) {
  const supported = new Set(font.getCharacterSet());
  const swaps: Record<string, string> = { "−": "-", "≈": "~", "→": "->", "₹": "Rs ", "\u00a0": " " };
  return (text: string) =>
    [...text.replace(/[\r\n\t]+/g, " ")]
      .map((ch) => swaps[ch] ?? (supported.has(ch.codePointAt(0) ?? 0) ? ch : "?"))
      .join("");
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width || !line) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Renders a report as a PDF: brand header, summary, key figures, sections with their working, contacts. */
export async function renderReportPdf(report: ReportDocument, ctx: PdfContext): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const clean = printable(regular);
  const { brandName, contact, siteUrl } = ctx.settings;

  pdf.setTitle(clean(`${report.title} - ${brandName}`));
  pdf.setAuthor(clean(brandName));
  pdf.setSubject(clean(report.title));
  pdf.setCreator(clean(brandName));
  pdf.setCreationDate(ctx.date);

  let page: PDFPage = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - MARGIN;

  const newPage = () => {
    page = pdf.addPage([PAGE.width, PAGE.height]);
    y = PAGE.height - MARGIN;
  };
  const ensure = (height: number) => {
    if (y - height < MARGIN + FOOTER_HEIGHT) newPage();
  };
  const paragraph = (text: string, font: PDFFont, size: number, color = INK, indent = 0) => {
    const lineHeight = size * 1.4;
    for (const line of wrap(clean(text), font, size, CONTENT_WIDTH - indent)) {
      ensure(lineHeight);
      page.drawText(line, { x: MARGIN + indent, y: y - size, size, font, color });
      y -= lineHeight;
    }
  };
  const gap = (height: number) => {
    y -= height;
  };

  // Header band.
  page.drawRectangle({ x: 0, y: PAGE.height - 110, width: PAGE.width, height: 110, color: BRAND });
  page.drawText(clean(brandName), { x: MARGIN, y: PAGE.height - 50, size: 20, font: bold, color: rgb(1, 1, 1) });
  page.drawText(clean(report.title), { x: MARGIN, y: PAGE.height - 78, size: 14, font: regular, color: rgb(1, 1, 1) });
  y = PAGE.height - 140;

  const date = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric" }).format(ctx.date);
  // The PDF goes to a typed address: its first lines carry the name and company only when each is plainly
  // a name (the e-mail's rule, server/mail/visitor-text.ts); otherwise the line goes without them.
  const who = [safeGreetingName(ctx.preparedFor.name), safeGreetingName(ctx.preparedFor.company)]
    .filter(Boolean)
    .join(", ");
  paragraph(who ? `Prepared for ${who} on ${date}` : `Prepared on ${date}`, regular, 10, MUTED);
  gap(8);
  paragraph(report.summary, regular, 11);
  gap(14);

  const valueLine = (line: ReportLine, size: number) => {
    const value = clean(line.value);
    const valueWidth = bold.widthOfTextAtSize(value, size);
    const labelLines = wrap(clean(line.label), regular, size, CONTENT_WIDTH - valueWidth - 16);
    const height = labelLines.length * size * 1.4;
    ensure(height + 4);
    page.drawText(value, { x: PAGE.width - MARGIN - valueWidth, y: y - size, size, font: bold, color: INK });
    for (const [i, text] of labelLines.entries()) {
      page.drawText(text, { x: MARGIN, y: y - size - i * size * 1.4, size, font: regular, color: INK });
    }
    y -= height;
    if (line.note) paragraph(line.note, regular, 9, MUTED, 10);
    y -= 6;
  };
  const heading = (text: string) => {
    ensure(40);
    gap(6);
    page.drawText(clean(text), { x: MARGIN, y: y - 13, size: 13, font: bold, color: BRAND });
    y -= 20;
    page.drawLine({ start: { x: MARGIN, y }, end: { x: PAGE.width - MARGIN, y }, thickness: 0.75, color: RULE });
    y -= 10;
  };

  heading("Key figures");
  for (const line of report.highlights) valueLine(line, 12);
  for (const section of report.sections) {
    heading(section.heading);
    for (const line of section.lines) valueLine(line, 10);
  }
  heading("Next steps");
  paragraph(report.nextSteps, regular, 10);
  gap(4);
  paragraph(`Book your free consultation: ${siteUrl}/get-started`, bold, 10, BRAND);
  gap(6);
  paragraph(
    "These figures are estimates based on your answers and typical results from our AI projects; actual savings depend on your processes and data.",
    regular,
    8,
    MUTED,
  );

  // Footer with contact details and page numbers on every page.
  const pages = pdf.getPages();
  for (const [i, p] of pages.entries()) {
    p.drawLine({
      start: { x: MARGIN, y: MARGIN + 26 },
      end: { x: PAGE.width - MARGIN, y: MARGIN + 26 },
      thickness: 0.5,
      color: RULE,
    });
    const first = clean(`${brandName}  |  ${contact.email}  |  ${contact.phone}  |  ${siteUrl}`);
    p.drawText(first, { x: MARGIN, y: MARGIN + 12, size: 8, font: regular, color: MUTED });
    p.drawText(clean(contact.address), { x: MARGIN, y: MARGIN, size: 8, font: regular, color: MUTED });
    const number = `Page ${i + 1} of ${pages.length}`;
    const width = regular.widthOfTextAtSize(number, 8);
    p.drawText(number, { x: PAGE.width - MARGIN - width, y: MARGIN, size: 8, font: regular, color: MUTED });
  }

  return pdf.save();
}
