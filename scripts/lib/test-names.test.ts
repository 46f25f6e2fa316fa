// Test names read as specifications (scripts/lib/test-names.ts): the table says which names the check
// reads and which it refuses; the last test holds every test file of the repository to the rule.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { nameProblems, testSources } from "./test-names";

const ROOT = path.resolve(import.meta.dirname, "../..");
const LONG = "x".repeat(101);
const FULL = "x".repeat(100);

describe("nameProblems", () => {
  // [what, source, problems as `line problem`]
  it.each<[string, string, string[]]>([
    ["a short it name", `it("adds two numbers", () => {});`, []],
    ["an it name of exactly 100 characters", `it("${FULL}", () => {});`, []],
    ["an it name of 101 characters", `it("${LONG}", () => {});`, ["1 longer than 100 characters"]],
    ["a test name with a semicolon", `test('saves it; then mails it', () => {});`, ['1 contains ";"']],
    ["a describe name", `describe("a; b", () => {});`, ['1 contains ";"']],
    [
      "a test.step name",
      `test("x", async () => {\n  await test.step("a; b", async () => {});\n});`,
      ['2 contains ";"'],
    ],
    ["a test.describe.serial name", `test.describe.serial("a; b", () => {});`, ['1 contains ";"']],
    ["an it.only name", `it.only("a; b", () => {});`, ['1 contains ";"']],
    ["an it.each name after its table", `it.each([[1]])("a; %s", () => {});`, ['1 contains ";"']],
    ["an it.each table, which is no name", `it.each(["a; b"])("adds %s", () => {});`, []],
    ["a describe.each name", `describe.each([[1]])("${LONG}", () => {});`, ["1 longer than 100 characters"]],
    ["an it.skipIf name", `it.skipIf(true)("a; b", () => {});`, ['1 contains ";"']],
    ["a template literal's text", `it(\`a\${"; ".repeat(60)}b\`, () => {});`, []],
    ["a template literal's own text", `it(\`\${x} ${LONG}\`, () => {});`, ["1 longer than 100 characters"]],
    ["names joined with +", `it("${FULL}" + "y", () => {});`, ["1 longer than 100 characters"]],
    ["a name in a comment", `// it("a; b", () => {});`, []],
    ["a name in a string", `const s = 'it("a; b", () => {})';`, []],
    ["another function's call", `expect("a; b").toBe("a; b");`, []],
    ["a hook", `test.beforeEach("a; b");`, []],
    ["both problems at once", `it("${LONG};", () => {});`, ["1 longer than 100 characters", '1 contains ";"']],
  ])("%s", (_what, source, expected) => {
    expect(nameProblems("sample.test.ts", source).map((p) => `${p.at.split(":")[1]} ${p.problem}`)).toEqual(expected);
  });

  it("names the file and line of each problem", () => {
    const source = `describe("ok", () => {\n  it("fine", () => {});\n  it("a; b", () => {});\n});\n`;
    expect(nameProblems("tests/api/x.test.ts", source)).toEqual([
      { at: "tests/api/x.test.ts:3", name: "a; b", problem: 'contains ";"' },
    ]);
  });
});

describe("the repository's tests", () => {
  it("name each test, suite and step in at most 100 characters without a semicolon", () => {
    const problems = testSources(ROOT).flatMap((f) => nameProblems(f.path, f.text));
    expect(problems.map((p) => `${p.at} ${p.problem}: ${p.name}`)).toEqual([]);
  }, 60_000); // TypeScript parses every test file: a second on an idle core, far more on a busy machine.

  it("include the e2e specs and the unit tests beside the code", () => {
    const files = testSources(ROOT).map((f) => f.path);
    expect(files).toContain("tests/e2e/home.spec.ts");
    expect(files).toContain("tests/api/outbox.test.ts");
    expect(files).toContain("scripts/lib/test-names.test.ts");
    expect(files.some((f) => f.startsWith("app/") && f.endsWith(".test.tsx"))).toBe(true);
    expect(files.some((f) => f.startsWith("server/") && f.endsWith(".test.ts"))).toBe(true);
    expect(files.some((f) => f.startsWith("app/") && !/\.test\.tsx?$/.test(f))).toBe(false);
  });
});
