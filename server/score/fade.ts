import { yieldToVisitors } from "../analytics/rollup";
import type { Db } from "../db/schema";
import { rescoreLeadAlone } from "./rescore";
import { FADE_DAYS } from "./rules";

const DAY_MS = 86_400_000;
/** After 7 halvings the most engagement there is (85) is 0: later periods change nothing. */
const MAX_STEPS = 7;
/** The site_settings row holding the last time fading was applied (ISO). */
export const FADED_AT_KEY = "lead_score.faded_at";

export interface FadeOptions {
  /**
   * Leads read per statement; each is rescored in a short transaction of its own (about six indexed
   * queries). On SQLite a batch runs on the visitors' thread without a break, so it stays small: 25
   * leads, a few milliseconds, then the visitors' requests run.
   */
  batch?: number;
  stop?: () => boolean;
}

/**
 * The maintenance job's part of the score: leads never scored (engaged_at null: older than the score)
 * get one, then, once a day, the leads whose engagement halved since the last pass are rescored.
 * Those are found by index: for each k, engaged_at in (last pass - 30k days, now - 30k days], so a
 * lead is read only on the day one of its halvings falls due, never in a scan of every lead.
 */
export async function fadeScores(db: Db, now: Date, { batch = 25, stop = () => false }: FadeOptions = {}) {
  let scored = 0;
  let faded = 0;
  const seen = new Set<string>();
  for (;;) {
    if (stop()) return { scored, faded };
    const rows = await db.selectFrom("leads").select("id").where("engaged_at", "is", null).limit(batch).execute();
    const fresh = rows.filter((r) => !seen.has(r.id));
    for (const r of fresh) {
      seen.add(r.id);
      await rescoreLeadAlone(db, r.id, now);
    }
    scored += fresh.length;
    // A short batch, or rows that stay unscored (no progress): done.
    if (rows.length < batch || fresh.length === 0) break;
    await yieldToVisitors();
  }

  const last = await db.selectFrom("site_settings").select("value").where("key", "=", FADED_AT_KEY).executeTakeFirst();
  const lastMs = last ? Date.parse(last.value) : Number.NaN;
  if (Number.isFinite(lastMs) && now.getTime() - lastMs < DAY_MS) return { scored, faded };
  // The first pass only starts the clock: every lead was scored as of now just above or on its last event.
  if (Number.isFinite(lastMs)) {
    for (let k = 1; k <= MAX_STEPS; k++) {
      const from = new Date(lastMs - k * FADE_DAYS * DAY_MS).toISOString();
      const to = new Date(now.getTime() - k * FADE_DAYS * DAY_MS).toISOString();
      let after: { at: string; id: string } | undefined;
      for (;;) {
        if (stop()) return { scored, faded };
        let q = db
          .selectFrom("leads")
          .select(["id", "engaged_at"])
          .where("engaged_at", ">", from)
          .where("engaged_at", "<=", to);
        if (after) {
          const a = after;
          q = q.where((eb) =>
            eb.or([eb("engaged_at", ">", a.at), eb.and([eb("engaged_at", "=", a.at), eb("id", ">", a.id)])]),
          );
        }
        const page = await q.orderBy("engaged_at").orderBy("id").limit(batch).execute();
        for (const r of page) await rescoreLeadAlone(db, r.id, now);
        faded += page.length;
        if (page.length < batch) break;
        const tail = page[page.length - 1];
        after = { at: tail.engaged_at ?? to, id: tail.id };
        await yieldToVisitors();
      }
    }
  }
  const at = now.toISOString();
  await db
    .insertInto("site_settings")
    .values({ key: FADED_AT_KEY, value: at, updated_at: at })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value: at, updated_at: at }))
    .execute();
  return { scored, faded };
}
