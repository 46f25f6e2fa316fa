import type { Db } from "../db/schema";
import { type TranscriptLine, transcript, transcripts } from "./store";

// A chat lead's transcript lives only in chat_messages; its payload names the conversation
// ({conversationId, contactInfo}). Where the lead is shown (lead page, CSV export, team e-mail, CRM
// webhook) the transcript is read from there and put back where the payload used to carry it, so each
// of them shows what it showed before: {conversationId, transcript, contactInfo}.

type Payload = Record<string, unknown>;

const isPayload = (v: unknown): v is Payload => typeof v === "object" && v !== null && !Array.isArray(v);

/** The conversation a chat lead's payload names, or null (another type, or no conversation). */
export function conversationOf(type: string, payload: unknown): string | null {
  if (type !== "chat" || !isPayload(payload)) return null;
  return typeof payload.conversationId === "string" ? payload.conversationId : null;
}

/**
 * The payload with the conversation's messages as its transcript, in the key order the lead used to
 * be stored in. A lead stored before the transcript moved out, whose conversation is gone (erased
 * for a third party's address in it), keeps the copy it has.
 */
export function withTranscriptLines(payload: Payload, lines: TranscriptLine[] | undefined): Payload {
  if (!lines?.length && Array.isArray(payload.transcript)) return payload;
  const { conversationId, transcript: _stored, ...rest } = payload;
  return { conversationId, transcript: lines ?? [], ...rest };
}

/** A lead's payload as the lead page shows it: a chat lead's with its transcript. */
export async function payloadShown(db: Db, type: string, payload: unknown): Promise<unknown> {
  const id = conversationOf(type, payload);
  if (!id || !isPayload(payload)) return payload;
  return withTranscriptLines(payload, await transcript(db, id));
}

/**
 * The payload column of a batch of leads as the CSV export writes it: a chat lead's with its
 * transcript (one query for the batch), every other one as stored.
 */
export async function payloadsShown(db: Db, rows: readonly { type: string; payload: string }[]): Promise<string[]> {
  const parsed = rows.map((r) => {
    if (r.type !== "chat") return { raw: r.payload, id: null };
    try {
      const payload = JSON.parse(r.payload) as unknown;
      return { raw: r.payload, payload, id: conversationOf(r.type, payload) };
    } catch {
      return { raw: r.payload, id: null };
    }
  });
  const ids = parsed.flatMap((p) => (p.id ? [p.id] : []));
  const lines = await transcripts(db, ids);
  return parsed.map((p) =>
    p.id && isPayload(p.payload) ? JSON.stringify(withTranscriptLines(p.payload, lines.get(p.id))) : p.raw,
  );
}

/**
 * An outbox row of a chat lead (team e-mail, acknowledgement, CRM webhook) with the transcript as it
 * stood when the lead was committed (its messages up to the lead's created_at), so a retried webhook
 * sends the same body and later messages do not change what was sent. A row queued before the
 * transcript moved out already carries it, and any other row is returned as it is.
 */
export async function outboxRowWithTranscript<R extends { payload: string }>(db: Db, row: R): Promise<R> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(row.payload);
  } catch {
    return row;
  }
  if (!isPayload(parsed) || !isPayload(parsed.lead)) return row;
  const lead = parsed.lead;
  const id = conversationOf(String(lead.type), lead.payload);
  if (!id || !isPayload(lead.payload) || Array.isArray(lead.payload.transcript)) return row;
  if (typeof lead.created_at !== "string") return row;
  const lines = await transcript(db, id, lead.created_at);
  const payload = withTranscriptLines(lead.payload, lines);
  return { ...row, payload: JSON.stringify({ ...parsed, lead: { ...lead, payload } }) };
}
