import { describe, expect, it } from "vitest";
import { eventNumber } from "~/lib/live-chat-stream";
import type { LiveMessage } from "~/lib/live-chat-texts";
import { type LiveAction, type LiveView, liveReducer, NO_LIVE } from "./live-reducer";

// The panel's live part over a stream that repeats itself: a reconnect replays after Last-Event-ID, a
// reload replays everything, and the visitor's own message comes back on the stream around its POST.

const C = "c0ffee00-0000-4000-8000-000000000001";
const msg = (id: string, authorKind: LiveMessage["authorKind"], text: string, authorName: string | null = null) => ({
  id,
  conversationId: C,
  authorKind,
  authorName,
  text,
  timestamp: "2026-11-29T10:00:00.000Z",
});
const ev = (id: number | null, name: string, data: unknown): LiveAction => ({ type: "event", id, name, data });

const CONNECTING = msg("m1", "system", "Connecting you with our team…");
const JOINED = msg("m2", "system", "Priya from our team has joined the chat.");
const HELLO = msg("m3", "person", "Hello, I'm Priya. How can I help?", "Priya");
const ASK = msg("m4", "visitor", "Can you do Hindi?");

const start: LiveView = {
  messages: [{ id: "greeting", text: "Hello!", isBot: true, timestamp: "2026-11-29T09:59:00.000Z" }],
  live: { ...NO_LIVE, key: "k".repeat(43), state: "waiting" },
  typing: null,
};

// One conversation's stream: connecting, Priya joins (message + joined + state), says hello, types.
const STREAM: LiveAction[] = [
  ev(1, "message", CONNECTING),
  ev(2, "state", { conversationId: C, state: "waiting", holder: null, backAt: null }),
  ev(3, "message", JOINED),
  ev(4, "joined", { conversationId: C, firstName: "Priya" }),
  ev(5, "state", { conversationId: C, state: "held", holder: { firstName: "Priya" }, backAt: null }),
  ev(6, "message", HELLO),
];

const run = (view: LiveView, actions: LiveAction[]) => actions.reduce(liveReducer, view);
const texts = (v: LiveView) => v.messages.map((m) => m.text);
const EXPECTED = ["Hello!", CONNECTING.text, JOINED.text, HELLO.text];

describe("liveReducer: every message once, whatever the stream repeats", () => {
  it.each([
    ["the stream once", STREAM],
    ["a reconnect whose replay overlaps what arrived (3 and 4 again)", [...STREAM.slice(0, 4), ...STREAM.slice(2)]],
    ["a dropped connection replaying 4 to 6 again", [...STREAM, ...STREAM.slice(3)]],
    ["a reload: a new stream replays all of it", [...STREAM, ...STREAM]],
    [
      "the events' numbers lost (a proxy), only the message ids left",
      [...STREAM, ...STREAM.map((a) => ({ ...a, id: null }))],
    ],
  ])("%s", (_label, actions) => {
    const v = run(start, actions as LiveAction[]);
    expect(texts(v)).toEqual(EXPECTED);
    expect(v.live).toEqual({ key: "k".repeat(43), state: "held", holder: "Priya", lastEventId: 6 });
  });

  it("skips a numbered event applied before, even one that would change the state back", () => {
    const held = run(start, STREAM);
    const replayedOld = liveReducer(
      held,
      ev(2, "state", { conversationId: C, state: "waiting", holder: null, backAt: null }),
    );
    expect(replayedOld).toBe(held);
  });
});

