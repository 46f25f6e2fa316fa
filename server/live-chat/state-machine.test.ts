import { describe, expect, it } from "vitest";
import { type LiveEvent, type LiveSnapshot, transition } from "./state-machine";

const T0 = Date.parse("2026-11-30T05:00:00Z");
const at = (s: number) => T0 + s * 1000;
const snap = (state: LiveSnapshot["state"], holderId: string | null = null, since = 0): LiveSnapshot => ({
  state,
  holderId,
  stateAt: at(since),
});

describe("transition", () => {
  it.each<[string, LiveSnapshot, LiveEvent, LiveSnapshot | null, string[] | string]>([
    // Asking for a person
    [
      "in hours, one online: waiting",
      snap("assistant"),
      { kind: "request", now: at(5), open: true, online: 1 },
      snap("waiting", null, 5),
      ["connecting"],
    ],
    [
      "in hours, nobody online: offline",
      snap("assistant"),
      { kind: "request", now: at(5), open: true, online: 0 },
      snap("offline", null, 5),
      ["offline"],
    ],
    [
      "outside hours, someone online: offline",
      snap("assistant"),
      { kind: "request", now: at(5), open: false, online: 3 },
      snap("offline", null, 5),
      ["offline"],
    ],
    [
      "again after offline, now someone online: waiting",
      snap("offline"),
      { kind: "request", now: at(9), open: true, online: 1 },
      snap("waiting", null, 9),
      ["connecting"],
    ],
    [
      "again while waiting: nothing changes",
      snap("waiting", null, 2),
      { kind: "request", now: at(9), open: true, online: 1 },
      snap("waiting", null, 2),
      [],
    ],
    [
      "again while held: nothing changes",
      snap("held", "u1", 2),
      { kind: "request", now: at(9), open: true, online: 1 },
      snap("held", "u1", 2),
      [],
    ],
    // Claims
    [
      "claim a waiting one: held, joined",
      snap("waiting"),
      { kind: "claim", now: at(7), userId: "u1" },
      snap("held", "u1", 7),
      ["joined"],
    ],
    [
      "claim one held by another: taken",
      snap("held", "u2"),
      { kind: "claim", now: at(7), userId: "u1" },
      null,
      "taken",
    ],
    [
      "claim one's own again: not waiting",
      snap("held", "u1"),
      { kind: "claim", now: at(7), userId: "u1" },
      null,
      "not_waiting",
    ],
    [
      "claim with the assistant: not waiting",
      snap("assistant"),
      { kind: "claim", now: at(7), userId: "u1" },
      null,
      "not_waiting",
    ],
    ["claim offline: not waiting", snap("offline"), { kind: "claim", now: at(7), userId: "u1" }, null, "not_waiting"],
    // Hand-over and close
    [
      "hand to an online colleague",
      snap("held", "u1"),
      { kind: "handover", now: at(8), userId: "u1", to: "u2", toOnline: true },
      snap("held", "u2", 8),
      ["personLeft", "joined"],
    ],
    [
      "hand to an offline colleague",
      snap("held", "u1"),
      { kind: "handover", now: at(8), userId: "u1", to: "u2", toOnline: false },
      null,
      "not_online",
    ],
    [
      "hand to oneself",
      snap("held", "u1"),
      { kind: "handover", now: at(8), userId: "u1", to: "u1", toOnline: true },
      null,
      "not_online",
    ],
    [
      "hand over someone else's",
      snap("held", "u2"),
      { kind: "handover", now: at(8), userId: "u1", to: "u3", toOnline: true },
      null,
      "not_yours",
    ],
    [
      "close one's own: back to the assistant",
      snap("held", "u1"),
      { kind: "close", now: at(9), userId: "u1" },
      snap("assistant", null, 9),
      ["closed"],
    ],
    ["close someone else's", snap("held", "u2"), { kind: "close", now: at(9), userId: "u1" }, null, "not_yours"],
    ["close a waiting one", snap("waiting"), { kind: "close", now: at(9), userId: "u1" }, null, "not_yours"],
    // Timeouts (LIVE_CHAT_WAIT_SECONDS = 120)
    [
      "waiting 119 s: still waiting",
      snap("waiting", null, 0),
      { kind: "tick", now: at(119), waitSeconds: 120 },
      snap("waiting", null, 0),
      [],
    ],
    [
      "waiting 120 s: offline and the sales e-mail",
      snap("waiting", null, 0),
      { kind: "tick", now: at(120), waitSeconds: 120 },
      snap("offline", null, 120),
      ["offline", "mailWaited"],
    ],
    [
      "held for an hour: no timeout",
      snap("held", "u1", 0),
      { kind: "tick", now: at(3600), waitSeconds: 120 },
      snap("held", "u1", 0),
      [],
    ],
    // The holder's session ends or they go offline
    [
      "holder gone: back to waiting",
      snap("held", "u1", 0),
      { kind: "holderGone", now: at(70), userId: "u1" },
      snap("waiting", null, 70),
      ["personLeft"],
    ],
    [
      "someone else gone: nothing",
      snap("held", "u1", 0),
      { kind: "holderGone", now: at(70), userId: "u2" },
      snap("held", "u1", 0),
      [],
    ],
    // The visitor
    [
      "visitor leaves a held one: shown as left",
      snap("held", "u1", 0),
      { kind: "visitorLeft", now: at(30) },
      snap("held", "u1", 0),
      ["visitorLeft"],
    ],
    [
      "visitor writes while held: the assistant is silent",
      snap("held", "u1"),
      { kind: "visitorMessage", now: at(30) },
      snap("held", "u1"),
      [],
    ],
    [
      "visitor writes while waiting: the assistant is silent",
      snap("waiting"),
      { kind: "visitorMessage", now: at(30) },
      snap("waiting"),
      [],
    ],
    [
      "visitor writes offline: the assistant carries on",
      snap("offline"),
      { kind: "visitorMessage", now: at(30) },
      snap("offline"),
      ["assistantAnswers"],
    ],
    [
      "visitor writes with the assistant: it answers",
      snap("assistant"),
      { kind: "visitorMessage", now: at(30) },
      snap("assistant"),
      ["assistantAnswers"],
    ],
  ])("%s", (_name, from, event, next, effects) => {
    const result = transition(from, event);
    if (next === null) {
      expect(result).toEqual({ ok: false, refusal: effects });
    } else {
      expect(result).toEqual({ ok: true, next, effects });
    }
  });
});
