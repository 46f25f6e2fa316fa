import type { LiveState } from "~/lib/live-chat-contract";

// The live chat's states as a pure function (issue #40): assistant → waiting → held by a person →
// assistant again, with the offline path (outside hours, nobody online, nobody picked up in time).
// The caller stores the new state with a conditional UPDATE on the old one (so two replicas or two
// team members acting at once cannot both win) and carries out the effects.

export interface LiveSnapshot {
  state: LiveState;
  /** The person holding it (held); null otherwise. */
  holderId: string | null;
  /** When the state was entered (ms). */
  stateAt: number;
}

export type LiveEvent =
  /** The visitor asks for a person; `open`: within office hours (or LIVE_CHAT_HOURS=always). */
  | { kind: "request"; now: number; open: boolean; online: number }
  | { kind: "claim"; now: number; userId: string }
  | { kind: "handover"; now: number; userId: string; to: string; toOnline: boolean }
  | { kind: "close"; now: number; userId: string }
  /** The periodic check: a conversation waiting past LIVE_CHAT_WAIT_SECONDS goes offline. */
  | { kind: "tick"; now: number; waitSeconds: number }
  /** The holder's session ended or their inbox has been gone past the presence window. */
  | { kind: "holderGone"; now: number; userId: string }
  | { kind: "visitorLeft"; now: number }
  | { kind: "visitorMessage"; now: number };

export type LiveEffect =
  /** "Connecting you with our team…" */
  | "connecting"
  /** The offline message, the request for contact details, the lead with its follow-up. */
  | "offline"
  /** The e-mail to the sales address: it waited past the limit. */
  | "mailWaited"
  | "joined"
  /** The person let go of it (to waiting, or handed to a colleague). */
  | "personLeft"
  | "closed"
  | "visitorLeft"
  /** The assistant answers the visitor's message (not while a person holds or is awaited). */
  | "assistantAnswers";

export type Refusal = "not_waiting" | "taken" | "not_yours" | "not_online" | "not_live";

export type Transition = { ok: true; next: LiveSnapshot; effects: LiveEffect[] } | { ok: false; refusal: Refusal };

const to = (state: LiveState, holderId: string | null, now: number, effects: LiveEffect[]): Transition => ({
  ok: true,
  next: { state, holderId, stateAt: now },
  effects,
});
const stay = (s: LiveSnapshot, effects: LiveEffect[] = []): Transition => ({ ok: true, next: s, effects });
const refuse = (refusal: Refusal): Transition => ({ ok: false, refusal });

export function transition(s: LiveSnapshot, e: LiveEvent): Transition {
  switch (e.kind) {
    case "request":
      // Asking again while waiting or held changes nothing (a second click, a reload).
      if (s.state === "waiting" || s.state === "held") return stay(s);
      return e.open && e.online > 0
        ? to("waiting", null, e.now, ["connecting"])
        : to("offline", null, e.now, ["offline"]);
    case "claim":
      if (s.state === "held") return refuse(s.holderId === e.userId ? "not_waiting" : "taken");
      if (s.state !== "waiting") return refuse("not_waiting");
      return to("held", e.userId, e.now, ["joined"]);
    case "handover":
      if (s.state !== "held" || s.holderId !== e.userId) return refuse("not_yours");
      if (!e.toOnline || e.to === e.userId) return refuse("not_online");
      return to("held", e.to, e.now, ["personLeft", "joined"]);
    case "close":
      if (s.state !== "held" || s.holderId !== e.userId) return refuse("not_yours");
      return to("assistant", null, e.now, ["closed"]);
    case "tick":
      if (s.state === "waiting" && e.now - s.stateAt >= e.waitSeconds * 1000)
        return to("offline", null, e.now, ["offline", "mailWaited"]);
      return stay(s);
    case "holderGone":
      if (s.state === "held" && s.holderId === e.userId) return to("waiting", null, e.now, ["personLeft"]);
      return stay(s);
    case "visitorLeft":
      return stay(s, ["visitorLeft"]);
    case "visitorMessage":
      return s.state === "waiting" || s.state === "held" ? stay(s) : stay(s, ["assistantAnswers"]);
  }
}
