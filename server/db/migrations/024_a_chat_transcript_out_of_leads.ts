import type { AnyDb } from "./any-db";

/** Chat leads read and rewritten per statement batch. */
const BATCH = 100;

// A chat lead's transcript lives only in chat_messages (server/chat/lead-transcript.ts reads it where
// the lead is shown): the copy each chat lead's payload carried, rewritten whole on every message, is
// dropped. Only where the conversation still has its messages: a conversation erased for a third
// party's address in it is gone, and its lead keeps the (scrubbed) copy as the one record left.
export async function up(db: AnyDb) {
  let after = "";
  for (;;) {
    const rows: { id: string; payload: string }[] = await db
      .selectFrom("leads")
      .select(["id", "payload"])
      .where("type", "=", "chat")
      .where("id", ">", after)
      .where("payload", "like", '%"transcript":%')
      .orderBy("id")
      .limit(BATCH)
      .execute();
    for (const row of rows) {
      const stripped = await withoutTranscript(db, row.payload);
      if (stripped !== null)
        await db.updateTable("leads").set({ payload: stripped }).where("id", "=", row.id).execute();
    }
    if (rows.length < BATCH) return;
    after = rows[rows.length - 1].id;
  }
}

/** The payload without its transcript, or null: keep it as it is. */
async function withoutTranscript(db: AnyDb, json: string): Promise<string | null> {
  let payload: unknown;
  try {
    payload = JSON.parse(json);
  } catch {
    return null;
  }
  if (typeof payload !== "object" || payload === null || Array.isArray(payload)) return null;
  const { transcript, ...rest } = payload as Record<string, unknown>;
  if (!Array.isArray(transcript) || typeof rest.conversationId !== "string") return null;
  const kept = await db
    .selectFrom("chat_messages")
    .select("id")
    .where("conversation_id", "=", rest.conversationId)
    .limit(1)
    .executeTakeFirst();
  return kept ? JSON.stringify(rest) : null;
}

// The copies are not rebuilt: every reader takes the transcript from chat_messages.
export async function down(_db: AnyDb) {}
