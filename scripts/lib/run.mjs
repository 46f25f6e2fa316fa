import { spawn } from "node:child_process";
import fs from "node:fs";
import { stripVTControlCharacters } from "node:util";

/**
 * Runs a command; resolves with its exit code. Output is inherited, or with `buffered` kept until the
 * command ends and printed in one piece (two commands running side by side do not interleave).
 */
export function run(cmd, args, { env = {}, label, buffered = false } = {}) {
  const started = Date.now();
  if (label && !buffered) console.log(`\n━━ ${label} ━━`);
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      stdio: buffered ? ["ignore", "pipe", "pipe"] : "inherit",
      env: { ...process.env, ...env },
    });
    const chunks = [];
    child.stdout?.on("data", (c) => chunks.push(c));
    child.stderr?.on("data", (c) => chunks.push(c));
    child.on("close", (code, signal) => {
      if (buffered) {
        if (label) console.log(`\n━━ ${label} ━━`);
        process.stdout.write(Buffer.concat(chunks));
      }
      if (label)
        console.log(
          `━━ ${label}: ${code === 0 ? "ok" : `FAILED (${signal ?? code})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
        );
      resolve(code ?? 1);
    });
  });
}

/** Pass/fail counts from a Vitest JSON report. */
export function vitestCounts(file) {
  if (!fs.existsSync(file)) return { passed: 0, failed: 0, skipped: 0 };
  const r = JSON.parse(fs.readFileSync(file, "utf8"));
  return { passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests + (r.numTodoTests ?? 0) };
}

/** Pass/fail counts from a Playwright JSON report (a flaky test that passed on retry counts as passed). */
export function playwrightCounts(file) {
  if (!fs.existsSync(file)) return { passed: 0, failed: 0, skipped: 0 };
  const { stats } = JSON.parse(fs.readFileSync(file, "utf8"));
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
}

const firstLine = (msg) =>
  stripVTControlCharacters(String(msg ?? ""))
    .split("\n")
    .find((l) => l.trim())
    ?.trim()
    .slice(0, 240) ?? "";

/**
 * The failed tests of a Vitest JSON report, one line each with the first line of the error: the CI log
 * keeps only the end of the output, so the summary names what failed there.
 */
export function vitestFailures(file) {
  if (!fs.existsSync(file)) return [];
  const r = JSON.parse(fs.readFileSync(file, "utf8"));
  return r.testResults.flatMap((f) => {
    const path = f.name.replace(`${process.cwd()}/`, "");
    const tests = f.assertionResults.filter((a) => a.status === "failed");
    // A file that failed before any test ran (an import or a hook) has only a file-level message.
    if (tests.length === 0 && f.status === "failed") return [`${path}: ${firstLine(f.message)}`];
    return tests.map((a) => `${path} > ${a.fullName}: ${firstLine(a.failureMessages?.[0])}`);
  });
}

/** The Playwright tests that failed, and those that passed only on a retry (flaky), one line each. */
export function playwrightFailures(file) {
  if (!fs.existsSync(file)) return [];
  const { suites } = JSON.parse(fs.readFileSync(file, "utf8"));
  const out = [];
  const walk = (suite, titles) => {
    for (const s of suite.suites ?? []) walk(s, [...titles, s.title]);
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests ?? []) {
        if (t.status !== "unexpected" && t.status !== "flaky") continue;
        const error = t.results?.find((x) => x.error)?.error?.message;
        out.push(
          `${t.status === "flaky" ? "(flaky) " : ""}${[...titles, spec.title].filter(Boolean).join(" > ")}: ${firstLine(error)}`,
        );
      }
  };
  for (const s of suites ?? []) walk(s, [s.title]);
  return out;
}
