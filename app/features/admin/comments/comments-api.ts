// What the Comments tab receives from the server (context.admin.comments; server/blog/comments.ts).

import type { Result } from "~/lib/result";
import type { CommentStatus } from "~/lib/statuses";

/** A row of the Comments tab. */
export interface AdminComment {
  id: string;
  name: string;
  email: string;
  body: string;
  status: CommentStatus;
  createdAt: string;
  /** Visitors' likes on the article page. */
  likes: number;
  postTitle: string;
  /** null when the post was deleted. */
  postSlug: string | null;
}

export interface CommentsApi {
  /** Newest first, every status. */
  list(): Promise<AdminComment[]>;
  /** Approve, reject or back to pending; audited. */
  setStatus(id: string, status: string): Promise<Result>;
}
