import { MessageSquare } from "lucide-react";
import { useFetcher } from "react-router";
import type { AdminComment } from "~/features/admin/comments/comments-api";
import { EmptyState } from "~/features/admin/shared/empty-state";
import { formatWhen } from "~/features/admin/shared/format";
import { TabPage } from "~/features/admin/shared/tab-page";
import { useResultToast } from "~/features/admin/shared/use-result-toast";
import type { Result } from "~/lib/result";

/** Comments tab: every visitor comment with its post, author, date and status; Approve / Reject. */
export function CommentsTab({ comments }: { comments: AdminComment[] }) {
  return (
    <TabPage title="Comments" description="New comments wait here; only approved ones appear under the article.">
      {comments.length === 0 ? (
        <EmptyState icon={MessageSquare} title="No comments yet.">
          Visitors' comments on articles will appear here for review.
        </EmptyState>
      ) : (
        <ul className="space-y-3">
          {comments.map((c) => (
            <CommentItem key={c.id} comment={c} />
          ))}
        </ul>
      )}
    </TabPage>
  );
}

function CommentItem({ comment: c }: { comment: AdminComment }) {
  const fetcher = useFetcher<Result>();
  useResultToast(fetcher);
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap justify-between gap-2 text-sm text-slate-700">
        <span className="min-w-0 break-words">
          <span className="font-semibold text-slate-900">{c.name}</span> ({c.email}) on{" "}
          {c.postSlug ? (
            <a href={`/blog/${c.postSlug}`} className="underline">
              {c.postTitle}
            </a>
          ) : (
            c.postTitle
          )}
        </span>
        <span>
          {formatWhen(c.createdAt)} · <span className="font-semibold">{c.status}</span> ·{" "}
          {c.likes === 1 ? "1 like" : `${c.likes.toLocaleString("en-IN")} likes`}
        </span>
      </div>
      <p className="mt-2 whitespace-pre-line break-words text-slate-800">{c.body}</p>
      <fetcher.Form method="post" className="mt-3 flex gap-2">
        <input type="hidden" name="id" value={c.id} />
        {(["approved", "rejected"] as const).map((status) => (
          <button
            key={status}
            type="submit"
            name="status"
            value={status}
            className="btn-secondary"
            disabled={c.status === status || fetcher.state !== "idle"}
            aria-label={`${status === "approved" ? "Approve" : "Reject"} the comment by ${c.name}`}
          >
            {status === "approved" ? "Approve" : "Reject"}
          </button>
        ))}
      </fetcher.Form>
    </li>
  );
}
