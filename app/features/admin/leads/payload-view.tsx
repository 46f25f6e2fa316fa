import { formatWhen, humanize } from "~/features/admin/shared/format";

// Everything a visitor sent, readable: nested report inputs and results as nested lists, the chat
// transcript as a conversation. Every value is rendered as text (React escapes it).

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const isObject = (v: unknown): v is Record<string, Json> => typeof v === "object" && v !== null && !Array.isArray(v);

function Value({ value }: { value: Json }) {
  if (value === null || value === "") return <span className="text-slate-500">—</span>;
  if (typeof value === "boolean") return <>{value ? "Yes" : "No"}</>;
  if (typeof value === "number" || typeof value === "string")
    return <span className="whitespace-pre-wrap break-words">{String(value)}</span>;
  if (Array.isArray(value)) {
    if (value.every((v) => !isObject(v) && !Array.isArray(v))) return <>{value.map(String).join(", ") || "—"}</>;
    return (
      <ol className="list-decimal space-y-2 pl-5">
        {value.map((v, i) => (
          <li key={i}>
            <Value value={v} />
          </li>
        ))}
      </ol>
    );
  }
  return <Fields data={value} />;
}

function Fields({ data }: { data: Record<string, Json> }) {
  return (
    <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[12rem_1fr]">
      {Object.entries(data).map(([k, v]) => (
        <div key={k} className="contents">
          <dt className="font-medium text-slate-700">{humanize(k)}</dt>
          <dd className="text-slate-900">
            <Value value={v} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

interface Message {
  text: string;
  fromBot: boolean;
  at?: string;
  /** Who wrote an assistant reply, in words; undefined for the visitor and for older replies. */
  source?: string;
}

/** The chat's reply sources (stored per reply) as the sales team reads them. */
const SOURCE_LABELS: Record<string, string> = {
  webhook: "webhook",
  model: "language model",
  site: "site search",
  offline: "offline text",
};

/** Accepts {text|message|content, isBot|role|from, timestamp|at, source} shapes. */
export function toMessages(transcript: unknown): Message[] {
  if (!Array.isArray(transcript)) return [];
  return transcript.filter(isObject).map((m) => {
    const text = m.text ?? m.message ?? m.content ?? "";
    const role = String(m.role ?? m.from ?? "");
    const fromBot = m.isBot === true || role === "bot" || role === "assistant";
    const source =
      fromBot && typeof m.source === "string" && Object.hasOwn(SOURCE_LABELS, m.source)
        ? SOURCE_LABELS[m.source]
        : undefined;
    return {
      text: typeof text === "string" ? text : JSON.stringify(text),
      fromBot,
      at: typeof (m.timestamp ?? m.at) === "string" ? String(m.timestamp ?? m.at) : undefined,
      ...(source ? { source } : {}),
    };
  });
}

export function PayloadView({ payload }: { payload: unknown }) {
  if (!isObject(payload)) return <p className="whitespace-pre-wrap">{String(payload ?? "")}</p>;
  const { transcript, ...rest } = payload;
  const messages = toMessages(transcript);
  return (
    <div className="space-y-6">
      <Fields data={rest} />
      {messages.length > 0 && (
        <div>
          <h3 className="text-lg font-semibold text-slate-900">Chat transcript</h3>
          <ol className="mt-3 space-y-2">
            {messages.map((m, i) => (
              <li
                key={i}
                className={`max-w-prose rounded-lg p-3 ${m.fromBot ? "bg-slate-100" : "ml-auto bg-brand-50"}`}
              >
                <p className="text-xs font-semibold text-slate-700">
                  {m.fromBot ? "Assistant" : "Visitor"}
                  {m.source && ` (${m.source})`}
                  {m.at && ` · ${formatWhen(m.at)}`}
                </p>
                <p className="mt-1 whitespace-pre-wrap break-words text-slate-900">{m.text}</p>
              </li>
            ))}
          </ol>
        </div>
      )}
    </div>
  );
}
