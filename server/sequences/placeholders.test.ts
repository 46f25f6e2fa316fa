import { describe, expect, it } from "vitest";
import { fillPlaceholders, placeholderValues } from "./placeholders";

const LINK = "https://example.test/get-started";
const coi = JSON.stringify({ results: { total: 480000, threeYear: 1440000 } });

describe("placeholderValues: the visitor's text only when it is plainly a name", () => {
  it.each([
    ["a plain name", "Priya Sharma", "Acme Traders", "Priya", "Acme Traders"],
    ["a name with an apostrophe", "Seán O'Neil", "O'Neil & Sons", "Seán", "your company"],
    ["a domain as a name", "Visit www.evil.com", "x.io", "there", "your company"],
    ["a link", "http://evil.test", "Click here: http://evil.test", "there", "your company"],
    ["two lines", "Sam\nWire money to", "Acme\u2028Ltd", "there", "your company"],
    ["nothing", null, null, "there", "your company"],
  ])("%s", (_, name, company, first, firm) => {
    const v = placeholderValues({ type: "coi_report", name, company, payload: coi }, LINK);
    expect([v.first_name, v.company]).toEqual([first, firm]);
  });

  it.each([
    ["coi_report", coi, "Cost of Inaction report", "$480,000 a year"],
    ["roi_report", JSON.stringify({ results: { totalSavings: 125000.5 } }), "ROI report", "$125,001 a year in savings"],
    [
      "benchmark_report",
      JSON.stringify({ results: { yourScore: 62 } }),
      "AI readiness benchmark",
      "a score of 62 out of 100",
    ],
    ["get_started", JSON.stringify({ outcomes: [] }), "enquiry", "what AI could save you"],
    ["coi_report", "not json", "Cost of Inaction report", "what AI could save you"],
    [
      "coi_report",
      JSON.stringify({ results: { total: "<b>1</b>" } }),
      "Cost of Inaction report",
      "what AI could save you",
    ],
  ])("%s: the report and the figure", (type, payload, report, figure) => {
    const v = placeholderValues({ type, name: "Priya", company: null, payload }, LINK);
    expect([v.report, v.figure, v.booking_link]).toEqual([report, figure, LINK]);
  });
});

describe("fillPlaceholders", () => {
  const values = placeholderValues({ type: "coi_report", name: "Priya Sharma", company: "Acme", payload: coi }, LINK);
  it.each([
    ["Hi {{first_name}},", "Hi Priya,"],
    ["{{ company }} loses {{figure}}", "Acme loses $480,000 a year"],
    ["[Book]({{booking_link}})", `[Book](${LINK})`],
    ["{{unknown}}{{FIRST_NAME}}!", "{{FIRST_NAME}}!"],
    ["no placeholders", "no placeholders"],
  ])("%s", (template, expected) => {
    expect(fillPlaceholders(template, values)).toBe(expected);
  });
});
