import { Form, useNavigation } from "react-router";
import { Honeypot, TextArea, TextField } from "~/components/ui/field";
import type { CommentResult } from "~/lib/blog-types";
import { CommentLike } from "./comment-like";
import type { PublicComment } from "./comment-schema";

const DATE = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Asia/Kolkata",
});

/**
 * Approved comments with their count, and the comment form: a plain form post to the article's own
 * URL (works without JavaScript); a new comment waits for the team's approval. E-mails are never shown.
 */
export function ArticleComments({
  comments,
  result,
}: {
  comments: readonly PublicComment[];
  result?: CommentResult & { values?: Record<string, string> };
}) {
  const busy = useNavigation().state === "submitting";
  const fields = result && !result.ok ? (result.fields ?? {}) : {};
  const v = result && !result.ok ? result.values : undefined;
  return (
    <section aria-labelledby="comments-heading" className="mt-12 border-t border-slate-200 pt-8">
      <h2 id="comments-heading" className="text-2xl font-bold text-slate-900">
        Comments ({comments.length})
      </h2>
      {comments.length === 0 ? (
        <p className="mt-3 text-slate-700">No comments yet. Share how this applies to your business.</p>
      ) : (
        <ol className="mt-4 space-y-4">
          {comments.map((c) => (
            <li key={c.id} className="rounded-xl bg-slate-50 p-4">
              <p className="text-sm text-slate-700">
                <span className="font-semibold text-slate-900">{c.name}</span> ·{" "}
                <time dateTime={c.createdAt}>{DATE.format(new Date(c.createdAt))}</time>
              </p>
              <p className="mt-2 whitespace-pre-line text-slate-800">{c.body}</p>
              <CommentLike id={c.id} author={c.name} likes={c.likes} />
            </li>
          ))}
        </ol>
      )}
      <h3 className="mt-8 text-lg font-semibold text-slate-900">Leave a comment</h3>
      <p className="text-sm text-slate-700">Your e-mail address is never published. Comments appear after review.</p>
      {result?.message && (
        <p
          role={result.ok ? "status" : "alert"}
          className={`mt-3 rounded-lg p-3 text-sm font-medium ${result.ok ? "bg-emerald-50 text-emerald-900" : "bg-red-50 text-red-800"}`}
        >
          {result.message}
        </p>
      )}
      <Form method="post" preventScrollReset className="relative mt-4 space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="comment-name"
            name="name"
            label="Name"
            required
            autoComplete="name"
            defaultValue={v?.name}
            error={fields.name}
          />
          <TextField
            id="comment-email"
            name="email"
            type="email"
            label="Email"
            required
            autoComplete="email"
            defaultValue={v?.email}
            error={fields.email}
          />
        </div>
        <TextArea
          id="comment-body"
          name="comment"
          label="Comment"
          required
          rows={4}
          defaultValue={v?.comment}
          error={fields.comment}
        />
        <Honeypot name="website" />
        <button type="submit" className="btn-primary" disabled={busy}>
          Post Comment
        </button>
      </Form>
    </section>
  );
}
