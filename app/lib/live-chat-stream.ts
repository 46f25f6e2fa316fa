import { LIVE_EVENTS } from "~/lib/live-chat-texts";

// A live chat stream (issue #40), the visitor's or the team's: an EventSource. It reconnects on its own after a
// dropped connection, sending Last-Event-ID, so the server replays only what was missed. When the server
// refuses or the browser gives up (readyState CLOSED), a new one is opened after a pause: it cannot send
// Last-Event-ID, so the server replays everything and the reducer skips what was applied already.

/**
 * The visitor's numbered events. Typing, ping and bye carry no id of their own (EventSource repeats the last
 * one on them), and the team's inbox rows replace each other, so only these are skipped by number.
 */
export const NUMBERED_EVENTS: ReadonlySet<string> = new Set(["message", "state", "joined", "left"]);

/** The SSE id of an event as the reducer takes it: a positive integer for a numbered event, else null. */
export function eventNumber(name: string, lastEventId: string): number | null {
  if (!NUMBERED_EVENTS.has(name) || !/^\d{1,15}$/.test(lastEventId)) return null;
  const n = Number(lastEventId);
  return n > 0 ? n : null;
}

export interface LiveStreamEvent {
  id: number | null;
  name: string;
  data: unknown;
}

const RETRY_MS = 5_000;

export function openLiveStream(
  url: string,
  onEvent: (e: LiveStreamEvent) => void,
  onOpen: (open: boolean) => void,
): () => void {
  let source: EventSource | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const listener = (name: string) => (e: Event) => {
    const m = e as MessageEvent<string>;
    let data: unknown = null;
    try {
      data = JSON.parse(m.data);
    } catch {
      return;
    }
    onEvent({ id: eventNumber(name, m.lastEventId), name, data });
  };

  const connect = () => {
    if (stopped) return;
    const s = new EventSource(url);
    source = s;
    for (const name of Object.values(LIVE_EVENTS)) s.addEventListener(name, listener(name));
    s.onopen = () => onOpen(true);
    s.onerror = () => {
      onOpen(false);
      if (s.readyState !== EventSource.CLOSED) return;
      retry = setTimeout(connect, RETRY_MS);
    };
  };
  connect();

  return () => {
    stopped = true;
    clearTimeout(retry);
    source?.close();
  };
}
