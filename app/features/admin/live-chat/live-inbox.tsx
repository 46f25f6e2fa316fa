import { Bell } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { Panel } from "~/features/admin/shared/panel";
import { TabPage } from "~/features/admin/shared/tab-page";
import type { LiveInboxItem } from "~/lib/live-chat-texts";
import { ConversationView } from "./conversation-view";
import { useInbox } from "./use-inbox";

// The live inbox (issue #40): conversations waiting for a person (oldest first, with the wait), those
// each team member holds, and recent ones; the chosen one (?c=<id>) opens on the right with its whole
// transcript. While this page is open its member counts as online for the visitors' handover.

/** "45 s", "3 min", "1 h 5 min": how long the visitor has waited. */
export function waitText(fromIso: string | null, nowMs: number): string {
  const t = fromIso ? Date.parse(fromIso) : Number.NaN;
  if (Number.isNaN(t)) return "";
  const s = Math.max(0, Math.floor((nowMs - t) / 1000));
  if (s < 60) return `${s} s`;
  const m = Math.floor(s / 60);
  return m < 60 ? `${m} min` : `${Math.floor(m / 60)} h ${m % 60} min`;
}

/** Who the visitor is, as far as the chat knows. */
export const visitorName = (item: LiveInboxItem) => item.contact.name ?? item.contact.email ?? "Visitor";

function useNow(everyMs: number) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(t);
  }, [everyMs]);
  return now;
}

function Row({ item, note, current }: { item: LiveInboxItem; note: string; current: boolean }) {
  return (
    <li>
      <Link
        to={`?c=${encodeURIComponent(item.conversationId)}`}
        aria-current={current ? "true" : undefined}
        className={`block rounded-lg border px-3 py-2 text-sm hover:bg-slate-50 ${
          current ? "border-brand-700 bg-brand-50" : "border-slate-200"
        }`}
      >
        <span className="flex justify-between gap-2">
          <span className="font-semibold text-slate-900">{visitorName(item)}</span>
          <span className="shrink-0 text-slate-700">{note}</span>
        </span>
        <span className="mt-0.5 block truncate text-slate-700">{item.preview}</span>
        {item.visitorLeft && <span className="text-xs font-semibold text-slate-700">Visitor left</span>}
      </Link>
    </li>
  );
}

function List({
  id,
  title,
  items,
  note,
  current,
  empty,
}: {
  id: string;
  title: string;
  items: LiveInboxItem[];
  note: (i: LiveInboxItem) => string;
  current: string | null;
  empty: string;
}) {
  return (
    <Panel id={id} title={title}>
      {items.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">{empty}</p>
      ) : (
        <ul className="mt-3 grid gap-2">
          {items.map((i) => (
            <Row key={i.conversationId} item={i} note={note(i)} current={i.conversationId === current} />
          ))}
        </ul>
      )}
    </Panel>
  );
}

export function LiveInboxPage() {
  const [params] = useSearchParams();
  const selected = params.get("c");
  const { inbox, detail, loaded, error, announcement, signedOut, connected, act } = useInbox(selected);
  const now = useNow(10_000);
  const waiting = inbox.waiting.length;
  const [permission, setPermission] = useState<string>("unsupported");
  useEffect(() => setPermission(typeof Notification === "undefined" ? "unsupported" : Notification.permission), []);

  // The count in the browser tab's title too: a badge the team sees from another tab.
  useEffect(() => {
    const base = document.title.replace(/^\(\d+\) /, "");
    document.title = waiting ? `(${waiting}) ${base}` : base;
  }, [waiting]);

  return (
    <TabPage
      title={
        <>
          Live chat{" "}
          {waiting > 0 && (
            <span className="ml-2 rounded-full bg-red-700 px-2 py-0.5 align-middle text-sm font-bold text-white">
              {waiting}
              <span className="sr-only"> waiting</span>
            </span>
          )}
        </>
      }
      description="Visitors who asked the chat for a person. Claim one to answer it; hand it to a colleague, or close it and the assistant takes over again. While this page is open you count as online."
      actions={
        permission === "default" && (
          <button
            type="button"
            className="btn-secondary"
            onClick={() => void Notification.requestPermission().then(setPermission)}
          >
            <Bell aria-hidden="true" className="size-4" /> Notify me of new chats
          </button>
        )
      }
    >
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <p className="mb-4 flex items-center gap-2 text-sm text-slate-700">
        <span aria-hidden="true" className={`size-2.5 rounded-full ${connected ? "bg-emerald-600" : "bg-slate-400"}`} />
        {connected ? "You are online: visitors who ask for a person can reach you." : "Connecting to the live chat…"}
      </p>
      {signedOut && (
        <p role="alert" className="mb-4 rounded-lg bg-amber-50 p-3 text-amber-900">
          Your session has ended. <a href="/admin/login?next=/admin/live">Sign in again</a> to keep answering chats.
        </p>
      )}
      {error && (
        <p role="alert" className="mb-4 rounded-lg bg-red-50 p-3 text-red-800">
          {error}
        </p>
      )}
      <div className="grid gap-6 xl:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        <div className="grid content-start gap-6">
          <List
            id="live-waiting"
            title="Waiting"
            items={inbox.waiting}
            note={(i) => `waiting ${waitText(i.requestedAt, now)}`}
            current={selected}
            empty={loaded ? "Nobody is waiting." : "Loading…"}
          />
          <List
            id="live-held"
            title="In conversation"
            items={inbox.held}
            note={(i) => `with ${i.holder?.firstName ?? "a colleague"}`}
            current={selected}
            empty="Nobody is talking to a visitor."
          />
          <List
            id="live-recent"
            title="Recent"
            items={inbox.recent}
            note={(i) => (i.state === "offline" ? "missed" : "closed")}
            current={selected}
            empty="No live chats in the last 24 hours."
          />
        </div>
        {detail ? (
          <ConversationView
            key={detail.item.conversationId}
            detail={detail}
            me={inbox.me}
            online={inbox.online}
            act={act}
          />
        ) : (
          selected &&
          loaded && <p className="text-slate-700">This conversation could not be opened. Choose another on the left.</p>
        )}
      </div>
    </TabPage>
  );
}
