import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import { openLiveStream } from "~/lib/live-chat-stream";
import type { LiveInbox } from "~/lib/live-chat-texts";
import { teamApi } from "./inbox-api";
import { type InboxAction, type InboxView, inboxReducer, newlyWaiting } from "./inbox-reducer";

// The inbox's data: the lists, the open conversation, the team's stream (while it is open this member
// counts as online: the server refreshes their presence with each heartbeat), and a silent browser
// notification for each new waiting conversation, only where the browser already allows them: the
// inbox never asks on its own (a button does, when pressed).

const EMPTY: LiveInbox = { waiting: [], held: [], recent: [], online: [], me: { userId: "", firstName: "" } };

function reduce(view: InboxView & { loaded: boolean }, action: InboxAction | { type: "loaded" }) {
  if (action.type === "loaded") return { ...view, loaded: true };
  return { ...inboxReducer(view, action), loaded: view.loaded || action.type === "inbox" };
}

function notify(title: string, body: string, tag: string) {
  if (typeof Notification === "undefined" || Notification.permission !== "granted") return;
  try {
    new Notification(title, { body, tag, silent: true });
  } catch {
    // Some browsers allow notifications only from a service worker: the badge and the live region remain.
  }
}

export function useInbox(selected: string | null) {
  const [view, dispatch] = useReducer(reduce, { inbox: EMPTY, detail: null, loaded: false });
  const [error, setError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const [signedOut, setSignedOut] = useState(false);
  const [connected, setConnected] = useState(false);
  const selectedRef = useRef(selected);
  selectedRef.current = selected;

  const refresh = useCallback(async () => {
    const [inbox, detail] = await Promise.all([
      teamApi.inbox(),
      selectedRef.current ? teamApi.detail(selectedRef.current) : Promise.resolve(null),
    ]);
    if (inbox.ok) dispatch({ type: "inbox", inbox: inbox.body });
    else setError(inbox.message);
    if (detail) dispatch({ type: "detail", detail: detail.ok ? detail.body : null });
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new conversation opened: load it
  useEffect(() => {
    void refresh();
  }, [selected, refresh]);

  useEffect(() => {
    const stop = openLiveStream(
      teamApi.streamUrl,
      (e) => {
        if (e.name === "bye" && (e.data as { reason?: string } | null)?.reason === "signed_out") {
          stop();
          setSignedOut(true);
          return;
        }
        dispatch({ type: "event", name: e.name, data: e.data });
      },
      // Connected again after a drop: what changed meanwhile comes from the lists, not from memory.
      (open) => {
        setConnected(open);
        if (open) void refresh();
      },
    );
    return stop;
  }, [refresh]);

  // One notification and one announcement per conversation that starts waiting (not for the first load).
  const seen = useRef<LiveInbox | null>(null);
  useEffect(() => {
    if (!view.loaded) return;
    const before = seen.current;
    seen.current = view.inbox;
    if (!before) return;
    const fresh = newlyWaiting(before, view.inbox);
    if (!fresh.length) return;
    setAnnouncement(
      fresh.length === 1 ? "A visitor is waiting for a person." : `${fresh.length} visitors are waiting for a person.`,
    );
    for (const item of fresh) notify("A visitor is waiting for a person", item.preview, item.conversationId);
  }, [view.inbox, view.loaded]);

  /** Runs a team action; its refusal is shown, and the lists and the open conversation are read again. */
  const act = useCallback(
    async (run: () => Promise<{ ok: boolean; message?: string }>) => {
      setError(null);
      const answer = await run();
      if (!answer.ok) setError(answer.message ?? "That did not work. Please try again.");
      await refresh();
      return answer.ok;
    },
    [refresh],
  );

  return { ...view, error, announcement, signedOut, connected, act };
}
