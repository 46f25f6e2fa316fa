import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { verifyPassword } from "../../server/auth/password";
import { connectDatabase, type DbHandle } from "../../server/db/connect";

// `npm run admin -- …` as an operator runs it, against a fresh SQLite file or TEST_DATABASE_URL.
let dir: string;
let url: string;
let handle: DbHandle;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "admin-cli-"));
  url = process.env.TEST_DATABASE_URL ?? `sqlite:${path.join(dir, "cli.db")}`;
  run(["setup-link"]); // migrates
  handle = connectDatabase(url);
  await handle.db.deleteFrom("sessions").execute();
  await handle.db.deleteFrom("users").execute();
});
afterAll(async () => {
  await handle?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

function run(args: string[], input = "") {
  try {
    const out = execFileSync("node", ["--import", "tsx", "scripts/admin.ts", ...args], {
      env: { ...process.env, DATABASE_URL: url },
      input,
      encoding: "utf8",
      stdio: ["pipe", "pipe", "pipe"],
    });
    return { code: 0, out };
  } catch (err) {
    const e = err as { status: number; stdout: string; stderr: string };
    return { code: e.status, out: `${e.stdout}${e.stderr}` };
  }
}

it("create-user reads the password from stdin, never from the command line", async () => {
  const refused = run([
    "create-user",
    "--email",
    "ops@example.com",
    "--name",
    "Ops Team",
    "--password",
    "hunter2hunter2",
  ]);
  expect(refused.code).toBe(1);
  expect(refused.out).toContain("Passwords are never taken from the command line.");

  const weak = run(["create-user", "--email", "ops@example.com", "--name", "Ops Team"], "short\n");
  expect(weak.code).toBe(1);
  expect(weak.out).toContain("password: Use at least 12 characters.");

  const ok = run(
    ["create-user", "--email", "Ops@Example.com", "--name", "Ops Team", "--role", "editor"],
    "a long enough passphrase\n",
  );
  expect(ok.code).toBe(0);
  expect(ok.out).toContain("Created editor ops@example.com.");
  const user = await handle.db.selectFrom("users").selectAll().executeTakeFirstOrThrow();
  expect(user).toMatchObject({ email: "ops@example.com", role: "editor", name: "Ops Team" });
  expect(await verifyPassword("a long enough passphrase", user.password_hash)).toBe(true);

  const setup = run(["setup-link"]);
  expect(setup.code).toBe(1);
  expect(setup.out).toContain("An account already exists");
}, 60_000);
