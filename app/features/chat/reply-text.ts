import { EMPTY_REPLY } from "./chat-text";

// How a chat webhook's answer becomes the assistant's reply: the body is read as
// text and parsed as JSON if possible; the reply is `output`, else `response`, else `message`, else
// `text`, else the whole JSON, else the raw text. No content at all gives a short thank-you.

const FIELDS = ["output", "response", "message", "text"] as const;

function asText(value: unknown): string {
  if (typeof value === "string") return value;
  if (value == null) return "";
  return JSON.stringify(value);
}

function fromJson(data: unknown): string {
  // Automation tools (n8n, Make) often answer with a one-item array of their output object.
  const item = Array.isArray(data) && data.length === 1 ? data[0] : data;
  if (item && typeof item === "object" && !Array.isArray(item)) {
    for (const field of FIELDS) {
      const value = (item as Record<string, unknown>)[field];
      const text = asText(value).trim();
      if (text) return text;
    }
    // `{}` or only empty reply fields ({"output": ""}) carry no content.
    const keys = Object.keys(item);
    if (keys.every((k) => (FIELDS as readonly string[]).includes(k))) return "";
  }
  return asText(data).trim();
}

export function replyTextFrom(body: string): string {
  const raw = body.trim();
  if (!raw) return EMPTY_REPLY;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return raw;
  }
  return fromJson(data) || EMPTY_REPLY;
}
