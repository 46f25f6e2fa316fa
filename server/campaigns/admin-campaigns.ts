import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import {
  type AdminCampaign,
  CampaignFormSchema,
  type CampaignResult,
  type CampaignsApi,
} from "~/features/admin/campaigns/campaign-schema";
import { invalidFields, refuse } from "~/lib/result";
import { type AuditActor, audit } from "../auth/audit";
import { renderMarkdown } from "../blog/markdown";
import type { Db } from "../db/schema";
import { collectLinks } from "./links";

const NOT_FOUND = refuse("missing", "This campaign no longer exists.");
const ONLY_DRAFTS = refuse("conflict", "Only a draft can be changed; this campaign was sent.");
const ALREADY_SENT = refuse("conflict", "This campaign was already sent.");

async function confirmedCount(db: Db): Promise<number> {
  const row = await db
    .selectFrom("subscribers")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("status", "=", "confirmed")
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Every campaign, newest first, with its counts (each recipient counted once per measure). */
export async function listCampaigns(db: Db) {
  const rows = await db
    .selectFrom("campaigns as c")
    .leftJoin("campaign_recipients as r", "r.campaign_id", "c.id")
    .select(["c.id", "c.name", "c.subject", "c.body", "c.status", "c.created_at", "c.sent_at"])
    .select((eb) => [
      eb.fn.count<number>("r.id").as("recipients"),
      sql<number>`sum(case when r.status = 'sent' then 1 else 0 end)`.as("sent"),
      sql<number>`sum(case when r.status = 'failed' then 1 else 0 end)`.as("failed"),
      sql<number>`sum(case when r.status = 'interrupted' then 1 else 0 end)`.as("interrupted"),
      sql<number>`sum(case when r.status = 'skipped' then 1 else 0 end)`.as("skipped"),
      eb.fn.count<number>("r.opened_at").as("opened"),
      eb.fn.count<number>("r.clicked_at").as("clicked"),
    ])
    .groupBy(["c.id", "c.name", "c.subject", "c.body", "c.status", "c.created_at", "c.sent_at"])
    .orderBy("c.created_at", "desc")
    .orderBy("c.id")
    .execute();
  const campaigns: AdminCampaign[] = rows.map((r) => ({
    id: r.id,
    name: r.name,
    subject: r.subject,
    body: r.body,
    status: r.status,
    recipients: Number(r.recipients),
    sent: Number(r.sent ?? 0),
    failed: Number(r.failed ?? 0),
    interrupted: Number(r.interrupted ?? 0),
    skipped: Number(r.skipped ?? 0),
    opened: Number(r.opened),
    clicked: Number(r.clicked),
    createdAt: r.created_at,
    sentAt: r.sent_at,
  }));
  return { campaigns, confirmedSubscribers: await confirmedCount(db) };
}

async function saveCampaign(db: Db, actor: AuditActor, id: string | null, input: Record<string, string>) {
  const parsed = CampaignFormSchema.safeParse(input);
  if (!parsed.success) {
    return invalidFields(parsed.error);
  }
  const at = new Date().toISOString();
  if (!id) {
    const newId = randomUUID();
    await db
      .insertInto("campaigns")
      .values({
        id: newId,
        ...parsed.data,
        html: null,
        links: null,
        created_at: at,
        updated_at: at,
        sent_at: null,
        finished_at: null,
      })
      .execute();
    await audit(db, actor, "campaign.create", newId, { name: parsed.data.name });
    return { ok: true, id: newId, message: "Draft saved." } as const;
  }
  const result = await db
    .updateTable("campaigns")
    .set({ ...parsed.data, updated_at: at })
    .where("id", "=", id)
    .where("status", "=", "draft")
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return (await exists(db, id)) ? ONLY_DRAFTS : NOT_FOUND;
  await audit(db, actor, "campaign.update", id, { name: parsed.data.name });
  return { ok: true, id, message: "Draft saved." } as const;
}

const exists = async (db: Db, id: string) =>
  Boolean(await db.selectFrom("campaigns").select("id").where("id", "=", id).executeTakeFirst());

/**
 * Starts sending: fixes the HTML and its links, then snapshots every confirmed subscriber as a
 * recipient (unique per campaign and subscriber), all in one transaction; the sender takes it from there.
 */
async function sendCampaign(db: Db, actor: AuditActor, id: string): Promise<CampaignResult> {
  const campaign = await db.selectFrom("campaigns").selectAll().where("id", "=", id).executeTakeFirst();
  if (!campaign) return NOT_FOUND;
  if (campaign.status !== "draft") return ALREADY_SENT;
  const html = renderMarkdown(campaign.body);
  const at = new Date().toISOString();
  const count = await db
    .transaction()
    .execute(async (trx) => {
      const started = await trx
        .updateTable("campaigns")
        .set({ status: "sending", html, links: JSON.stringify(collectLinks(html)), sent_at: at, updated_at: at })
        .where("id", "=", id)
        .where("status", "=", "draft")
        .executeTakeFirst();
      if (Number(started.numUpdatedRows) === 0) return -1;
      const subscribers = await trx
        .selectFrom("subscribers")
        .select(["id", "email"])
        .where("status", "=", "confirmed")
        .orderBy("email")
        .execute();
      if (subscribers.length === 0) throw new NoRecipients();
      for (let i = 0; i < subscribers.length; i += 500) {
        await trx
          .insertInto("campaign_recipients")
          .values(
            subscribers.slice(i, i + 500).map((s) => ({
              id: randomUUID(),
              campaign_id: id,
              subscriber_id: s.id,
              email: s.email,
              next_attempt_at: at,
              claimed_at: null,
              token_hash: null,
              sent_at: null,
              opened_at: null,
              clicked_at: null,
              last_error: null,
              created_at: at,
            })),
          )
          .execute();
      }
      await audit(trx, actor, "campaign.send", id, { recipients: subscribers.length });
      return subscribers.length;
    })
    .catch((err) => {
      if (err instanceof NoRecipients) return 0;
      throw err;
    });
  if (count === 0) return refuse("conflict", "No confirmed subscribers yet: nobody would receive it.");
  if (count < 0) return ALREADY_SENT;
  return { ok: true, id, message: `Sending to ${count} confirmed ${count === 1 ? "subscriber" : "subscribers"}.` };
}

class NoRecipients extends Error {}

async function duplicateCampaign(db: Db, actor: AuditActor, id: string): Promise<CampaignResult> {
  const c = await db
    .selectFrom("campaigns")
    .select(["name", "subject", "body"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!c) return NOT_FOUND;
  const name = `${c.name} (copy)`.slice(0, 120);
  const result = await saveCampaign(db, actor, null, { name, subject: c.subject, body: c.body });
  return result.ok ? { ...result, message: `Duplicated as the draft “${name}”.` } : result;
}

/**
 * Queues again the recipients the mail server refused on every attempt (status "failed": never
 * accepted, so nobody gets it twice) whose address is still confirmed, and reopens the campaign.
 * Interrupted recipients stay as they are: their message may have gone out (at most once, ADR 012).
 */
async function retryFailed(db: Db, actor: AuditActor, id: string): Promise<CampaignResult> {
  const at = new Date().toISOString();
  const count = await db.transaction().execute(async (trx) => {
    const reopened = await trx
      .updateTable("campaigns")
      .set({ status: "sending", finished_at: null, updated_at: at })
      .where("id", "=", id)
      .where("status", "=", "sent")
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom("campaign_recipients")
            .select("id")
            .whereRef("campaign_recipients.campaign_id", "=", "campaigns.id")
            .where("campaign_recipients.status", "=", "failed"),
        ),
      )
      .executeTakeFirst();
    if (Number(reopened.numUpdatedRows) === 0) return 0;
    const queued = await trx
      .updateTable("campaign_recipients")
      .set({ status: "pending", attempts: 0, next_attempt_at: at, claimed_at: null, last_error: null })
      .where("campaign_id", "=", id)
      .where("status", "=", "failed")
      .executeTakeFirst();
    const n = Number(queued.numUpdatedRows);
    await audit(trx, actor, "campaign.retry", id, { recipients: n });
    return n;
  });
  if (count === 0) {
    return (await exists(db, id))
      ? refuse("conflict", "Nothing to retry: no e-mail of this campaign failed.")
      : NOT_FOUND;
  }
  return { ok: true, id, message: `Retrying ${count} failed ${count === 1 ? "e-mail" : "e-mails"}.` };
}

async function deleteDraft(db: Db, actor: AuditActor, id: string): Promise<CampaignResult> {
  const result = await db.deleteFrom("campaigns").where("id", "=", id).where("status", "=", "draft").executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) return (await exists(db, id)) ? ONLY_DRAFTS : NOT_FOUND;
  await audit(db, actor, "campaign.delete", id);
  return { ok: true, message: "Draft deleted." };
}

/** The Email Campaigns tab's API for one signed-in user (the route checks the role first). */
export function campaignsApi(db: Db, actor: AuditActor): CampaignsApi {
  return {
    list: () => listCampaigns(db),
    save: (id, input) => saveCampaign(db, actor, id, input),
    preview: async (body) => ({ ok: true, html: renderMarkdown(body.slice(0, 50_000)) }),
    send: (id) => sendCampaign(db, actor, id),
    duplicate: (id) => duplicateCampaign(db, actor, id),
    retryFailed: (id) => retryFailed(db, actor, id),
    remove: (id) => deleteDraft(db, actor, id),
  };
}
