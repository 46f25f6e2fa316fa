import { Bot, SendHorizontal, UserRound, X } from "lucide-react";
import { type FormEvent, type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from "react";
import { LIVE_TEXTS } from "~/lib/live-chat-texts";
import { useSite } from "~/lib/public-settings";
import { MAX_MESSAGE_LENGTH } from "./chat-text";
import { formatMessage } from "./format-message";
import type { PanelMessage } from "./live-reducer";
import { useChat } from "./use-chat";

// The chat assistant's panel, 320 × 384 px. Loaded only when the contact menu opens, so none of
// this is in a page's first JavaScript.

const timeFormat = new Intl.DateTimeFormat("en-IN", { hour: "numeric", minute: "2-digit" });

function Message({ message, botName }: { message: PanelMessage; botName: string }) {
  const time = new Date(message.timestamp);
  // The team's notices (connecting, joined, offline) sit in the middle of the log, in plain words.
  if (message.author === "system")
    return (
      <li className="px-2 text-center text-xs text-slate-700">
        <span className="whitespace-pre-wrap">{message.text}</span>
      </li>
    );
  const person = message.author === "person";
  const who = person ? `${message.authorName ?? "Our team"} from our team` : message.isBot ? botName : "You";
  return (
    <li className={`flex flex-col ${message.isBot ? "items-start" : "items-end"}`}>
      {person && (
        <span aria-hidden="true" className="mb-0.5 px-1 text-xs font-semibold text-slate-700">
          {message.authorName ?? "Our team"}
        </span>
      )}
      <div
        className={`max-w-[85%] break-words rounded-2xl px-3 py-2 ${
          person
            ? "rounded-tl-none bg-amber-50 text-slate-900 ring-1 ring-amber-200"
            : message.isBot
              ? "rounded-tl-none bg-slate-100 text-slate-900"
              : "rounded-tr-none bg-brand-700 text-white"
        }`}
      >
        <span className="sr-only">{who}: </span>
        {/* Only the assistant's replies carry Markdown; what people type is shown as typed. */}
        {message.isBot && !person ? (
          formatMessage(message.text)
        ) : (
          <span className="whitespace-pre-wrap">{message.text}</span>
        )}
      </div>
      {message.pending ? (
        <span className="mt-0.5 px-1 text-xs text-slate-600">Sending…</span>
      ) : (
        !Number.isNaN(time.getTime()) && (
          <time dateTime={message.timestamp} className="mt-0.5 px-1 text-xs text-slate-600">
            {timeFormat.format(time)}
          </time>
        )
      )}
    </li>
  );
}

/**
 * A reply while the model writes it: shown as it grows, hidden from screen readers so the log
 * announces the finished reply once (it replaces this bubble) instead of every piece. Links become
 * plain words until then, so nothing hidden can take the keyboard focus.
 */
function StreamingReply({ text }: { text: string }) {
  return (
    <li aria-hidden="true" data-streaming="" className="flex flex-col items-start">
      <div className="max-w-[85%] break-words rounded-2xl rounded-tl-none bg-slate-100 px-3 py-2 text-slate-900">
        {formatMessage(text.replace(/\[([^\]\n]*)\]\([^)\s]*\)/g, "$1"))}
      </div>
    </li>
  );
}