describe("liveReducer: the visitor's own message", () => {
  const local = { id: "local-1", text: ASK.text, isBot: false, timestamp: ASK.timestamp };
  const held = run(start, STREAM);
  it.each([
    [
      "the POST answers, then the stream echoes it",
      [{ type: "stored", localId: "local-1", message: ASK }, ev(7, "message", ASK)],
    ],
    [
      "the stream echoes it before the POST answers",
      [ev(7, "message", ASK), { type: "stored", localId: "local-1", message: ASK }],
    ],
  ])("%s: shown once, stored, under the key it was first shown with", (_label, actions) => {
    const v = run(held, [{ type: "local", message: local }, ...(actions as LiveAction[])]);
    expect(texts(v)).toEqual([...EXPECTED, ASK.text]);
    expect(v.messages.at(-1)).toMatchObject({ id: "m4", key: "local-1", author: "visitor", isBot: false });
    expect(v.messages.at(-1)?.pending).toBeUndefined();
  });

  it("is pending until stored, and gone when the server refused it (the text goes back to the input)", () => {
    const sent = liveReducer(held, { type: "local", message: local });
    expect(sent.messages.at(-1)).toMatchObject({ id: "local-1", pending: true });
    expect(texts(liveReducer(sent, { type: "unsent", localId: "local-1" }))).toEqual(EXPECTED);
  });
});

describe("liveReducer: states, names and typing", () => {
  it.each([
    ["Priya types", [ev(null, "typing", { conversationId: C, firstName: "Priya" })], "Priya"],
    [
      "and her message ends it",
      [ev(null, "typing", { firstName: "Priya" }), ev(7, "message", msg("m9", "person", "Yes", "Priya"))],
      null,
    ],
    ["or the time runs out", [ev(null, "typing", { firstName: "Priya" }), { type: "typingOver" }], null],
    [
      "or she closes the chat",
      [ev(null, "typing", { firstName: "Priya" }), ev(7, "state", { state: "assistant", holder: null })],
      null,
    ],
    ["a typing event without a name is ignored", [ev(null, "typing", { firstName: 3 })], null],
  ])("%s → typing %s", (_label, actions, typing) => {
    expect(run(run(start, STREAM), actions as LiveAction[]).typing).toBe(typing);
  });

  it.each([
    ["the person closes: back to the assistant", { state: "assistant", holder: null }, "assistant", null],
    ["handed to a colleague", { state: "held", holder: { firstName: "Rahul" } }, "held", "Rahul"],
    ["the person's session ended: waiting again", { state: "waiting", holder: null }, "waiting", null],
    [
      "nobody picked up in time",
      { state: "offline", holder: null, backAt: "2026-11-30T04:30:00.000Z" },
      "offline",
      null,
    ],
    ["a state this build does not know is ignored", { state: "paused", holder: null }, "held", "Priya"],
  ])("%s", (_label, data, state, holder) => {
    const v = liveReducer(run(start, STREAM), ev(9, "state", { conversationId: C, ...data }));
    expect([v.live.state, v.live.holder]).toEqual([state, holder]);
  });

  it("takes the request's answer: its key, its state and its notices (which the stream repeats later)", () => {
    const asked = liveReducer(
      { ...start, live: NO_LIVE },
      {
        type: "requested",
        answer: {
          conversationId: C,
          key: "q".repeat(43),
          state: "waiting",
          holder: null,
          backAt: null,
          messages: [CONNECTING],
        },
      },
    );
    const v = run(asked, STREAM.slice(0, 2));
    expect(texts(v)).toEqual(["Hello!", CONNECTING.text]);
    expect(v.live).toEqual({ key: "q".repeat(43), state: "waiting", holder: null, lastEventId: 2 });
  });

  it.each([
    ["a message without text", ev(7, "message", { ...HELLO, id: "m7", text: undefined })],
    ["a message that is not an object", ev(7, "message", "Hello")],
    ["an unknown event", ev(7, "confetti", { firstName: "Priya" })],
  ])("ignores %s but counts its number", (_label, action) => {
    const before = run(start, STREAM);
    const v = liveReducer(before, action);
    expect(texts(v)).toEqual(EXPECTED);
    expect(v.live.lastEventId).toBe(7);
  });
});

describe("eventNumber", () => {
  it.each([
    ["message", "42", 42],
    ["state", "7", 7],
    // EventSource repeats the last id on events that carry none: typing and ping are never skipped by it.
    ["typing", "42", null],
    ["ping", "42", null],
    ["inbox", "42", null],
    ["message", "", null],
    ["message", "0", null],
    ["message", "-3", null],
    ["message", "1e3", null],
    ["message", "12345678901234567890", null],
  ])("%s with id %j → %s", (name, id, expected) => {
    expect(eventNumber(name, id)).toBe(expected);
  });
});
