import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { formatWhen, humanize } from "~/features/admin/shared/format";
import type { AuthorKind, LiveConversationDetail, LiveInbox, LiveMessage } from "~/lib/live-chat-texts";
import { LIVE_MESSAGE_MAX } from "~/lib/live-chat-texts";
import { teamApi } from "./inbox-api";

// One conversation: who the visitor is and where they came from, the lead behind it, the whole
// transcript with who wrote each message and from which source, and what the team can do with it.
// Everything typed (by the visitor or the team) is shown as text.

const SOURCE: Record<AuthorKind, string> = {
  visitor: "Visitor",
  assistant: "Assistant",
  model: "Assistant (language model)",
  webhook: "Assistant (webhook)",
  person: "Team",
  system: "Notice",
};

/** "Priya (team)", "Visitor", "Assistant (webhook)". */
export const authorLabel = (m: Pick<LiveMessage, "authorKind" | "authorName">) =>
  m.authorKind === "person" ? `${m.authorName ?? "A colleague"} (team)` : (SOURCE[m.authorKind] ?? "Unknown");

/** The team's typing note at most this often while they write. */
const TYPING_EVERY_MS = 3000;

type Act = (run: () => Promise<{ ok: boolean; message?: string }>) => Promise<boolean>;

function Facts({ detail }: { detail: LiveConversationDetail }) {
  const { contact } = detail.item;
  const attribution = Object.entries(detail.attribution ?? {}).filter(([, v]) => v);
  const { lead } = detail;
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
      <dt className="font-semibold text-slate-900">Contact</dt>
      <dd className="text-slate-700">
        {[contact.name, contact.email, contact.phone].filter(Boolean).join(" · ") || "None given yet"}
      </dd>
      <dt className="font-semibold text-slate-900">Came from</dt>
      <dd className="text-slate-700">
        {attribution.length ? attribution.map(([k, v]) => `${humanize(k)}: ${v}`).join(" · ") : "Not known"}
      </dd>
      <dt className="font-semibold text-slate-900">Lead</dt>
      <dd className="text-slate-700">
        {lead ? (
          <>
            <Link to={`/admin/leads/${lead.id}`} className="font-semibold text-brand-700 underline underline-offset-2">
              Open the lead
            </Link>{" "}
            ({humanize(lead.status)}
            {lead.score !== null && `, score ${lead.score}`}
            {lead.booking &&
              `, call ${formatWhen(lead.booking.startsAt)} ${humanize(lead.booking.status).toLowerCase()}`}
            )
          </>
        ) : (
          "No lead yet"
        )}
      </dd>
    </dl>
  );
}

function Transcript({ messages }: { messages: LiveMessage[] }) {
  return (
    <div
      role="log"
      aria-live="polite"
      aria-label="Transcript"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
      className="mt-4 max-h-[28rem] overflow-y-auto rounded-lg border border-slate-200 p-3"
    >
      <ol className="grid gap-3 text-sm">
        {messages.map((m) => (
          <li key={m.id} className={m.authorKind === "visitor" ? "pr-8" : "pl-8"}>
            <span className="block text-xs text-slate-700">
              <span className="font-semibold text-slate-900">{authorLabel(m)}</span> · {formatWhen(m.timestamp)}
            </span>
            <span
              className={`mt-0.5 block whitespace-pre-wrap break-words rounded-lg px-3 py-2 ${
                m.authorKind === "visitor" ? "bg-slate-100" : m.authorKind === "person" ? "bg-amber-50" : "bg-brand-50"
              }`}
            >
              {m.text}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}

function ReplyForm({ id, act, focus }: { id: string; act: Act; focus: boolean }) {
  const [text, setText] = useState("");
  const [busy, setBusy] = useState(false);
  const lastTyping = useRef(0);
  const box = useRef<HTMLTextAreaElement>(null);
  const ids = useId();
  // Just claimed here: the Claim button is gone, the cursor goes on to the reply.
  useEffect(() => {
    if (focus) box.current?.focus();
  }, [focus]);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const t = text.trim();
    if (!t || busy) return;
    setBusy(true);
    if (await act(() => teamApi.reply(id, t))) setText("");
    setBusy(false);
  };
  const onChange = (value: string) => {
    setText(value);
    if (Date.now() - lastTyping.current > TYPING_EVERY_MS) {
      lastTyping.current = Date.now();
      void teamApi.typing(id);
    }
  };
  return (
    <form onSubmit={submit} className="mt-4 grid gap-2">
      <label htmlFor={`${ids}-reply`} className="font-semibold text-slate-900">
        Reply to the visitor
      </label>
      <textarea
        ref={box}
        id={`${ids}-reply`}
        rows={3}
        maxLength={LIVE_MESSAGE_MAX}
        value={text}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) void submit(e);
        }}
        className="rounded-lg border border-slate-400 px-3 py-2 text-sm"
      />
      <div>
        <button type="submit" className="btn-primary" disabled={busy || !text.trim()}>
          Send reply
        </button>
      </div>
    </form>
  );
}

