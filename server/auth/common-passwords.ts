// The common-password list of @zxcvbn-ts/language-common (about 49,000 passwords seen most often in
// breaches), shipped with the package and loaded on first use, on the server only.
let list: Promise<ReadonlySet<string>> | undefined;

function commonPasswords() {
  list ??= import("@zxcvbn-ts/language-common").then(
    ({ dictionary }) => new Set((dictionary as Record<string, string[]>)["passwords-common"]),
  );
  return list;
}

/**
 * The forms of a password that are looked up: the whole of it, and the part left when digits,
 * punctuation and spaces around it are taken off ("Password2026!" is "password" with decoration).
 * Case is ignored.
 */
export function lookupForms(password: string): string[] {
  const whole = password.normalize("NFKC").toLowerCase();
  const core = whole.replace(/^[\p{N}\p{P}\p{S}\s]+|[\p{N}\p{P}\p{S}\s]+$/gu, "");
  return core.length >= 4 && core !== whole ? [whole, core] : [whole];
}

export const COMMON_PASSWORD =
  "This password is on a list of commonly used passwords, so it is among the first an attacker tries. Choose another, for example four or more unrelated words.";

export async function isCommonPassword(password: string): Promise<boolean> {
  const set = await commonPasswords();
  return lookupForms(password).some((form) => set.has(form));
}
