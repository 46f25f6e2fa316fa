import { sql } from "kysely";
import type { StatCards } from "~/features/admin/dashboard/dashboard-api";
import type { Db } from "../db/schema";

/** The stat cards; the lead figures only for roles that work with leads (not editors). */
export async function statCards(db: Db, withLeads: boolean): Promise<StatCards> {
  // Two counts that each read an index (a year's 100,000 leads: about 3 ms each) rather than one
  // pass with a CASE over every row (10-15 ms): the cards are on every admin screen.
  const leads = withLeads
    ? {
        total: (
          await db
            .selectFrom("leads")
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
        fresh: (
          await db
            .selectFrom("leads")
            .where("status", "=", "new")
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      }
    : undefined;
  const posts = await db
    .selectFrom("posts")
    .where("status", "=", "published")
    .select((eb) => [
      eb.fn.countAll<number>().as("n"),
      eb.fn.sum<number>("views").as("views"),
      eb.fn.sum<number>(sql`likes + comments + shares`).as("engagement"),
    ])
    .executeTakeFirstOrThrow();
  return {
    ...(leads ? { totalLeads: Number(leads.total), newLeads: Number(leads.fresh ?? 0) } : {}),
    publishedPosts: Number(posts.n),
    totalViews: Number(posts.views ?? 0),
    engagement: Number(posts.engagement ?? 0),
  };
}
