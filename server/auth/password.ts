import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from "node:crypto";
import { Semaphore } from "./semaphore";

// scrypt with the OWASP Password Storage Cheat Sheet's parameters (N=2^17, r=8, p=1): about 128 MiB
// and a few hundred milliseconds per hash. The parameters travel inside the stored string, so they can
// be raised later while old hashes still verify.
const PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const SALT_BYTES = 16;

// Each scrypt run holds a libuv thread and 128 MiB: at most two run at once in this process, so a flood
// of sign-ins cannot starve the rest of the site. A check that cannot start within a few seconds is
// refused (the caller answers 429); hashing a new password waits its turn.
export const SCRYPT_SLOTS = 2;
export const VERIFY_WAIT_MS = 5000;
const HASH_WAIT_MS = 60_000;
const slots = new Semaphore(SCRYPT_SLOTS);

/**
 * More sign-ins than `maxQueue` already wait for a slot: refused at once, without queueing. Waiting
 * 5 s each, a flood from many addresses would otherwise fill the queue so that every real sign-in
 * times out behind it.
 */
export class SignInQueueFull extends Error {
  constructor() {
    super("Too many sign-ins are waiting for a password check.");
  }
}

/** No scrypt slot came free in time: too many password checks are running on this server. */
export class PasswordCheckBusy extends Error {
  readonly retryAfter = Math.ceil(VERIFY_WAIT_MS / 1000);
  constructor() {
    super("Too many password checks are running at once.");
  }
}

async function derive(
  password: string,
  salt: Buffer,
  opts: { N: number; r: number; p: number },
  waitMs: number,
  maxQueue = Number.POSITIVE_INFINITY,
): Promise<Buffer> {
  if (slots.full(maxQueue)) throw new SignInQueueFull();
  const release = await slots.acquire(waitMs);
  if (!release) throw new PasswordCheckBusy();
  const options: ScryptOptions = { ...opts, maxmem: 256 * opts.N * opts.r };
  try {
    return await new Promise((resolve, reject) =>
      scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, options, (err, key) => (err ? reject(err) : resolve(key))),
    );
  } finally {
    release();
  }
}

/** `scrypt$N=131072,r=8,p=1$<salt base64>$<key base64>` */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, PARAMS, HASH_WAIT_MS);
  return `scrypt$N=${PARAMS.N},r=${PARAMS.r},p=${PARAMS.p}$${salt.toString("base64")}$${key.toString("base64")}`;
}

function parse(stored: string) {
  const m = /^scrypt\$N=(\d+),r=(\d+),p=(\d+)\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/.exec(stored);
  if (!m) return undefined;
  return {
    opts: { N: Number(m[1]), r: Number(m[2]), p: Number(m[3]) },
    salt: Buffer.from(m[4], "base64"),
    key: Buffer.from(m[5], "base64"),
  };
}

/**
 * Throws PasswordCheckBusy when no scrypt slot comes free within VERIFY_WAIT_MS, and SignInQueueFull
 * when `maxQueue` checks already wait for one (no limit unless given).
 */
export async function verifyPassword(
  password: string,
  stored: string,
  { maxQueue }: { maxQueue?: number } = {},
): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.opts, VERIFY_WAIT_MS, maxQueue);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

// Compared against when the e-mail is unknown, so both failures take the same time.
let dummy: Promise<string> | undefined;
export function dummyHash() {
  dummy ??= hashPassword(randomBytes(16).toString("hex"));
  return dummy;
}

/** ASVS 2.1: at least 12 characters, at most 128; nothing else is imposed. */
export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 128;
export function passwordProblem(password: string): string | undefined {
  if (password.length < PASSWORD_MIN) return `Use at least ${PASSWORD_MIN} characters.`;
  if (password.length > PASSWORD_MAX) return `Use at most ${PASSWORD_MAX} characters.`;
  return undefined;
}
