// `npm run admin -- <command>`: account tasks from a terminal, on the database in DATABASE_URL.
//   create-user [--email a@b.c] [--name "Full Name"] [--role admin|editor|sales]
//       asks for what is missing; the password is typed at a hidden prompt, or read from the first
//       line of stdin when stdin is not a terminal (never from the command line, which shells log).
//   setup-link   prints a one-time link for creating the first admin (only while no account exists).
import readline from "node:readline";
import { parseArgs } from "node:util";
import { getSettings, SettingsError } from "~/lib/settings.server";
import { audit } from "../server/auth/audit";
import { issueSetupToken, setupLink } from "../server/auth/setup";
import { createUser, DuplicateEmailError, NewUserSchema } from "../server/auth/users";
import { connectDatabase } from "../server/db/connect";
import { migrateToLatest } from "../server/db/migrations";

function ask(question: string, hidden = false): Promise<string> {
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  if (hidden) {
    // Echo nothing while the password is typed.
    (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = (s) => {
      if (s.startsWith(question)) process.stdout.write(question);
    };
  }
  return new Promise((resolve) =>
    rl.question(question, (answer) => {
      rl.close();
      if (hidden) process.stdout.write("\n");
      resolve(answer);
    }),
  );
}

async function readStdinLine(): Promise<string> {
  const rl = readline.createInterface({ input: process.stdin });
  for await (const line of rl) {
    rl.close();
    return line;
  }
  return "";
}

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      email: { type: "string" },
      name: { type: "string" },
      role: { type: "string" },
      password: { type: "string" },
    },
  });
  if (values.password !== undefined) {
    throw new Error("Passwords are never taken from the command line. Type it at the prompt or pipe it on stdin.");
  }
  const settings = getSettings();
  const database = connectDatabase(settings.DATABASE_URL);
  try {
    await migrateToLatest(database.db);
    const command = positionals[0];
    if (command === "setup-link") {
      const token = await issueSetupToken(database.db);
      if (!token) throw new Error("An account already exists: sign in at /admin/login instead.");
      console.log(`First-admin setup link (valid 1 hour, usable once):\n${setupLink(settings.SITE_URL, token)}`);
      return;
    }
    if (command !== "create-user") throw new Error("Usage: npm run admin -- create-user | setup-link");
    const tty = process.stdin.isTTY;
    const need = async (v: string | undefined, label: string) => v ?? (tty ? ask(`${label}: `) : "");
    const input = {
      email: await need(values.email, "E-mail"),
      name: await need(values.name, "Full name"),
      role: values.role ?? (tty ? (await ask("Role (admin/editor/sales) [admin]: ")) || "admin" : "admin"),
      password: tty ? await ask("Password (at least 12 characters): ", true) : await readStdinLine(),
    };
    if (tty && (await ask("Repeat the password: ", true)) !== input.password) throw new Error("The passwords differ.");
    const parsed = await NewUserSchema.safeParseAsync(input);
    if (!parsed.success) {
      throw new Error(parsed.error.issues.map((i) => `${String(i.path[0])}: ${i.message}`).join("\n"));
    }
    const id = await createUser(database.db, parsed.data);
    await audit(database.db, { id: null, email: "cli" }, "user.create", id, {
      email: parsed.data.email,
      role: parsed.data.role,
    });
    console.log(`Created ${parsed.data.role} ${parsed.data.email}. Sign in at ${settings.SITE_URL}/admin/login`);
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(
    err instanceof SettingsError || err instanceof DuplicateEmailError ? err.message : String(err.message ?? err),
  );
  process.exit(1);
});
