import type { ChatCompletionMessage } from "./llm-prompt";

// One streamed call to an OpenAI-compatible chat completions API (OpenAI, Ollama, vLLM, LM Studio...):
// POST <base>/chat/completions with stream: true, read as server-sent events, one text piece per
// `choices[0].delta.content`, until `data: [DONE]` or the end of the body.

export interface LlmEndpoint {
  /** Base URL, e.g. https://api.openai.com/v1. */
  url: string;
  model: string;
  /** Empty for a local model without a key. */
  apiKey: string;
  maxTokens: number;
}

export class LlmError extends Error {
  override name = "LlmError";
}

export function completionsUrl(base: string): string {
  return `${base.replace(/\/+$/, "")}/chat/completions`;
}

/** Host and path only, so a key in the query string never reaches the logs. */
export function describeEndpoint(base: string): string {
  try {
    const u = new URL(base);
    return `${u.host}${u.pathname}`;
  } catch {
    return "the language model";
  }
}

function contentOf(data: unknown, field: "delta" | "message"): string {
  const choice = (data as { choices?: { delta?: { content?: unknown }; message?: { content?: unknown } }[] })
    ?.choices?.[0];
  const content = choice?.[field]?.content;
  return typeof content === "string" ? content : "";
}

/** The text pieces of the reply as they arrive; throws LlmError on a refused call, AbortError on the signal. */
export async function* streamCompletion(
  endpoint: LlmEndpoint,
  messages: ChatCompletionMessage[],
  signal: AbortSignal,
): AsyncGenerator<string> {
  const res = await fetch(completionsUrl(endpoint.url), {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Accept: "text/event-stream",
      ...(endpoint.apiKey ? { Authorization: `Bearer ${endpoint.apiKey}` } : {}),
    },
    body: JSON.stringify({
      model: endpoint.model,
      messages,
      stream: true,
      max_tokens: endpoint.maxTokens,
      temperature: 0.2,
    }),
    signal,
    redirect: "error",
  });
  if (!res.ok || !res.body) {
    await res.body?.cancel();
    throw new LlmError(`status ${res.status}`);
  }
  // A server that ignores `stream` answers with one JSON completion.
  if (res.headers.get("content-type")?.includes("application/json")) {
    const text = contentOf(await res.json(), "message");
    if (text) yield text;
    return;
  }

  const decoder = new TextDecoder();
  let buffer = "";
  const reader = res.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let newline = buffer.indexOf("\n");
      while (newline >= 0) {
        const line = buffer.slice(0, newline).replace(/\r$/, "");
        buffer = buffer.slice(newline + 1);
        newline = buffer.indexOf("\n");
        if (!line.startsWith("data:")) continue;
        const data = line.slice(5).trim();
        if (data === "[DONE]") return;
        let parsed: unknown;
        try {
          parsed = JSON.parse(data);
        } catch {
          continue;
        }
        if ((parsed as { error?: unknown })?.error) throw new LlmError("error event in the stream");
        const piece = contentOf(parsed, "delta");
        if (piece) yield piece;
      }
    }
  } finally {
    // Stops the transfer when the caller stops early (time limit, reply too long).
    await reader.cancel().catch(() => {});
  }
}
