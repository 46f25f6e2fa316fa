import type { Db } from "../db/schema";
import { countHit } from "../http/rate-limit";
import { logger } from "../ops/logger";
import { describeEndpoint, type LlmEndpoint, streamCompletion } from "./llm-client";
import { buildChatMessages, linkablePaths } from "./llm-prompt";
import type { Passage } from "./passages";
import { createStreamSanitizer } from "./stream-sanitizer";

// The optional language model as a chat source: grounded in the site passages, held to a daily
// number of calls shared by every replica (a counter in the rate_limits table), given a time limit
// for its first words and between its pieces, and cleaned while it streams. Null means "not
// answered": the caller goes on to the built-in answerer.

export interface LlmOptions extends LlmEndpoint {
  timeoutMs: number;
  /** Calls per UTC day, all replicas together; 0: never call. */
  dailyLimit: number;
}

/** A reply longer than this is cut: the panel is 320 pixels wide. */
export const MAX_MODEL_REPLY_CHARS = 4000;

const DAY_SECONDS = 86_400;
const DAILY_KEY = "chat-llm:day";

/** Counts one model call for today (UTC); false once today's calls reach the limit. */
export async function takeDailyCall(db: Db, limit: number, now = Date.now()): Promise<boolean> {
  if (limit <= 0) return false;
  const { count } = await countHit(db, DAILY_KEY, DAY_SECONDS, now);
  return count <= limit;
}

export interface LlmAnswerer {
  /**
   * The model's reply from these passages, or null (no passages, the day's calls used up, a failure,
   * or the time limit before any words). `onDelta` gets each cleaned piece as it may be shown.
   */
  answer(passages: Passage[], question: string, onDelta?: (piece: string) => void): Promise<string | null>;
}

export function createLlmAnswerer(db: Db, options: LlmOptions, brandName: string): LlmAnswerer {
  const where = describeEndpoint(options.url);

  return {
    async answer(passages, question, onDelta) {
      if (!passages.length) return null;
      if (!(await takeDailyCall(db, options.dailyLimit))) {
        logger("chat").warn("the daily limit of model calls is reached; answering from the site");
        return null;
      }
      const controller = new AbortController();
      let timer: NodeJS.Timeout | undefined;
      const arm = () => {
        clearTimeout(timer);
        timer = setTimeout(() => controller.abort(), options.timeoutMs);
      };
      const sanitizer = createStreamSanitizer(linkablePaths(passages));
      let text = "";
      let shown = 0;
      // Leading blank lines are held until the first words, so the panel never shows an empty bubble.
      const show = (safe: string) => {
        text += safe;
        const visible = text.trimStart();
        if (!visible) return;
        const start = text.length - visible.length;
        const piece = text.slice(Math.max(start, shown));
        shown = text.length;
        if (piece) onDelta?.(piece);
      };

      arm();
      try {
        for await (const piece of streamCompletion(
          options,
          buildChatMessages(brandName, passages, question),
          controller.signal,
        )) {
          arm();
          show(sanitizer.push(piece));
          if (text.length >= MAX_MODEL_REPLY_CHARS) break;
        }
        show(sanitizer.end());
      } catch (err) {
        const reason = controller.signal.aborted ? "time limit" : (err as Error).message || (err as Error).name;
        logger("chat").warn(
          `model at ${where} failed (${reason})${text.trim() ? "; keeping its words so far" : "; answering from the site"}`,
        );
      } finally {
        clearTimeout(timer);
      }
      const reply = text.trim().slice(0, MAX_MODEL_REPLY_CHARS);
      return reply || null;
    },
  };
}
