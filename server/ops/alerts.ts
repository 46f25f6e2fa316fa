import { sql } from "kysely";
import type { Db } from "../db/schema";
import type { Mailer } from "../mail/mailer";
import { maskError } from "../mail/mask-error";
import { addNotification } from "../notifications/notify";
import { OUTBOX_KIND_LABELS } from "../outbox/outbox-kinds";
import type { FailedAttempt } from "../outbox/worker";
import { logger } from "./logger";
import { countAlert } from "./metrics";

/** The deliveries the sales team depends on: a broken mail server or CRM should be known within minutes. */
export const ALERT_KINDS: ReadonlySet<string> = new Set(["team_email", "webhook"]);
/** The attempt whose failure raises the alert: the first may be a blip, the second is a pattern. */
export const ALERT_ON_ATTEMPT = 2;
export const ALERT_INTERVAL_SECONDS = 3600;

/**
 * Decides, in one statement every replica agrees on, whether this failure raises an alert: the first
 * of a kind, or the first after an hour since the last alert. The row `alert:<kind>` in rate_limits
 * keeps the time of the last alert (window_start) and the failures since (count). When an alert is due,
 * count becomes -(failures held back) - 1, so the caller learns how many to report; a negative count
 * is read as 0 by the next failure. PostgreSQL locks the row for the upsert; SQLite has one writer.
 */
export async function claimAlert(
  db: Db,
  kind: string,
  nowMs = Date.now(),
): Promise<{ send: boolean; heldBack: number }> {
  const since = sql<number>`case when rate_limits.count < 0 then 0 else rate_limits.count end`;
  const due = sql<boolean>`rate_limits.window_start <= excluded.window_start - ${ALERT_INTERVAL_SECONDS}`;
  const row = await db
    .insertInto("rate_limits")
    .values({ key: `alert:${kind}`, window_start: Math.floor(nowMs / 1000), count: -1 })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet({
        count: sql<number>`case when ${due} then -${since} - 1 else ${since} + 1 end`,
        window_start: sql<number>`case when ${due} then excluded.window_start else rate_limits.window_start end`,
      }),
    )
    .returning(["count"])
    .executeTakeFirstOrThrow();
  const count = Number(row.count);
  return count < 0 ? { send: true, heldBack: -count - 1 } : { send: false, heldBack: 0 };
}

export interface AlertOptions {
  db: Db;
  /** The alert transport (ALERT_SMTP_URL, else SMTP_URL). */
  mailer: Pick<Mailer, "send">;
  to: string;
  from: string;
  brandName: string;
  siteUrl: string;
  maxAttempts: number;
  now?: () => number;
}

export function alertTexts(
  f: FailedAttempt,
  heldBack: number,
  o: Pick<AlertOptions, "brandName" | "siteUrl" | "maxAttempts">,
) {
  const label = OUTBOX_KIND_LABELS[f.row.kind] ?? f.row.kind;
  const link = f.row.lead_id ? `/admin/leads/${f.row.lead_id}` : "/admin";
  const more =
    heldBack > 0 ? ` … and ${heldBack} more ${label} failure${heldBack === 1 ? "" : "s"} since the last alert.` : "";
  const title = `Delivery alert: ${label} failing`;
  const body = `Attempt ${f.attempts} of ${o.maxAttempts} failed: ${f.error}. Retries go on by themselves.${more}`;
  const text = [
    `The ${label} for a new lead failed twice, so the sales team may not be hearing of new leads.`,
    "",
    `Last error: ${f.error}`,
    `Attempt ${f.attempts} of ${o.maxAttempts}; the outbox keeps retrying on its own.${more}`,
    "",
    `Open the lead: ${o.siteUrl}${link}`,
    f.row.kind === "webhook"
      ? "Check that the CRM answers at LEADS_WEBHOOK_URL."
      : "Check the mail server in SMTP_URL (host, port, user, password) and its sending limits.",
    `At most one alert like this an hour; the next one says how many failures came in between.`,
  ].join("\n");
  return { title, body, link, subject: `[${o.brandName}] Alert: ${label} delivery failing`, text };
}

/**
 * The early delivery alerts: on the 2nd failed attempt of a lead's team e-mail or webhook, an admin
 * notification at once and an e-mail to the alert address, at most one per kind an hour (all replicas
 * together), the next one with the count of failures held back. The e-mail is sent in the background;
 * `settle()` waits for those under way (the shutdown does).
 */
export function createDeliveryAlerts(o: AlertOptions) {
  const log = logger("alerts");
  const sending = new Set<Promise<void>>();

  async function onFailures(failed: FailedAttempt[]) {
    for (const f of failed) {
      if (f.attempts !== ALERT_ON_ATTEMPT || !ALERT_KINDS.has(f.row.kind) || !f.row.lead_id) continue;
      try {
        const { send, heldBack } = await claimAlert(o.db, f.row.kind, o.now?.());
        if (!send) continue;
        countAlert(f.row.kind);
        const t = alertTexts(f, heldBack, o);
        await addNotification(o.db, { kind: "delivery_failed", title: t.title, body: t.body, link: t.link });
        log.warn({ kind: f.row.kind, heldBack }, t.title);
        const mail = o.mailer
          .send({ from: o.from, to: o.to, subject: t.subject, text: t.text }, `alert_${f.row.kind}_${f.row.id}`)
          .then(
            () => log.info({ kind: f.row.kind }, "alert e-mail sent"),
            (err: unknown) => log.error({ kind: f.row.kind, error: maskError(err) }, "alert e-mail not sent"),
          )
          .finally(() => sending.delete(mail));
        sending.add(mail);
      } catch (err) {
        log.error({ kind: f.row.kind, error: maskError(err) }, "delivery alert failed");
      }
    }
  }

  return {
    onFailures,
    settle: () => Promise.all([...sending]).then(() => undefined),
  };
}
