import type { LiveMessage, LiveRequestAnswer } from "~/lib/live-chat-texts";

// The visitor's posts to the live chat (issue #40, app/lib/live-chat-contract.ts). Each answers the
// parsed body, or the server's own words when it refuses (4xx `{error: {message, code}}`).

export type LiveAnswer<T> = { ok: true; body: T } | { ok: false; status: number; code?: string; message: string };

export const LIVE_UNAVAILABLE = "We could not reach our team just now. Please try again in a moment.";

async function post<T>(path: string, body: unknown, keepalive = false): Promise<LiveAnswer<T>> {
  let res: Response;
  try {
    res = await fetch(path, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(body),
      keepalive,
    });
  } catch {
    return { ok: false, status: 0, message: LIVE_UNAVAILABLE };
  }
  if (res.ok) {
    if (res.status === 204) return { ok: true, body: undefined as T };
    try {
      return { ok: true, body: (await res.json()) as T };
    } catch {
      return { ok: false, status: res.status, message: LIVE_UNAVAILABLE };
    }
  }
  try {
    const { error } = (await res.json()) as { error?: { message?: string; code?: string } };
    return { ok: false, status: res.status, code: error?.code, message: error?.message || LIVE_UNAVAILABLE };
  } catch {
    return { ok: false, status: res.status, message: LIVE_UNAVAILABLE };
  }
}

export const requestPerson = (conversationId: string | null, key: string | null) =>
  post<LiveRequestAnswer & { conversationId: string }>("/api/chat/live/request", {
    ...(conversationId && { conversationId }),
    ...(key && { key }),
  });

export const sendLiveMessage = (conversationId: string, key: string, message: string) =>
  post<{ message: LiveMessage }>("/api/chat/live/message", { conversationId, key, message });

/** The panel closed while a person was awaited or held the chat: the team sees that the visitor left. */
export const leaveLive = (conversationId: string, key: string) =>
  post<void>("/api/chat/live/leave", { conversationId, key }, true);

export const liveStreamUrl = (conversationId: string, key: string) =>
  `/api/chat/live/stream?${new URLSearchParams({ conversationId, key })}`;
