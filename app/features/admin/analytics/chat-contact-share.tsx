import { Panel } from "~/features/admin/shared/panel";

// The Analytics tab's chat figure: how many chat conversations ended up leaving contact details (an
// e-mail or phone number, which makes a chat lead). server/analytics/chat-contacts.ts counts them.

export interface ChatContactShare {
  days: number;
  /** Chat conversations started in the range. */
  conversations: number;
  /** Of those, the ones that left an e-mail or phone number (they have a chat lead). */
  withContact: number;
}

/** Whole per cent, or null when there was no conversation. */
export function sharePercent({ conversations, withContact }: ChatContactShare): number | null {
  return conversations ? Math.round((withContact / conversations) * 100) : null;
}

const int = new Intl.NumberFormat("en-IN");

export function ChatContactSharePanel({ share }: { share: ChatContactShare }) {
  const percent = sharePercent(share);
  return (
    <Panel id="an-chat" title="Chat assistant" className="mt-6">
      {percent === null ? (
        <p className="mt-3 text-sm text-slate-700">No chat conversation was started in the last {share.days} days.</p>
      ) : (
        <dl className="mt-3">
          <dt className="text-sm text-slate-700">Conversations that left contact details</dt>
          <dd className="mt-1 text-slate-900">
            <span className="text-3xl font-bold tabular-nums">{percent} %</span>{" "}
            <span className="text-sm text-slate-700">
              ({int.format(share.withContact)} of {int.format(share.conversations)} in the last {share.days} days)
            </span>
          </dd>
        </dl>
      )}
    </Panel>
  );
}
