// The decision records and the README stay what their readers rely on: every `docs/decisions/NNN` or
// `ADR NNN` in the repository names a record that exists, every record opens with its decision and
// stays under 150 lines, no two records share a number, and the README stays a short guide without
// dates (dated measurements belong in docs/benchmarks.md).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const DECISIONS = "docs/decisions";
const THIS_FILE = "scripts/lib/adr-references.test.ts";
const MAX_ADR_LINES = 150;
const MAX_README_LINES = 250;

type Reference = { number: string; file?: string; text: string };

// `docs/decisions/005`, `decisions/005-lead-outbox.md`, `ADR 005`, `ADRs 024`; inside docs/decisions a
// relative link `](005-lead-outbox.md)` too. A name after the number must then be that exact file.
const PATH_FORM = /\bdecisions\/(\d{3})(-[a-z0-9-]+\.md)?/g;
const WORD_FORM = /\bADRs? (\d{3})\b/g;
const RELATIVE_LINK = /\]\((\d{3})(-[a-z0-9-]+\.md)\)/g;

function adrReferences(text: string, inDecisions = false): Reference[] {
  const refs: Reference[] = [];
  for (const m of text.matchAll(PATH_FORM)) refs.push({ number: m[1], file: m[2] && m[1] + m[2], text: m[0] });
  for (const m of text.matchAll(WORD_FORM)) refs.push({ number: m[1], text: m[0] });
  if (inDecisions)
    for (const m of text.matchAll(RELATIVE_LINK)) refs.push({ number: m[1], file: m[1] + m[2], text: m[0] });
  return refs;
}

/** The references that name no record: a bare number needs some `NNN-*.md`, a full name that file. */
function unresolved(refs: Reference[], records: string[]): Reference[] {
  return refs.filter((r) => (r.file ? !records.includes(r.file) : !records.some((f) => f.startsWith(`${r.number}-`))));
}

