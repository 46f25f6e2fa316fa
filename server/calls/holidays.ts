// The company's holidays (issue #38): one calendar for the slot generator, the e-mail sequences and live
// chat (server/calendar/business-calendar.ts, read through server/booking/availability.ts). Seeded with
// India's three national holidays (migration 025); admins add and remove them in Calls > Availability.
import { z } from "zod";
import type { HolidayRow } from "~/features/admin/calls/calls-api";
import { invalidFields, type Result, refuse } from "~/lib/result";
import { type ApiActor, audit } from "../auth/audit";
import { isDateKey } from "../calendar/zones";
import type { Db } from "../db/schema";

export const HOLIDAY_TEXTS = {
  adminOnly: "Only an admin changes the company's holidays.",
  taken: (date: string) => `There is already a holiday on ${date}.`,
  missing: "That holiday is not in the list any more.",
} as const;

const HolidaySchema = z.object({
  date: z.string().trim().refine(isDateKey, "Enter a date as yyyy-mm-dd."),
  name: z
    .string()
    .trim()
    .min(1, "Name the holiday.")
    .max(100, "At most 100 characters.")
    .refine((v) => !/\p{Cc}/u.test(v), "Use plain text."),
  everyYear: z.string().optional(),
});

export async function listHolidays(db: Db): Promise<HolidayRow[]> {
  const rows = await db.selectFrom("holidays").select(["date", "name", "every_year"]).orderBy("date").execute();
  return rows.map((r) => ({ date: r.date, name: r.name, everyYear: Number(r.every_year) === 1 }));
}

export async function addHoliday(db: Db, actor: ApiActor, input: Record<string, string>): Promise<Result> {
  if (actor.role !== "admin") return refuse("forbidden", HOLIDAY_TEXTS.adminOnly);
  const parsed = HolidaySchema.safeParse(input);
  if (!parsed.success) return invalidFields(parsed.error);
  const { date, name } = parsed.data;
  const everyYear = parsed.data.everyYear === "on" || parsed.data.everyYear === "true";
  const added = await db
    .insertInto("holidays")
    .values({ date, name, every_year: everyYear ? 1 : 0 })
    .onConflict((oc) => oc.column("date").doNothing())
    .returning("date")
    .executeTakeFirst();
  if (!added) return refuse("conflict", HOLIDAY_TEXTS.taken(date));
  await audit(db, actor, "holiday.create", date, { name, everyYear });
  return {
    ok: true,
    message: `${name} (${date}${everyYear ? ", every year" : ""}) is a holiday: no calls are offered.`,
  };
}

export async function removeHoliday(db: Db, actor: ApiActor, date: string): Promise<Result> {
  if (actor.role !== "admin") return refuse("forbidden", HOLIDAY_TEXTS.adminOnly);
  const removed = await db.deleteFrom("holidays").where("date", "=", date.slice(0, 10)).executeTakeFirst();
  if (Number(removed.numDeletedRows) === 0) return refuse("missing", HOLIDAY_TEXTS.missing);
  await audit(db, actor, "holiday.delete", date.slice(0, 10));
  return { ok: true, message: `${date.slice(0, 10)} is no longer a holiday.` };
}