export function ChatPanel({ onClose }: { onClose: () => void }) {
  const site = useSite();
  const botName = `${site.brandShortName} Assistant`;
  const [draft, setDraft] = useState("");
  // A message the server did not take goes back into an empty input, so nothing typed is lost.
  const onUnsent = useCallback((text: string) => setDraft((d) => d || text), []);
  const { messages, pending, streaming, full, send, startNew, live } = useChat(site.contact.email, onUnsent);
  const input = useRef<HTMLTextAreaElement>(null);
  const log = useRef<HTMLOListElement>(null);
  const ids = useId();

  useEffect(() => {
    input.current?.focus();
    const onKey = (e: globalThis.KeyboardEvent) => e.key === "Escape" && onClose();
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [onClose]);

  // Keep the newest message in view (also after a reload restores a long conversation).
  const count = messages.length;
  const streamed = streaming?.length ?? 0;
  useEffect(() => {
    if (count || streamed) log.current?.lastElementChild?.scrollIntoView({ block: "end" });
  }, [count, streamed]);

  const submit = () => {
    if (send(draft)) setDraft("");
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    submit();
  };
  // Enter sends; Shift+Enter is a new line.
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      submit();
    }
  };
  const canSend = draft.trim() !== "" && !pending && !full;
  const canAsk = !full && (live.state === "assistant" || live.state === "offline");
  // Asked in words: the assistant's reply offers the button, which then stands out.
  const offered = canAsk && Boolean(messages.at(-1)?.offer);
  // The button goes away once a person is asked for: the cursor goes on to the message box.
  const askPerson = async () => {
    if (await live.ask()) input.current?.focus();
  };
  // The log has announced that the conversation is full; a new one starts with the cursor in the input.
  const startNewChat = () => {
    startNew();
    input.current?.focus();
  };

  return (
    <section
      role="dialog"
      aria-labelledby={`${ids}-title`}
      className="fixed bottom-24 right-6 z-50 flex h-96 w-80 max-w-[calc(100vw-2rem)] flex-col overflow-hidden rounded-2xl bg-white shadow-2xl ring-1 ring-slate-200"
    >
      <header className="flex items-center justify-between bg-gradient-to-r from-brand-700 to-cyan-700 px-4 py-3 text-white">
        <h2 id={`${ids}-title`} className="flex items-center gap-2 font-semibold">
          <Bot aria-hidden="true" className="size-5" /> {botName}
        </h2>
        {live.state === "held" && live.holder && (
          <p className="ml-auto mr-2 flex items-center gap-1 truncate text-xs">
            <UserRound aria-hidden="true" className="size-4" /> with {live.holder}
          </p>
        )}
        <button type="button" onClick={onClose} aria-label="Close chat" className="rounded p-1 hover:bg-white/20">
          <X aria-hidden="true" className="size-5" />
        </button>
      </header>
      <div
        role="log"
        aria-live="polite"
        aria-label="Conversation"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
        className="flex-1 overflow-y-auto p-4 text-sm"
      >
        <ol ref={log} className="space-y-3">
          {messages.map((m) => (
            <Message key={m.id} message={m} botName={botName} />
          ))}
          {streaming !== null && <StreamingReply text={streaming} />}
        </ol>
      </div>
      <div className="flex min-h-5 items-center justify-between gap-2 px-4 text-xs">
        <p role="status" className="text-slate-600">
          {live.notice ??
            ((live.typing || (pending && !live.withPerson)) && (
              <>
                {live.typing ?? botName} is typing
                <span aria-hidden="true" className="animate-pulse">
                  …
                </span>
              </>
            ))}
        </p>
        {canAsk && (
          <button
            type="button"
            onClick={askPerson}
            disabled={live.asking}
            className={`my-1 shrink-0 rounded-full px-2.5 py-1 font-semibold focus:outline-2 focus:outline-brand-700 ${
              offered
                ? "bg-brand-700 text-white hover:bg-brand-800"
                : "border border-brand-700 text-brand-800 hover:bg-brand-50"
            }`}
          >
            {LIVE_TEXTS.button}
          </button>
        )}
      </div>
      {full && (
        <div className="px-4 pb-2">
          <button
            type="button"
            onClick={startNewChat}
            className="w-full rounded-lg border border-brand-700 px-3 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50 focus:outline-2 focus:outline-brand-700"
          >
            Start a new chat
          </button>
        </div>
      )}
      <form onSubmit={onSubmit} className="flex items-end gap-2 border-t border-slate-200 p-2">
        <label htmlFor={`${ids}-input`} className="sr-only">
          Your message
        </label>
        <textarea
          ref={input}
          id={`${ids}-input`}
          rows={2}
          maxLength={MAX_MESSAGE_LENGTH}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder="Type your message…"
          className="max-h-24 min-h-10 flex-1 resize-none rounded-lg border border-slate-400 px-3 py-2 text-sm text-slate-900 placeholder:text-slate-600 focus:border-brand-700 focus:outline-2 focus:outline-brand-700"
        />
        <button
          type="submit"
          aria-label="Send message"
          disabled={!canSend}
          className="grid size-10 place-items-center rounded-full bg-brand-700 text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-slate-400"
        >
          <SendHorizontal aria-hidden="true" className="size-5" />
        </button>
      </form>
    </section>
  );
}
