import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { verifyPassword } from "../../server/auth/password";
import { connectDatabase, type DbHandle } from "../../server/db/connect";
import { migrateToLatest } from "../../server/db/migrations";
import { childEntry } from "../child-entry";
import { scratchDir } from "./scratch-dir";

// `npm run admin -- …` as an operator runs it, against a fresh SQLite file or TEST_DATABASE_URL.
let dir: string;
let url: string;
let handle: DbHandle;
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

beforeAll(async () => {
  dir = scratchDir("admin-cli-");
  url = process.env.TEST_DATABASE_URL ?? `sqlite:${path.join(dir, "cli.db")}`;
  handle = connectDatabase(url);
  // On the empty SQLite file the CLI migrates the schema itself; the PostgreSQL suite's database is
  // migrated in process (the same migrateToLatest), one process start fewer.
  if (onPostgres) await migrateToLatest(handle.db);
  else expect(run(["setup-link"]).out).toContain("First-admin setup link (valid 1 hour, usable once):");
  await handle.db.deleteFrom("sessions").execute();
  await handle.db.deleteFrom("users").execute();
});
afterAll(async () => {
  await handle?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

function run(args: string[], input = "") {
  try {
    const out = execFileSync("node", [...childEntry("scripts/admin.ts"), ...args], {
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

// Refusing a password on the command line or a short one happens before anything is written, the same
// on either database: checked on SQLite only. Creating the account and the setup link run on both.
it.skipIf(onPostgres)(
  "create-user never takes the password from the command line, nor a short one",
  () => {
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
  },
  60_000,
);

it("create-user reads the password from stdin, after which setup-link refuses", async () => {
  expect(await handle.db.selectFrom("users").select("id").execute()).toEqual([]);

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
