import { sql } from "kysely";
import type { Db } from "../db/schema";

export interface LandingCount {
  day: string;
  path: string;
  /** utm_source, else the referrer host, else "" (direct): as a lead's source is counted. */
  source: string;
  campaign: string;
  visitors: number;
}

const SOURCE = sql<string>`coalesce(utm_source, referrer_host, '')`;
const CAMPAIGN = sql<string>`coalesce(utm_campaign, '')`;

/** Distinct visitors of one day's landing views (first page of a tab's visit) per page, source and campaign. */
export async function countLandings(db: Db, day: string): Promise<LandingCount[]> {
  const rows = await db
    .selectFrom("page_views")
    .where("day", "=", day)
    .where("landing", "=", 1)
    .select((eb) => [
      "path",
      SOURCE.as("source"),
      CAMPAIGN.as("campaign"),
      eb.fn.count<number>("visitor").distinct().as("visitors"),
    ])
    .groupBy(["path", SOURCE, CAMPAIGN])
    .execute();
  // PostgreSQL returns counts as bigint strings.
  return rows.map((r) => ({ day, path: r.path, source: r.source, campaign: r.campaign, visitors: Number(r.visitors) }));
}

/** Writes a day's landing counts inside its rollup's transaction, in chunks. */
export async function insertLandings(trx: Db, rows: readonly LandingCount[], chunk = 500) {
  for (let i = 0; i < rows.length; i += chunk) {
    await trx
      .insertInto("analytics_day_landings")
      .values(rows.slice(i, i + chunk))
      .execute();
  }
}
