// Test names read as specifications: each `it`, `test`, `describe` and `test.step` name says one behaviour
// in at most 100 characters, and none joins several with ";" (split the test instead). The check reads
// names with TypeScript's parser, so a name in a comment or a sample string is not a name; it takes files
// with their text, so a test can feed it sources that do not exist on disk.
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

export const MAX_NAME_LENGTH = 100;

export interface NameProblem {
  /** `file:line` of the name. */
  at: string;
  name: string;
  problem: "longer than 100 characters" | 'contains ";"';
}

const RUNNERS = new Set(["it", "test", "describe", "suite"]);
// Modifiers between the runner and its call: `it.only(…)`, `test.describe.serial(…)`, `test.step(…)`.
const MODIFIERS = new Set([
  "only",
  "skip",
  "todo",
  "fails",
  "fixme",
  "concurrent",
  "sequential",
  "shuffle",
  "describe",
  "serial",
  "parallel",
  "step",
  "skipIf",
  "runIf",
]);
// A table runner takes its table first and its name in the call it returns: `it.each(rows)("name", fn)`.
const TABLES = new Set(["each", "for"]);
const CONDITIONS = new Set(["skipIf", "runIf"]);

/** `it.concurrent.each` → ["it", "concurrent", "each"]; null when not a plain chain of names. */
function chainOf(expr: ts.Expression): string[] | null {
  if (ts.isIdentifier(expr)) return [expr.text];
  if (ts.isPropertyAccessExpression(expr)) {
    const head = chainOf(expr.expression);
    return head && [...head, expr.name.text];
  }
  return null;
}

const isRunnerChain = (chain: string[] | null): chain is string[] =>
  !!chain && RUNNERS.has(chain[0]) && chain.slice(1).every((p) => MODIFIERS.has(p));

/** The chain of a call that takes a name, or null: `it(…)`, `test.step(…)`, `it.each(rows)(…)`. */
function namingCall(call: ts.CallExpression): string[] | null {
  const callee = call.expression;
  if (ts.isCallExpression(callee)) {
    const chain = chainOf(callee.expression);
    // `skipIf(cond)("name", fn)` returns a runner too.
    if (!chain || !(TABLES.has(chain[chain.length - 1]) || CONDITIONS.has(chain[chain.length - 1]))) return null;
    return isRunnerChain(chain.slice(0, -1)) ? chain : null;
  }
  const chain = chainOf(callee);
  if (!isRunnerChain(chain)) return null;
  // `it.skipIf(cond)` and `it.runIf(cond)` take a condition, not a name.
  return CONDITIONS.has(chain[chain.length - 1]) ? null : chain;
}

/** The literal text of a name: placeholders (`${…}`) count as nothing, `%s` as written. */
function literalText(expr: ts.Expression): string | null {
  if (ts.isStringLiteral(expr) || ts.isNoSubstitutionTemplateLiteral(expr)) return expr.text;
  if (ts.isTemplateExpression(expr)) return expr.head.text + expr.templateSpans.map((s) => s.literal.text).join("");
  if (ts.isParenthesizedExpression(expr)) return literalText(expr.expression);
  if (ts.isBinaryExpression(expr) && expr.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const [l, r] = [literalText(expr.left), literalText(expr.right)];
    return l === null && r === null ? null : (l ?? "") + (r ?? "");
  }
  return null;
}

/** Every test, suite and step name in one file's text that breaks the rule. */
export function nameProblems(file: string, text: string): NameProblem[] {
  const kind = /\.[cm]?[jt]sx$/.test(file) ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const problems: NameProblem[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && node.arguments.length > 0 && namingCall(node)) {
      const name = literalText(node.arguments[0]);
      if (name !== null) {
        const at = `${file}:${source.getLineAndCharacterOfPosition(node.arguments[0].getStart(source)).line + 1}`;
        if (name.length > MAX_NAME_LENGTH) problems.push({ at, name, problem: "longer than 100 characters" });
        if (name.includes(";")) problems.push({ at, name, problem: 'contains ";"' });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return problems;
}

const SCANNED: [string, RegExp][] = [
  ["tests", /\.tsx?$/],
  ["app", /\.test\.tsx?$/],
  ["server", /\.test\.tsx?$/],
  ["scripts", /\.test\.tsx?$/],
];

/** The test files of the repository (tests/**, and *.test.ts(x) in app/, server/ and scripts/). */
export function testSources(root: string): { path: string; text: string }[] {
  return SCANNED.flatMap(([top, pattern]) =>
    (fs.readdirSync(path.join(root, top), { recursive: true, withFileTypes: true }) as fs.Dirent[])
      .filter((entry) => entry.isFile() && pattern.test(entry.name) && !entry.parentPath.includes("node_modules"))
      .map((entry) => {
        const full = path.join(entry.parentPath, entry.name);
        return { path: path.relative(root, full).split(path.sep).join("/"), text: fs.readFileSync(full, "utf8") };
      }),
  );
}
