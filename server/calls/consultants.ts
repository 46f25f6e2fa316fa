// Who takes strategy calls and when (issue #38): the Users tab's "takes calls" box and the Availability
// page's weekly hours (IST), days off and calendar feed. The consultants table starts empty, which means
// every active admin takes calls in the office hours (server/booking/availability.ts); the first change
// writes that implicit list down first, so marking one more person never silently drops the others.
import type { ConsultantAvailability, FeedState } from "~/features/admin/calls/calls-api";
import { dayText, type HoursByDay, WEEKDAY_KEYS } from "~/features/admin/calls/hours-text";
import type { UserRole } from "~/lib/statuses";
import { OFFICE_HOURS, type WeeklyHours } from "../calendar/business-calendar";
import { isDateKey } from "../calendar/zones";
import type { Db } from "../db/schema";
import { feedHost } from "./feed-url";

/** The roles that may take calls: those that can use the Calls area. */
export const CALL_ROLES: readonly UserRole[] = ["admin", "sales"];

/** Nobody is marked yet: every active admin takes calls (the fresh-install rule). */
async function implicit(db: Db) {
  return !(await db.selectFrom("consultants").select("user_id").limit(1).executeTakeFirst());
}

/** The fresh-install rule written down: a row for each active admin, before the first change. */
export async function materialise(db: Db, nowIso: string) {
  if (!(await implicit(db))) return;
  const admins = await db
    .selectFrom("users")
    .select("id")
    .where("role", "=", "admin")
    .where("status", "=", "active")
    .execute();
  if (admins.length === 0) return;
  await db
    .insertInto("consultants")
    .values(admins.map((a) => ({ user_id: a.id, takes_calls: 1, days_off: "[]", updated_at: nowIso })))
    .onConflict((oc) => oc.column("user_id").doNothing())
    .execute();
}

/** The user ids that take calls now (active, a role that may, and marked or implicitly so). */
export async function takingCalls(db: Db): Promise<Set<string>> {
  const all = await implicit(db);
  let q = db
    .selectFrom("users")
    .leftJoin("consultants", "consultants.user_id", "users.id")
    .select("users.id")
    .where("users.status", "=", "active")
    .where("users.role", "in", [...CALL_ROLES]);
  q = all ? q.where("users.role", "=", "admin") : q.where("consultants.takes_calls", "=", 1);
  return new Set((await q.execute()).map((r) => r.id));
}

/** Marks a user as taking calls or not (the Users tab); an editor cannot. */
export async function setTakesCalls(db: Db, userId: string, on: boolean, nowIso: string) {
  await db.transaction().execute(async (trx) => {
    await materialise(trx, nowIso);
    await trx
      .insertInto("consultants")
      .values({ user_id: userId, takes_calls: on ? 1 : 0, days_off: "[]", updated_at: nowIso })
      .onConflict((oc) => oc.column("user_id").doUpdateSet({ takes_calls: on ? 1 : 0, updated_at: nowIso }))
      .execute();
  });
}

/** Stored JSON, read leniently: a bad value is the default (it never blocks the page). */
function jsonOr<T>(text: string | null | undefined, fallback: T): T {
  if (!text) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

/** WeeklyHours (sun … sat, minutes) → the form's line per weekday. */
export function hoursLines(hours: WeeklyHours): Record<(typeof WEEKDAY_KEYS)[number], string> {
  return Object.fromEntries(WEEKDAY_KEYS.map((d) => [d, dayText(hours[d] ?? [])])) as Record<
    (typeof WEEKDAY_KEYS)[number],
    string
  >;
}

/** The form's parsed week → the stored WeeklyHours. */
export const toWeeklyHours = (h: HoursByDay): WeeklyHours => ({
  sun: h.sun,
  mon: h.mon,
  tue: h.tue,
  wed: h.wed,
  thu: h.thu,
  fri: h.fri,
  sat: h.sat,
});

function feedStateOf(r: {
  feed_url: string | null;
  feed_checked_at: string | null;
  feed_ok_at: string | null;
  feed_error: string | null;
  feed_busy: string | null;
}): FeedState {
  if (!r.feed_url) return { kind: "none" };
  const host = feedHost(r.feed_url);
  const busy = jsonOr<unknown[]>(r.feed_busy, []).length;
  if (r.feed_error && r.feed_checked_at)
    return { kind: "error", host, error: r.feed_error, checkedAt: r.feed_checked_at, okAt: r.feed_ok_at, busy };
  if (r.feed_ok_at) return { kind: "ok", host, okAt: r.feed_ok_at, busy };
  return { kind: "waiting", host };
}

/**
 * Everyone who takes calls, with their hours, days off from `today` on and feed state (the feed's host
 * only). `canEdit` says whose the signed-in user may change.
 */
export async function consultantList(
  db: Db,
  today: string,
  canEdit: (userId: string) => boolean,
): Promise<ConsultantAvailability[]> {
  const ids = await takingCalls(db);
  if (ids.size === 0) return [];
  const rows = await db
    .selectFrom("users")
    .leftJoin("consultants", "consultants.user_id", "users.id")
    .select([
      "users.id",
      "users.name",
      "users.email",
      "users.role",
      "consultants.weekly_hours",
      "consultants.days_off",
      "consultants.feed_url",
      "consultants.feed_checked_at",
      "consultants.feed_ok_at",
      "consultants.feed_error",
      "consultants.feed_busy",
    ])
    .where("users.id", "in", [...ids])
    .orderBy("users.name")
    .orderBy("users.id")
    .execute();
  return rows.map((r) => {
    const own = jsonOr<WeeklyHours | null>(r.weekly_hours, null);
    return {
      userId: r.id,
      name: r.name,
      email: r.email,
      role: r.role,
      editable: canEdit(r.id),
      hours: hoursLines(own ?? OFFICE_HOURS),
      officeHours: own === null,
      daysOff: jsonOr<unknown[]>(r.days_off, [])
        .filter((d): d is string => isDateKey(d) && d >= today)
        .sort(),
      feed: feedStateOf({
        feed_url: r.feed_url ?? null,
        feed_checked_at: r.feed_checked_at ?? null,
        feed_ok_at: r.feed_ok_at ?? null,
        feed_error: r.feed_error ?? null,
        feed_busy: r.feed_busy ?? null,
      }),
    };
  });
}

/** The stored days off of one consultant (all of them, past ones included). */
export async function storedDaysOff(db: Db, userId: string): Promise<string[]> {
  const row = await db.selectFrom("consultants").select("days_off").where("user_id", "=", userId).executeTakeFirst();
  return jsonOr<unknown[]>(row?.days_off, []).filter(isDateKey);
}
