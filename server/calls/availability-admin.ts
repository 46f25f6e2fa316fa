// The Availability page's changes to one consultant: weekly hours (IST), days off and the calendar
// feed. An admin changes anyone's, a sales user only their own; each is checked here, whatever the
// page showed. The feed URL is a secret: stored, never echoed, logged or audited (its host only).
import { parseWeek } from "~/features/admin/calls/hours-text";
import { invalidFields, type Result, refuse } from "~/lib/result";
import { type ApiActor, audit } from "../auth/audit";
import { addDays, dateKey, IST, isDateKey } from "../calendar/zones";
import type { Db } from "../db/schema";
import { materialise, storedDaysOff, takingCalls, toWeeklyHours } from "./consultants";
import { checkFeedUrl } from "./feed-url";

export const AVAILABILITY_TEXTS = {
  notConsultant: "This person does not take calls. An admin marks them in the Users tab.",
  notYours: "You can change only your own availability.",
  hoursSaved: (name: string) => `Hours saved for ${name}.`,
  badDate: "Enter a date as yyyy-mm-dd.",
  past: "A day off cannot be in the past.",
  range: "The last day comes before the first.",
  tooLong: "At most 62 days at a time.",
  tooMany: "At most 400 days off ahead.",
} as const;

/** Days off added at once, and kept ahead. */
const MAX_RANGE = 62;
const MAX_AHEAD = 400;

interface Ctx {
  db: Db;
  actor: ApiActor;
  now: () => Date;
}

/** The consultant being changed, if the actor may: their name, or the refusal. */
async function target(c: Ctx, userId: string): Promise<{ ok: true; name: string } | ReturnType<typeof refuse>> {
  const user = await c.db.selectFrom("users").select(["id", "name"]).where("id", "=", userId).executeTakeFirst();
  if (!user || !(await takingCalls(c.db)).has(userId)) return refuse("missing", AVAILABILITY_TEXTS.notConsultant);
  if (c.actor.role !== "admin" && c.actor.id !== userId) return refuse("forbidden", AVAILABILITY_TEXTS.notYours);
  return { ok: true, name: user.name };
}

/** Writes some columns of the consultant's row (materialising the fresh-install list first). */
async function writeRow(
  c: Ctx,
  userId: string,
  set: { weekly_hours?: string | null; days_off?: string; feed?: { url: string | null } },
) {
  const nowIso = c.now().toISOString();
  const feedColumns = set.feed
    ? {
        feed_url: set.feed.url,
        // A new address starts afresh: the old feed's busy times and state are not this one's.
        feed_checked_at: null,
        feed_ok_at: null,
        feed_error: null,
        feed_busy: null,
        feed_claimed_until: null,
      }
    : {};
  const columns = {
    ...(set.weekly_hours !== undefined ? { weekly_hours: set.weekly_hours } : {}),
    ...(set.days_off !== undefined ? { days_off: set.days_off } : {}),
    ...feedColumns,
    updated_at: nowIso,
  };
  await c.db.transaction().execute(async (trx) => {
    await materialise(trx, nowIso);
    await trx
      .insertInto("consultants")
      .values({ user_id: userId, takes_calls: 1, days_off: "[]", ...columns })
      .onConflict((oc) => oc.column("user_id").doUpdateSet(columns))
      .execute();
  });
}

export async function saveHours(c: Ctx, userId: string, input: Record<string, string>): Promise<Result> {
  const who = await target(c, userId);
  if (!who.ok) return who;
  const week = parseWeek(input);
  if (!week.ok) return invalidFields(week.fields);
  await writeRow(c, userId, { weekly_hours: JSON.stringify(toWeeklyHours(week.hours)) });
  await audit(c.db, c.actor, "consultant.hours", userId);
  return { ok: true, message: AVAILABILITY_TEXTS.hoursSaved(who.name) };
}

export async function addDaysOff(c: Ctx, userId: string, input: Record<string, string>): Promise<Result> {
  const who = await target(c, userId);
  if (!who.ok) return who;
  const from = (input.from ?? "").trim();
  const to = (input.to ?? "").trim() || from;
  if (!isDateKey(from)) return invalidFields({ from: AVAILABILITY_TEXTS.badDate });
  if (!isDateKey(to)) return invalidFields({ to: AVAILABILITY_TEXTS.badDate });
  const today = dateKey(c.now().getTime(), IST);
  if (from < today) return invalidFields({ from: AVAILABILITY_TEXTS.past });
  if (to < from) return invalidFields({ to: AVAILABILITY_TEXTS.range });
  const days: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) {
    if (days.length === MAX_RANGE) return invalidFields({ to: AVAILABILITY_TEXTS.tooLong });
    days.push(d);
  }
  // Past days off are dropped as the list is written again: they block nothing any more.
  const kept = [...new Set([...(await storedDaysOff(c.db, userId)), ...days])].filter((d) => d >= today).sort();
  if (kept.length > MAX_AHEAD) return refuse("invalid", AVAILABILITY_TEXTS.tooMany);
  await writeRow(c, userId, { days_off: JSON.stringify(kept) });
  await audit(c.db, c.actor, "consultant.days_off", userId, { added: days.length });
  const what = days.length === 1 ? from : `${days.length} days from ${from} to ${to}`;
  return { ok: true, message: `Day off added for ${who.name}: ${what}.` };
}

export async function removeDayOff(c: Ctx, userId: string, date: string): Promise<Result> {
  const who = await target(c, userId);
  if (!who.ok) return who;
  const stored = await storedDaysOff(c.db, userId);
  if (!stored.includes(date)) return refuse("missing", "That day off is not in the list any more.");
  await writeRow(c, userId, { days_off: JSON.stringify(stored.filter((d) => d !== date)) });
  await audit(c.db, c.actor, "consultant.days_off", userId, { removed: 1 });
  return { ok: true, message: `${date} is no longer a day off for ${who.name}.` };
}

export async function saveFeed(c: Ctx, userId: string, url: string, allowPrivate: boolean): Promise<Result> {
  const who = await target(c, userId);
  if (!who.ok) return who;
  const checked = checkFeedUrl(url, allowPrivate);
  if (!checked.ok) return invalidFields({ url: checked.message }, checked.message);
  await writeRow(c, userId, { feed: { url: checked.url } });
  await audit(c.db, c.actor, "consultant.feed", userId, { host: checked.host });
  return {
    ok: true,
    message: `Calendar feed saved for ${who.name} (${checked.host}). It is read within a few minutes.`,
  };
}

export async function removeFeed(c: Ctx, userId: string): Promise<Result> {
  const who = await target(c, userId);
  if (!who.ok) return who;
  await writeRow(c, userId, { feed: { url: null } });
  await audit(c.db, c.actor, "consultant.feed", userId, { removed: true });
  return { ok: true, message: `Calendar feed removed for ${who.name}; their own busy times no longer block slots.` };
}
