import { spawn } from "node:child_process";
import fs from "node:fs";

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
