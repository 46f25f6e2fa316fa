import { createHash, randomBytes } from "node:crypto";
import type { Db } from "../db/schema";

/** The UTC day of a moment, yyyy-mm-dd: the bucket a view is counted in and the salt's lifetime. */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** The UTC day `n` days before `day` (yyyy-mm-dd). */
export function daysBefore(day: string, n: number) {
  return utcDay(new Date(Date.parse(`${day}T00:00:00Z`) - n * 86_400_000));
}

/**
 * The visitor id Plausible uses: sha256(daily salt + site + IP + user agent), hex. The same browser
 * gets the same id for one day on one site; once the day's salt is deleted nobody can tell which IP
 * an id came from, and the next day's id cannot be linked to it.
 */
export function visitorHash(salt: string, site: string, ip: string, userAgent: string) {
  return createHash("sha256")
    .update(salt + site + ip + userAgent, "utf8")
    .digest("hex");
}

/**
 * The salt of a UTC day, from the database so every replica hashes alike. The first request of a day
 * creates it (a racing replica's insert is ignored and both read the winner) and deletes older salts,
 * so yesterday's hashes cannot be recomputed. One salt is cached per process: it never changes in its day.
 */
export function dailySalts(db: Db) {
  let cached: { day: string; salt: string } | undefined;
  return async function saltFor(day: string) {
    if (cached?.day === day) return cached.salt;
    await db
      .insertInto("analytics_salts")
      .values({ day, salt: randomBytes(32).toString("hex") })
      .onConflict((oc) => oc.column("day").doNothing())
      .execute();
    const row = await db.selectFrom("analytics_salts").select("salt").where("day", "=", day).executeTakeFirstOrThrow();
    await db.deleteFrom("analytics_salts").where("day", "<", day).execute();
    cached = { day, salt: row.salt };
    return row.salt;
  };
}
