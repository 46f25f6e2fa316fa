import { HOT_SCORE } from "~/features/admin/leads/lead-filter";
import type { LeadDetail } from "~/features/admin/leads/lead-types";
import { Panel } from "~/features/admin/shared/panel";

/** "74 · hot", or just "12": the score as the list and the lead page show it. */
export const scoreLabel = (score: number | undefined) => `${score ?? 0}${(score ?? 0) >= HOT_SCORE ? " · hot" : ""}`;

/** The lead score with one line per rule that counted (server/score/rules.ts), so it explains itself. */
export function LeadScore({ lead }: { lead: Pick<LeadDetail, "score" | "scoreLines"> }) {
  const lines = lead.scoreLines ?? [];
  return (
    <Panel id="score-heading" title="Lead score">
      <p className="mt-2 text-sm font-semibold text-slate-900">Score {scoreLabel(lead.score)}</p>
      {lines.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">No rule counted for this lead yet.</p>
      ) : (
        <ul className="mt-2 space-y-1 text-sm text-slate-800" aria-label="What the score is made of">
          {lines.map((l) => (
            <li key={l} className="font-mono">
              {l}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
