import type { NextFunction, Request, Response } from "express";
import { requestSignals } from "../leads/attribution";
import { onError } from "../ops/on-error";
import { type ChatHooks, type ChatResult, chatRefusal } from "./chat-service";

// `POST /api/chat` as server-sent events, for a client whose Accept includes text/event-stream:
//   event: delta  data: {"text":"…"}   a cleaned piece of the model's reply, as it is written
//   event: done   data: {conversationId, reply: {id, text, timestamp}}   the whole stored reply
//   event: error  data: {"message":"…"}   only if something broke after the stream had started
// A bad message is still a 400 JSON answer, and a full conversation a 429: the stream starts only with
// the first piece to send.

export function wantsEventStream(req: Request): boolean {
  return /\btext\/event-stream\b/i.test(req.get("accept") ?? "");
}

type Handler = (body: unknown, hooks: ChatHooks) => Promise<ChatResult>;

export async function streamChat(req: Request, res: Response, next: NextFunction, handle: Handler) {
  let started = false;
  const send = (event: string, data: unknown) => {
    if (res.destroyed || res.writableEnded) return;
    if (!started) {
      started = true;
      res.status(200);
      res.setHeader("Content-Type", "text/event-stream; charset=utf-8");
      res.setHeader("Cache-Control", "no-cache");
      // nginx and similar proxies would otherwise hold the pieces back.
      res.setHeader("X-Accel-Buffering", "no");
    }
    res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    // The stream is gzipped like every answer; the compression middleware holds small writes back
    // until told to send them.
    (res as Response & { flush?: () => void }).flush?.();
  };

  try {
    const signals = requestSignals((h) => req.get(h), [req.get("host")]);
    const result = await handle(req.body, { onDelta: (text) => send("delta", { text }), signals });
    if (!result.ok) {
      if (!started) {
        const { status, body } = chatRefusal(result);
        res.status(status).json(body);
        return;
      }
      send("error", { message: "The message could not be read." });
    } else {
      send("done", result.response);
    }
    res.end();
  } catch (err) {
    if (!started) {
      next(err);
      return;
    }
    onError(err, { area: "chat", reqId: res.locals.reqId, path: "/api/chat" });
    send("error", { message: "The service is briefly unavailable. Please try again." });
    res.end();
  }
}
