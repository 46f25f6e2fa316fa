import type { AuthorKind, LiveMessage } from "~/lib/live-chat-contract";

// Who wrote a message. Rows written before the handover have no author_kind: the visitor's (is_bot 0)
// or the assistant's, named by the source that wrote it (model, webhook; site and offline: assistant).

export interface MessageRow {
  id: string;
  conversation_id: string;
  is_bot: number;
  text: string;
  created_at: string;
  source: string | null;
  author_kind?: string | null;
  author_name?: string | null;
}

export function authorKindOf(row: Pick<MessageRow, "is_bot" | "source" | "author_kind">): AuthorKind {
  if (row.author_kind) return row.author_kind as AuthorKind;
  if (!Number(row.is_bot)) return "visitor";
  if (row.source === "model" || row.source === "webhook") return row.source;
  return "assistant";
}

export function toLiveMessage(row: MessageRow): LiveMessage {
  const authorKind = authorKindOf(row);
  return {
    id: row.id,
    conversationId: row.conversation_id,
    authorKind,
    authorName: authorKind === "person" ? (row.author_name ?? null) : null,
    text: row.text,
    timestamp: row.created_at,
  };
}

/** A person's first name as the visitor sees it: the first word of their account name. */
export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0]?.slice(0, 40) || "Our team";
}
