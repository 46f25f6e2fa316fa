// The Calls area's slice (context.admin.calls; docs/decisions/052): the calls by day and what the team
// does to them, and the Availability page (consultants, holidays, the booking rules). Admins and sales
// use it (the gate and each route check the role); within it, a sales user changes only their own
// availability and only an admin the company's holidays.
import type { CallsApi } from "~/features/admin/calls/calls-api";
import type { ApiActor } from "../auth/audit";
import { bookingDepsOf } from "../booking/booking-deps";
import { dateKey, IST } from "../calendar/zones";
import type { Db } from "../db/schema";
import { addDaysOff, removeDayOff, removeFeed, saveFeed, saveHours } from "./availability-admin";
import { cancelCall, markCall, sendRebooking } from "./call-actions";
import { callsOverview } from "./call-list";
import { consultantList } from "./consultants";
import type { FeedReaderDeps } from "./feed-reader";
import { addHoliday, listHolidays, removeHoliday } from "./holidays";

const feedDeps = new WeakMap<Db, Pick<FeedReaderDeps, "intervalMinutes" | "limits">>();

/** The feed settings the Availability page needs (registered at start, like the booking deps). */
export function setFeedSettings(db: Db, deps: Pick<FeedReaderDeps, "intervalMinutes" | "limits">) {
  feedDeps.set(db, deps);
}

export function callsApi(db: Db, actor: ApiActor): CallsApi {
  const deps = bookingDepsOf(db);
  if (!deps) throw new Error("strategy calls are not set up for this database");
  const feed = feedDeps.get(db);
  const ctx = { db, actor, now: deps.now };
  return {
    overview: () => callsOverview(db, deps.now().getTime()),
    markHeld: (id) => markCall(deps, actor, id, "held"),
    markNoShow: (id) => markCall(deps, actor, id, "no_show"),
    cancel: (id) => cancelCall(deps, actor, id),
    sendRebooking: (id) => sendRebooking(deps, actor, id),
    async availability() {
      const today = dateKey(deps.now().getTime(), IST);
      const [consultants, holidays] = await Promise.all([
        consultantList(db, today, (id) => actor.role === "admin" || actor.id === id),
        listHolidays(db),
      ]);
      const r = deps.rules;
      return {
        consultants,
        holidays,
        canEditHolidays: actor.role === "admin",
        rules: {
          callMinutes: r.callMinutes,
          bufferMinutes: r.bufferMinutes,
          noticeMinutes: r.noticeMinutes,
          windowDays: r.windowDays,
          maxPerDay: r.maxPerDay,
          meetingUrlTemplate: deps.meetingUrlTemplate,
          reminderHours: [...deps.reminderHours],
          feedIntervalMinutes: feed?.intervalMinutes ?? 0,
        },
      };
    },
    saveHours: (userId, input) => saveHours(ctx, userId, input),
    addDaysOff: (userId, input) => addDaysOff(ctx, userId, input),
    removeDayOff: (userId, date) => removeDayOff(ctx, userId, date),
    saveFeed: (userId, url) => saveFeed(ctx, userId, url, feed?.limits.allowPrivate ?? false),
    removeFeed: (userId) => removeFeed(ctx, userId),
    addHoliday: (input) => addHoliday(db, actor, input),
    removeHoliday: (date) => removeHoliday(db, actor, date),
  };
}
