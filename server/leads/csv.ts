// CSV for spreadsheets (RFC 4180): CRLF line ends, fields quoted when they hold a comma, quote or line
// break, quotes doubled. A cell a spreadsheet would run as a formula (starting with = + - @, or a tab
// or carriage return) gets a leading apostrophe (OWASP "CSV injection"), so it shows as text.

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole file, with a UTF-8 byte-order mark so spreadsheet programs read names in any script. */
export function toCsv(rows: ReadonlyArray<ReadonlyArray<string | number | null | undefined>>): string {
  return `\uFEFF${rows.map((r) => r.map(csvCell).join(",")).join("\r\n")}\r\n`;
}
