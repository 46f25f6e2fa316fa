import { useCallback, useEffect, useRef, useState } from "react";
import { openLiveStream } from "~/lib/live-chat-stream";
import { TYPING_SHOW_SECONDS } from "~/lib/live-chat-texts";
import type { ChatSession } from "./chat-session";
import { CONVERSATION_FULL, conversationFullText } from "./chat-text";
import { leaveLive, liveStreamUrl, requestPerson, sendLiveMessage } from "./live-api";
import { type LiveAction, NO_LIVE, type PanelMessage } from "./live-reducer";

// The live handover in the panel (issue #40): ask for a person, the live stream (opened only once a
// person was asked for, in this page or before a reload while one is awaited or holds the chat), and
// the visitor's messages to them. The send is blocked only until the message is stored.

interface Deps {
  session: ChatSession;
  dispatch: (action: LiveAction) => void;
  update: (fn: (s: ChatSession) => ChatSession) => void;
  append: (message: PanelMessage, id?: string, isFull?: boolean) => void;
  contactEmail: string;
  /** Ends the pending send. */
  end: () => void;
  /** The message goes to the assistant after all (the person closed the chat meanwhile). */
  toAssistant: { current: ((message: string, local: PanelMessage) => void) | null };
  /** A message that could not be sent goes back into the input. */
  onUnsent?: (text: string) => void;
}

export function useLive({ session, dispatch, update, append, contactEmail, end, toAssistant, onUnsent }: Deps) {
  const live = session.live ?? NO_LIVE;
  const conversationId = session.conversationId;
  const key = live.key;
  const withPerson = live.state === "waiting" || live.state === "held";
  // Asked in this page: the stream stays open after the person closes, so their last words arrive.
  const [asked, setAsked] = useState(false);
  const [asking, setAsking] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const latest = useRef(session);
  latest.current = session;

  const wantStream = Boolean(conversationId && key && (withPerson || asked));
  useEffect(() => {
    if (!wantStream || !conversationId || !key) return;
    let typing: ReturnType<typeof setTimeout> | undefined;
    const stop = openLiveStream(
      liveStreamUrl(conversationId, key),
      (e) => {
        dispatch({ type: "event", ...e });
        if (e.name !== "typing") return;
        clearTimeout(typing);
        typing = setTimeout(() => dispatch({ type: "typingOver" }), TYPING_SHOW_SECONDS * 1000);
      },
      () => {},
    );
    return () => {
      stop();
      clearTimeout(typing);
    };
  }, [wantStream, conversationId, key, dispatch]);

  // Closing the panel while a person is awaited or holds the chat: the team sees that the visitor left.
  const leave = useRef<(() => void) | null>(null);
  leave.current = withPerson && conversationId && key ? () => void leaveLive(conversationId, key) : null;
  useEffect(() => () => leave.current?.(), []);

  /** Asks for a person; the answer's notices join the log ("Connecting you…" or the offline message). */
  const ask = useCallback(async () => {
    if (asking) return null;
    setAsking(true);
    setNotice(null);
    const s = latest.current;
    const answer = await requestPerson(s.conversationId, s.live?.key ?? null);
    setAsking(false);
    if (!answer.ok) {
      setNotice(answer.message);
      return null;
    }
    dispatch({ type: "requested", answer: answer.body });
    setAsked(true);
    return answer.body;
  }, [asking, dispatch]);

  const deliver = useCallback(
    async (id: string, k: string, message: string, local: PanelMessage) => {
      const answer = await sendLiveMessage(id, k, message);
      if (answer.ok) {
        dispatch({ type: "stored", localId: local.id, message: answer.body.message });
      } else if (answer.code === "not_live") {
        // The person closed the chat meanwhile: the assistant answers it.
        dispatch({ type: "unsent", localId: local.id });
        update((s) => ({ ...s, live: { ...(s.live ?? NO_LIVE), state: "assistant", holder: null } }));
        if (toAssistant.current) {
          append(local);
          toAssistant.current(message, local);
          return;
        }
      } else if (answer.status === 429 && answer.code === CONVERSATION_FULL) {
        update((s) => ({ ...s, messages: s.messages.map((m) => (m.id === local.id ? { ...m, pending: false } : m)) }));
        append(
          { id: `${local.id}-full`, text: conversationFullText(contactEmail), isBot: true, timestamp: local.timestamp },
          undefined,
          true,
        );
      } else {
        dispatch({ type: "unsent", localId: local.id });
        setNotice(`Your message was not sent. ${answer.message}`);
        onUnsent?.(message);
      }
      end();
    },
    [append, contactEmail, dispatch, end, onUnsent, toAssistant, update],
  );

  /** To the person (or the team, while one is awaited). */
  const send = useCallback(
    (message: string, local: PanelMessage) => {
      setNotice(null);
      dispatch({ type: "local", message: local });
      const s = latest.current;
      void deliver(s.conversationId ?? "", s.live?.key ?? "", message, local);
    },
    [deliver, dispatch],
  );

  /** `/api/chat` said a person was asked for meanwhile (another tab): the message goes to the live chat. */
  const resend = useCallback(
    (message: string) => {
      void (async () => {
        const answer = await ask();
        const local: PanelMessage = {
          id: `${Date.now()}-resend`,
          text: message,
          isBot: false,
          timestamp: new Date().toISOString(),
        };
        if (!answer) {
          onUnsent?.(message);
          end();
          return;
        }
        dispatch({ type: "local", message: local });
        await deliver(answer.conversationId, answer.key, message, local);
      })();
    },
    [ask, deliver, dispatch, end, onUnsent],
  );

  return {
    state: live.state,
    holder: live.holder,
    withPerson,
    asking,
    notice,
    ask,
    send,
    resend,
  };
}