export function ConversationView({
  detail,
  me,
  online,
  act,
}: {
  detail: LiveConversationDetail;
  me: LiveInbox["me"];
  online: LiveInbox["online"];
  act: Act;
}) {
  const { item } = detail;
  const id = item.conversationId;
  const mine = item.state === "held" && item.holder?.userId === me.userId;
  const colleagues = online.filter((o) => o.userId !== me.userId);
  const [to, setTo] = useState("");
  const [claimed, setClaimed] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const ids = useId();
  // A button that did its job disappears: the keyboard's place moves on instead of falling to the page.
  const claim = async () => setClaimed(await act(() => teamApi.claim(id)));
  const letGo = async (run: () => Promise<{ ok: boolean; message?: string }>) => {
    if (await act(run)) heading.current?.focus();
  };
  const stateText =
    item.state === "waiting"
      ? `Waiting for a person since ${formatWhen(item.requestedAt)}`
      : item.state === "held"
        ? mine
          ? "You are in this conversation"
          : `${item.holder?.firstName ?? "A colleague"} is in this conversation`
        : item.state === "offline"
          ? "Nobody could join: the visitor was told when the team is back"
          : "Back with the assistant";
  return (
    <section aria-labelledby={`${ids}-title`} className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 ref={heading} tabIndex={-1} id={`${ids}-title`} className="text-lg font-semibold text-slate-900 outline-none">
        Conversation with {item.contact.name ?? item.contact.email ?? "a visitor"}
      </h2>
      <p className="mb-3 text-sm text-slate-700">
        {stateText}
        {item.visitorLeft && ". The visitor has left the chat."}
      </p>
      <Facts detail={detail} />
      <div className="mt-4 flex flex-wrap items-end gap-2">
        {item.state === "waiting" && (
          <button type="button" className="btn-primary" onClick={() => void claim()}>
            Claim
          </button>
        )}
        {mine && (
          <>
            <button type="button" className="btn-secondary" onClick={() => void letGo(() => teamApi.close(id))}>
              Close and hand back to the assistant
            </button>
            {colleagues.length > 0 && (
              <div className="flex flex-wrap items-end gap-2">
                <label className="grid text-sm">
                  <span className="font-semibold text-slate-900">Hand to a colleague</span>
                  <select
                    value={to}
                    onChange={(e) => setTo(e.target.value)}
                    className="rounded-lg border border-slate-400 px-2 py-2"
                  >
                    <option value="">Choose who is online…</option>
                    {colleagues.map((c) => (
                      <option key={c.userId} value={c.userId}>
                        {c.firstName}
                      </option>
                    ))}
                  </select>
                </label>
                <button
                  type="button"
                  className="btn-secondary"
                  disabled={!to}
                  onClick={() => void letGo(() => teamApi.handover(id, to))}
                >
                  Hand over
                </button>
              </div>
            )}
          </>
        )}
      </div>
      <Transcript messages={detail.messages} />
      {mine && <ReplyForm id={id} act={act} focus={claimed} />}
    </section>
  );
}
