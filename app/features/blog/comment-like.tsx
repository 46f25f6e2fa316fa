import { Heart } from "lucide-react";
import { useEffect, useState } from "react";
import { likedIds, rememberLike } from "./liked-ids";

const LIKED_KEY = "liked-comments";

/**
 * Like for one approved comment, counted on the server; pressing again takes the like back. The visible
 * text stays "Like (n)" whatever the state (aria-pressed and the filled heart show it), so nothing moves.
 */
export function CommentLike({ id, author, likes }: { id: string; author: string; likes: number }) {
  const [count, setCount] = useState(likes);
  const [liked, setLiked] = useState(false);
  const [note, setNote] = useState("");
  useEffect(() => setLiked(likedIds(LIKED_KEY).includes(id)), [id]);

  async function toggle() {
    const next = !liked;
    const res = await fetch(`/api/comments/${encodeURIComponent(id)}/likes`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ action: next ? "like" : "unlike" }),
    }).catch(() => undefined);
    if (!res?.ok) return setNote("That did not go through. Please try again.");
    setCount(((await res.json()) as { likes: number }).likes);
    setLiked(next);
    setNote("");
    rememberLike(LIKED_KEY, id, next);
  }

  return (
    <div className="mt-2 flex items-center gap-3">
      <button
        type="button"
        aria-pressed={liked}
        onClick={toggle}
        className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm text-slate-700 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-offset-2"
      >
        <Heart aria-hidden="true" className={`size-4 ${liked ? "fill-current text-red-700" : ""}`} />
        Like<span className="sr-only"> the comment by {author}</span>{" "}
        <span className="tabular-nums">({count.toLocaleString("en-IN")})</span>
      </button>
      <p role="status" className="text-sm text-slate-700">
        {note}
      </p>
    </div>
  );
}
