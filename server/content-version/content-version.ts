import { sql } from "kysely";
import type { Db } from "../db/schema";

// One number for the state of everything the public pages show from the database: blog posts, approved
// comments, the managed pages' content, the blog's settings. Every change of those bumps it in the
// change's own transaction, so a replica that reads the new number can read the change too. Caches of
// things built from that content (the /search index, OG cards, compressed pages) key on it, and one
// small read tells a replica its cache is stale. Counters that move with every visit (views, likes,
// shares) are not content and do not bump it.

/** The site_settings row that holds the number. */
export const CONTENT_VERSION_KEY = "content_version";

/** How long a process may answer with the number it last read: the bound on how late a replica sees a change. */
export const CONTENT_VERSION_MAX_AGE_MS = 1000;

interface Read {
  version: number;
  at: number;
  /** The process's bump count when the read started: a later bump here makes it stale at once. */
  bumps: number;
}

// Per database handle (a test process runs several apps, each with its own database).
const lastRead = new WeakMap<Db, Read>();
let bumpsHere = 0;

/**
 * Marks the content as changed; call it in the transaction that changes it. Returns the new number.
 * The first bump of a database starts from the clock in milliseconds, later ones add 1: a database
 * whose row was lost (an emptied table) never counts through numbers it had already used.
 */
export async function bumpContentVersion(trx: Db): Promise<number> {
  const now = new Date();
  const row = await trx
    .insertInto("site_settings")
    .values({ key: CONTENT_VERSION_KEY, value: String(now.getTime()), updated_at: now.toISOString() })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet({
        value: sql<string>`cast(cast(site_settings.value as bigint) + 1 as text)`,
        updated_at: now.toISOString(),
      }),
    )
    .returning("value")
    .executeTakeFirstOrThrow();
  bumpsHere++;
  return Number(row.value);
}

/** The number in the database now (0 before the first change): one primary-key read. */
export async function readContentVersion(db: Db): Promise<number> {
  const row = await db
    .selectFrom("site_settings")
    .select("value")
    .where("key", "=", CONTENT_VERSION_KEY)
    .executeTakeFirst();
  return row ? Number(row.value) : 0;
}

/**
 * The current number, read from the database at most once a second per process: another replica's
 * change shows within CONTENT_VERSION_MAX_AGE_MS; a change made through this process shows on its next
 * read (unless that read raced the change's commit, then within the same second).
 */
export async function currentContentVersion(db: Db, now = Date.now()): Promise<number> {
  const last = lastRead.get(db);
  if (last && last.bumps === bumpsHere && now - last.at < CONTENT_VERSION_MAX_AGE_MS && now >= last.at) {
    return last.version;
  }
  const bumps = bumpsHere;
  const version = await readContentVersion(db);
  lastRead.set(db, { version, at: now, bumps });
  return version;
}
