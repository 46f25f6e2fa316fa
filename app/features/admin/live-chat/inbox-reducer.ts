import type { LiveConversationDetail, LiveInbox, LiveInboxItem, LiveMessage } from "~/lib/live-chat-texts";

// The live inbox as the team's stream changes it (issue #40). An `inbox` event is a conversation's whole
// row: it replaces the old one and goes to the list its state belongs in, so a replayed or repeated row
// changes nothing. A `message` event joins the open transcript unless its id is there already.

export interface InboxView {
  inbox: LiveInbox;
  /** The conversation open on the right, with its transcript. */
  detail: LiveConversationDetail | null;
}

export type InboxAction =
  | { type: "inbox"; inbox: LiveInbox }
  | { type: "detail"; detail: LiveConversationDetail | null }
  | { type: "event"; name: string; data: unknown };

/** Recent conversations the inbox keeps, as the server's list does. */
const RECENT_MAX = 20;

const byRequest = (a: LiveInboxItem, b: LiveInboxItem) => (a.requestedAt ?? "").localeCompare(b.requestedAt ?? "");

/** Puts a conversation's new row in its list: waiting oldest first, held by holder then oldest, recent newest first. */
export function placeItem(inbox: LiveInbox, item: LiveInboxItem): LiveInbox {
  const other = (list: LiveInboxItem[]) => list.filter((i) => i.conversationId !== item.conversationId);
  const waiting = other(inbox.waiting);
  const held = other(inbox.held);
  let recent = other(inbox.recent);
  if (item.state === "waiting") waiting.push(item);
  else if (item.state === "held") held.push(item);
  else recent = [item, ...recent].sort((a, b) => b.lastMessageAt.localeCompare(a.lastMessageAt)).slice(0, RECENT_MAX);
  waiting.sort(byRequest);
  held.sort((a, b) => (a.holder?.firstName ?? "").localeCompare(b.holder?.firstName ?? "") || byRequest(a, b));
  return { ...inbox, waiting, held, recent };
}

function isItem(v: unknown): v is LiveInboxItem {
  const i = v as LiveInboxItem;
  return (
    typeof i === "object" &&
    i !== null &&
    typeof i.conversationId === "string" &&
    ["assistant", "waiting", "held", "offline"].includes(i.state) &&
    typeof i.lastMessageAt === "string" &&
    typeof i.contact === "object"
  );
}

function isMessage(v: unknown): v is LiveMessage {
  const m = v as LiveMessage;
  return (
    typeof m === "object" &&
    m !== null &&
    typeof m.id === "string" &&
    typeof m.conversationId === "string" &&
    typeof m.text === "string" &&
    typeof m.authorKind === "string"
  );
}

export function inboxReducer(view: InboxView, action: InboxAction): InboxView {
  switch (action.type) {
    case "inbox":
      return { ...view, inbox: action.inbox };
    case "detail":
      return { ...view, detail: action.detail };
    case "event": {
      const { name, data } = action;
      if (name === "inbox" && isItem(data)) {
        const open = view.detail?.item.conversationId === data.conversationId;
        return {
          inbox: placeItem(view.inbox, data),
          detail: open && view.detail ? { ...view.detail, item: data } : view.detail,
        };
      }
      if (name === "message" && isMessage(data)) {
        const d = view.detail;
        if (!d || d.item.conversationId !== data.conversationId || d.messages.some((m) => m.id === data.id))
          return view;
        return { ...view, detail: { ...d, messages: [...d.messages, data] } };
      }
      return view;
    }
  }
}

/** Conversations waiting now that were not waiting before: each gets one notification. */
export function newlyWaiting(before: LiveInbox, after: LiveInbox): LiveInboxItem[] {
  const was = new Set(before.waiting.map((i) => i.conversationId));
  return after.waiting.filter((i) => !was.has(i.conversationId));
}
