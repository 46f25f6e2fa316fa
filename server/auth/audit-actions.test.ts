import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ACTIVITY_LINES } from "~/features/admin/dashboard/activity-line";

// Every action the server writes to the audit log must read as words on the Dashboard's Recent
// activity: this reads each audit(...) call in server/ and looks its action up in ACTIVITY_LINES.
const ROOT = path.resolve(import.meta.dirname, "..");

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return e.name.endsWith(".ts") && !e.name.endsWith(".test.ts") ? [full] : [];
  });
}

/** The text of each `audit(` call's arguments, up to its closing parenthesis. */
function auditCalls(text: string): string[] {
  const calls: string[] = [];
  for (const m of text.matchAll(/(?<![\w.])audit\(/g)) {
    if (text.slice(Math.max(0, m.index - 9), m.index) === "function ") continue;
    let depth = 0;
    let end = m.index + m[0].length - 1;
    for (; end < text.length; end++) {
      if (text[end] === "(") depth++;
      if (text[end] === ")" && --depth === 0) break;
    }
    calls.push(text.slice(m.index + m[0].length, end));
  }
  return calls;
}

/** The actions a call can write: its "area.verb" literals, and its templates as patterns. */
function actionsOf(call: string): { literals: string[]; patterns: RegExp[] } {
  const literals = [...call.matchAll(/"([a-z_]+\.[a-z_]+)"/g)].map((m) => m[1]);
  const patterns = [...call.matchAll(/`([^`]*\.[^`]*)`/g)].map(
    (m) =>
      new RegExp(
        `^${m[1]
          .split(/\$\{[^}]*\}/)
          .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, "\\$&"))
          .join("[a-z_]+")}$`,
      ),
  );
  return { literals, patterns };
}

const calls = sourceFiles(ROOT).flatMap((file) =>
  auditCalls(fs.readFileSync(file, "utf8")).map((call) => ({ file: path.relative(ROOT, file), call })),
);
const known = Object.keys(ACTIVITY_LINES);

describe("audit actions and their activity lines", () => {
  it("finds the audit calls", () => {
    expect(calls.length).toBeGreaterThan(30);
  });

  it.each(calls)("$file: audit($call) writes only actions that have a line", ({ call }) => {
    const { literals, patterns } = actionsOf(call);
    // An action from a variable cannot be checked: write it as a literal or a template.
    expect(literals.length + patterns.length).toBeGreaterThan(0);
    for (const action of literals) expect(known, action).toContain(action);
    for (const pattern of patterns)
      expect(known.filter((k) => pattern.test(k)).length, String(pattern)).toBeGreaterThan(0);
  });
});
