import { describe, expect, it } from "vitest";
import type { LiveInbox, LiveInboxItem } from "~/lib/live-chat-texts";
import { type InboxAction, type InboxView, inboxReducer, newlyWaiting } from "./inbox-reducer";

// The team's stream repeats rows after a reconnect: a conversation's row replaces the old one and
// lands in the list its state belongs to; a transcript message shows once.

const item = (id: string, state: LiveInboxItem["state"], requestedAt: string, holder?: string): LiveInboxItem => ({
  conversationId: id,
  state,
  requestedAt,
  holder: holder ? { userId: `u-${holder}`, firstName: holder } : null,
  preview: `preview ${id}`,
  lastMessageAt: requestedAt,
  visitorLeft: false,
  contact: { name: null, email: null, phone: null },
  leadId: null,
});
const A = item("a", "waiting", "2026-11-29T10:00:00.000Z");
const B = item("b", "waiting", "2026-11-29T10:05:00.000Z");
const inbox: LiveInbox = {
  waiting: [A, B],
  held: [],
  recent: [],
  online: [],
  me: { userId: "u-Priya", firstName: "Priya" },
};
const ev = (name: string, data: unknown): InboxAction => ({ type: "event", name, data });
const ids = (v: InboxView) =>
  [v.inbox.waiting, v.inbox.held, v.inbox.recent].map((l) => l.map((i) => i.conversationId).join(",")).join(" | ");

describe("inboxReducer", () => {
  const start: InboxView = { inbox, detail: null };
  it.each([
    [
      "a new visitor waits: oldest first",
      [ev("inbox", item("c", "waiting", "2026-11-29T09:55:00.000Z"))],
      "c,a,b |  | ",
    ],
    [
      "Priya claims a",
      [ev("inbox", { ...A, state: "held", holder: { userId: "u-Priya", firstName: "Priya" } })],
      "b | a | ",
    ],
    [
      "the same row twice (a replay)",
      [ev("inbox", { ...B, preview: "x" }), ev("inbox", { ...B, preview: "x" })],
      "a,b |  | ",
    ],
    [
      "held by Rahul and by Anil: by holder",
      [
        ev("inbox", { ...A, state: "held", holder: { userId: "r", firstName: "Rahul" } }),
        ev("inbox", { ...B, state: "held", holder: { userId: "n", firstName: "Anil" } }),
      ],
      " | b,a | ",
    ],
    ["a goes offline: recent", [ev("inbox", { ...A, state: "offline" })], "b |  | a"],
    ["a row without a known state is ignored", [ev("inbox", { ...A, state: "gone" })], "a,b |  | "],
  ])("%s → %s", (_label, actions, expected) => {
    expect(ids(actions.reduce(inboxReducer, start))).toBe(expected);
  });

  it("adds a transcript message once, and only to the conversation it belongs to", () => {
    const open: InboxView = { inbox, detail: { item: A, messages: [], attribution: null, lead: null } };
    const m = { id: "m1", conversationId: "a", authorKind: "visitor", authorName: null, text: "Hi", timestamp: "t" };
    const v = [ev("message", m), ev("message", m), ev("message", { ...m, id: "m2", conversationId: "b" })].reduce(
      inboxReducer,
      open,
    );
    expect(v.detail?.messages.map((x) => x.id)).toEqual(["m1"]);
  });

  it.each([
    ["nothing new", [A, B], [A, B], []],
    ["one new", [A], [A, B], ["b"]],
    ["one claimed, none new", [A, B], [B], []],
  ])("newlyWaiting: %s", (_label, before, after, expected) => {
    expect(
      newlyWaiting({ ...inbox, waiting: before }, { ...inbox, waiting: after }).map((i) => i.conversationId),
    ).toEqual(expected);
  });
});
