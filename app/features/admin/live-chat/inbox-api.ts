import type { LiveConversationDetail, LiveInbox } from "~/lib/live-chat-texts";

// The live inbox's calls to /api/admin/live (app/lib/live-chat-contract.ts). The session cookie goes
// with them; a refusal answers the server's own words.

export type TeamAnswer<T> = { ok: true; body: T } | { ok: false; status: number; message: string };

const UNAVAILABLE = "The live chat could not be reached. Please try again.";
const BASE = "/api/admin/live";

async function call<T>(path: string, init?: RequestInit): Promise<TeamAnswer<T>> {
  try {
    const res = await fetch(`${BASE}${path}`, {
      ...init,
      headers: { Accept: "application/json", ...(init?.body ? { "Content-Type": "application/json" } : {}) },
    });
    if (res.ok) return { ok: true, body: (res.status === 204 ? undefined : await res.json()) as T };
    const body = (await res.json().catch(() => null)) as { error?: { message?: string } } | null;
    return { ok: false, status: res.status, message: body?.error?.message || UNAVAILABLE };
  } catch {
    return { ok: false, status: 0, message: UNAVAILABLE };
  }
}

const post = <T>(path: string, body: unknown = {}) => call<T>(path, { method: "POST", body: JSON.stringify(body) });
const conv = (id: string) => `/conversations/${encodeURIComponent(id)}`;

export const teamApi = {
  inbox: () => call<LiveInbox>("/inbox"),
  detail: (id: string) => call<LiveConversationDetail>(conv(id)),
  claim: (id: string) => post(`${conv(id)}/claim`),
  reply: (id: string, text: string) => post(`${conv(id)}/reply`, { text }),
  handover: (id: string, userId: string) => post(`${conv(id)}/handover`, { userId }),
  close: (id: string) => post(`${conv(id)}/close`),
  typing: (id: string) => post(`${conv(id)}/typing`),
  streamUrl: `${BASE}/stream`,
};