/** The first `## ` heading of a record, or null when it has none. */
const firstSection = (markdown: string) => markdown.match(/^## .*$/m)?.[0].trim() ?? null;

const MONTH = "January|February|March|April|May|June|July|August|September|October|November|December";
const MONTH_SHORT = "Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec";
const DATES = [
  /\b\d{4}-\d{2}-\d{2}\b/g,
  new RegExp(`\\b\\d{1,2}(?:st|nd|rd|th)? (?:${MONTH}|${MONTH_SHORT})\\b`, "g"),
  new RegExp(`\\b(?:${MONTH}|${MONTH_SHORT})\\.? \\d{1,2}(?:st|nd|rd|th)?\\b`, "g"),
];

/** Every date in a text: ISO (`2026-11-28`), day-month (`28 November`) or month-day (`Nov 28`). */
const datesIn = (text: string) => DATES.flatMap((re) => [...text.matchAll(re)].map((m) => m[0]));

describe("the reference and date finders", () => {
  it.each([
    ["see docs/decisions/028 for why", false, ["028"]],
    ["[ADR 030](docs/decisions/030-admin-api-tests-on-the-production-build.md)", false, ["030", "030"]],
    ["(decisions/015-build-once-configure-at-start.md)", false, ["015"]],
    ["ADR 024, ADR 032 and ADRs 004", false, ["024", "032", "004"]],
    ["superseded by [ADR 005](005-lead-outbox.md)", true, ["005", "005"]],
    ["superseded by [ADR 005](005-lead-outbox.md)", false, ["005"]],
    ["ADR 1, ADR-005, BADR 123, docs/decisions/ and migration 020_lead_search", false, []],
  ])("%s", (text, inDecisions, numbers) => {
    expect(adrReferences(text, inDecisions).map((r) => r.number)).toEqual(numbers);
  });

  it("names the references that point at no record", () => {
    const records = ["005-lead-outbox.md", "028-api-tests-share-one-process.md"];
    const refs = adrReferences(
      "docs/decisions/028, docs/decisions/005-lead-outbox.md, docs/decisions/005-outbox.md, ADR 017, ADR 005",
    );
    expect(unresolved(refs, records).map((r) => r.text)).toEqual(["decisions/005-outbox.md", "ADR 017"]);
  });

  it.each([
    ["# 001: x\n\n- Date: 2026-11-21\n\n## Decision\n\nWe do y.\n\n## Context\n", "## Decision"],
    ["# 002: x\n\n## Context\n\nWhy.\n\n## Decision\n", "## Context"],
    ["# 003: x\n\n### Decision\n\nNo level-2 heading.", null],
  ])("finds the first section of %j", (markdown, heading) => {
    expect(firstSection(markdown)).toBe(heading);
  });

  it.each([
    ["measured on 2026-11-28 at noon", ["2026-11-28"]],
    ["due from 1 December, or on the 3rd November", ["1 December", "3rd November"]],
    ["Nov 28 and March 3rd", ["Nov 28", "March 3rd"]],
    ["DPDP Act 2023, 130 KB, 1,000 leads, May we ask", []],
  ])("%s", (text, dates) => {
    expect(datesIn(text)).toEqual(dates);
  });
});

const git = (...args: string[]) => execFileSync("git", args, { cwd: ROOT, encoding: "utf8", maxBuffer: 64 << 20 });

/** Tracked files and new ones not ignored: what a commit would hold. */
function repositoryTextFiles(): string[] {
  const names = git("ls-files", "-z", "--cached", "--others", "--exclude-standard").split("\0").filter(Boolean);
  return [...new Set(names)].filter((name) => {
    if (name === THIS_FILE || /(^|\/)(node_modules|build)\//.test(name)) return false;
    const file = path.join(ROOT, name);
    if (!fs.existsSync(file) || !fs.statSync(file).isFile() || fs.statSync(file).size > 2_000_000) return false;
    return !fs.readFileSync(file).subarray(0, 8000).includes(0); // a NUL byte: binary
  });
}

const records = fs.readdirSync(path.join(ROOT, DECISIONS)).filter((f) => /^\d{3}-.+\.md$/.test(f));
const read = (name: string) => fs.readFileSync(path.join(ROOT, name), "utf8");

describe("the decision records", () => {
  it("every docs/decisions/NNN and ADR NNN in the repository names a record that exists", () => {
    const broken: string[] = [];
    for (const name of repositoryTextFiles()) {
      read(name)
        .split("\n")
        .forEach((line, i) => {
          for (const ref of unresolved(adrReferences(line, name.startsWith(`${DECISIONS}/`)), records))
            broken.push(`${name}:${i + 1}: ${ref.text}`);
        });
    }
    expect(broken).toEqual([]);
  });

  it("no two records share a number", () => {
    const byNumber = new Map<string, string[]>();
    for (const f of records) byNumber.set(f.slice(0, 3), [...(byNumber.get(f.slice(0, 3)) ?? []), f]);
    expect([...byNumber.values()].filter((files) => files.length > 1)).toEqual([]);
  });

  it.each(records)("%s opens with its decision, under its own number, in at most 150 lines", (file) => {
    const text = read(`${DECISIONS}/${file}`);
    // The template's title is a placeholder, `# NNN: …`.
    const number = file === "000-template.md" ? "NNN" : file.slice(0, 3);
    expect(text.split("\n")[0]).toMatch(new RegExp(`^# ${number}\\b`));
    expect(firstSection(text)).toBe("## Decision");
    expect(text.trimEnd().split("\n").length).toBeLessThanOrEqual(MAX_ADR_LINES);
  });
});

describe("the README", () => {
  const readme = read("README.md");

  it(`has at most ${MAX_README_LINES} lines`, () => {
    expect(readme.trimEnd().split("\n").length).toBeLessThanOrEqual(MAX_README_LINES);
  });

  it("holds no date: dated measurements go to docs/benchmarks.md", () => {
    expect(datesIn(readme)).toEqual([]);
  });
});
